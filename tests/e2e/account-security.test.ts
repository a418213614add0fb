import type { Browser } from "@playwright/test";
import { E2E_ACCOUNTS, E2E_PASSWORD, E2E_TOTP_SECRET, e2eAccountFor } from "#tests/support/e2e/accounts";
import { expectToast, submitAuthForm } from "#tests/support/e2e/auth";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";
import { totp } from "#tests/support/e2e/totp";

/** Decision 011: the users list's confirmation badge and the mail outbox, on a phone and a desktop. */
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

/** A new browser that signs in with the password and a code, ticking "Remember this device". */
async function rememberedBrowser(browser: Browser, email: string, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  const page = await context.newPage();
  await submitAuthForm(page, email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await page.getByLabel("6-digit code").fill(totp(E2E_TOTP_SECRET));
  await page.getByLabel("Remember this device for 30 days").check();
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return { context, page };
}

for (const width of [375, 1280]) {
  test(`remembered devices at ${width} px: listed on /admin/account, forgotten from another browser without JavaScript`, async ({
    browser,
  }) => {
    // Two browsers, each signing in with a code: longer than one page's default budget.
    test.setTimeout(120_000);
    const email = e2eAccountFor("devices", width);
    const phone = await rememberedBrowser(browser, email, width);
    await phone.page.goto("/admin/account");
    const list = phone.page.getByRole("list", { name: "Remembered devices" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem").first()).toContainText("This device");
    await expect(list.getByRole("listitem").first()).toContainText(/Chrome on \w+/);

    // A second browser, without JavaScript: it sees both and forgets the phone with a plain form.
    const laptop = await rememberedBrowser(browser, email, width, false);
    await laptop.page.goto("/admin/account");
    const laptopList = laptop.page.getByRole("list", { name: "Remembered devices" });
    await expect(laptopList.getByRole("listitem")).toHaveCount(2);
    await laptopList
      .getByRole("listitem")
      .filter({ hasNotText: "This device" })
      .getByRole("button", { name: /^Forget device/ })
      .click();
    await expect(laptop.page).toHaveURL(/\/admin\/account$/);
    await expect(laptopList.getByRole("listitem")).toHaveCount(1);
    await expect(laptopList.getByRole("listitem").first()).toContainText("This device");

    await phone.page.reload();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem").first()).not.toContainText("This device");
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The phone's cookie no longer skips the code.
    await phone.context.clearCookies({ name: "better-auth.session_token" });
    await submitAuthForm(phone.page, email, E2E_PASSWORD);
    await expect(phone.page).toHaveURL(/\/auth\/two-factor$/);
    await phone.context.close();
    await laptop.context.close();
  });
}
