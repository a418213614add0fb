import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { expectToast } from "#tests/support/e2e/auth";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

/** Issue 13: the users list's confirmation badge and the mail outbox, on a phone and a desktop. */
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("an unconfirmed sign-up shows 'E-mail not confirmed' and cannot be made staff; its confirmation mail waits in the outbox", async ({
      page,
    }) => {
      const email = `squatter-${width}-${Date.now()}@example.com`;
      await page.goto("/auth?mode=signup");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("my-own-choice-77");
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expectToast(page, "Check your email");

      await logIn(page, E2E_ACCOUNTS.superAdmin);
      await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
      const row = page.locator(`tr[data-user="${email}"]`);
      await expect(row.getByText("E-mail not confirmed")).toBeVisible();
      await row.getByLabel(`Role for ${email}`).selectOption("admin");
      await expectToast(page, "Failed to update user role", "has not confirmed their e-mail address yet");
      await page.reload();
      await expect(row.getByLabel(`Role for ${email}`)).toHaveValue("user");
      await page.goto(`/admin/users?q=${encodeURIComponent(E2E_ACCOUNTS.admin)}`);
      await expect(page.locator(`tr[data-user="${E2E_ACCOUNTS.admin}"]`).getByText("E-mail confirmed")).toBeVisible();

      // The outbox: reached from the menu (a drawer on phones), newest first, body readable.
      await page.goto("/admin");
      if (width < 768) await page.getByRole("button", { name: "Toggle Sidebar" }).click();
      await page.getByRole("link", { name: "Outbox", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/outbox$/);
      await expect(page.getByRole("heading", { name: "Mail Outbox" })).toBeVisible();
      const item = page.locator("tr[data-outbox-id]").filter({ hasText: `To: ${email}` });
      await expect(item.getByText("Confirm your e-mail for Supertech Institute")).toBeVisible();
      await expect(item.getByText("Queued")).toBeVisible();
      await item.getByText("Show message").click();
      await expect(item.getByText(/\/api\/auth\/verify-email\?token=/)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test("an admin has no Outbox link and the server refuses the page", async ({ page }) => {
  await logIn(page, E2E_ACCOUNTS.admin);
  await expect(page.getByRole("link", { name: "Leads", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Outbox", exact: true })).toHaveCount(0);
  const response = await page.goto("/admin/outbox");
  expect(response?.status()).toBe(403);
});
