import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { expectToast, signIn } from "#tests/support/e2e/auth";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

/**
 * The trainer role (decision 037) at the workbench: an admin makes a trainer; a trainer's
 * admin is My batches and nothing else; the dashboard shows admins today's batches with who
 * is absent, and the students at risk. The batches are the e2e harness's
 * (tests/support/e2e/teaching-seed.mjs): E2E-TRN-1 is e2e-trainer's, E2E-TRN-2 another's,
 * with Sunita Devi at 3 of 7 days.
 */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};
const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** The sidebar's links: the drawer on a phone (opened with the toggle), the aside on a wide screen. */
async function sidebarLinks(page: Page, width: number) {
  if (width < 768) {
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin menu" });
    await expect(drawer).toBeVisible();
    return drawer.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
  }
  return page.locator("#admin-sidebar").getByRole("navigation", { name: "Admin sections" }).getByRole("link");
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("an admin creates a trainer, who signs in to an empty My batches and cannot open the leads", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/users/new");
    const email = `trainer-${Date.now()}@example.com`;
    const dialog = page.getByRole("dialog", { name: "Add New User" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("trainer-pass-12");
    await dialog.getByLabel("First Name").fill("Naveen");
    await dialog.getByLabel("Role").selectOption({ label: "Trainer" });
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expectToast(page, "User created successfully");
    await expect(page.getByLabel(`Role for ${email}`).first()).toHaveValue("trainer");

    await page.context().clearCookies();
    await signIn(page, email, "trainer-pass-12");
    await expect(page).toHaveURL(/\/admin\/my-batches$/);
    await expect(page.getByRole("heading", { level: 1, name: "My batches" })).toBeVisible();
    await expect(page.getByText("You teach no batches yet.")).toBeVisible();
    await page.goto("/admin/leads");
    await expect(page).toHaveURL(/\/admin\/my-batches$/);
    await expectToast(page, "Access Denied");
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    test("a trainer sees only their batch, its day and its three pages; the sidebar offers nothing else", async ({ page }) => {
      await logIn(page, E2E_ACCOUNTS.trainer);
      await expect(page).toHaveURL(/\/admin\/my-batches$/);
      const cards = page.getByTestId("my-batch");
      await expect(cards).toHaveCount(1);
      const card = cards.first();
      await expect(card).toContainText("E2E-TRN-1");
      await expect(card.getByTestId("batch-day")).toHaveText("Meets today 10:00 am–1:00 pm");
      await expect(card).toContainText("Every day · 10:00 am–1:00 pm");
      await expect(card).toContainText("Main Campus");
      await expect(card).toContainText("3 students studying");
      await expect(page.getByText("E2E-TRN-2")).toHaveCount(0);
      // Names only for a trainer, and not even those here: no phone number on the page.
      await expect(page.locator("body")).not.toContainText("9000000001");
      const id = (await card.getByRole("link", { name: /^Attendance/ }).getAttribute("href"))?.split("/")[3];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      for (const [name, suffix] of [
        ["Attendance", "attendance"],
        ["Practical tasks", "tasks"],
        ["Register", "register"],
      ]) {
        await expect(card.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", `/admin/batches/${id}/${suffix}`);
      }
      await noSideScroll(page, width);
      await shot(page, `my-batches-${width}`);

      const links = await sidebarLinks(page, width);
      await expect(links).toHaveText(["My batches"]);
      await expect(page.getByRole("link", { name: "Leads" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "My account" }).first()).toBeAttached();

      for (const path of ["/admin", "/admin/leads", "/admin/users", "/admin/settings"]) {
        await page.goto(path);
        await expect(page, path).toHaveURL(/\/admin\/my-batches$/);
      }
      await expectToast(page, "Access Denied");
      await page.goto("/admin/account");
      await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    });

    test("the dashboard's Today: batches meeting today with who is absent, and the students at risk", async ({ page }) => {
      await logIn(page, E2E_ACCOUNTS.admin);
      const today = page.getByRole("region", { name: "Today" });
      const batches = today.getByTestId("batches-today");
      const mine = batches.getByTestId("batch-today").filter({ hasText: "E2E-TRN-1" });
      await expect(mine).toContainText("10:00 am–1:00 pm");
      await expect(mine).toContainText("Main Campus · Tara Trainer");
      // Today's marks are made here, not seeded: the suite may run across midnight in Delhi.
      // The batch's name leads to its attendance; Ravi is marked absent, the others present.
      await mine.getByRole("link", { name: /E2E-TRN-1/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Attendance" })).toBeVisible();
      await page
        .getByRole("radiogroup", { name: /Ravi Kumar/ })
        .getByRole("radio", { name: "Absent" })
        .check();
      await expect(page.getByTestId("attendance-counts")).toHaveText("2 present · 1 absent · 0 late");
      await page.getByRole("button", { name: "Save attendance" }).click();
      await expect(page.getByTestId("attendance-sync")).toHaveText("Saved");
      await page.goto("/admin");
      await expect(mine).toContainText("Absent (1): Ravi Kumar");
      await expect(batches.getByTestId("batch-today").filter({ hasText: "E2E-TRN-2" })).toContainText("Attendance not marked yet");
      const atRisk = today.getByTestId("students-at-risk");
      await expect(atRisk).toContainText("Attendance under 80%, the certificate's minimum");
      const sunita = atRisk.getByRole("link", { name: /Sunita Devi/ });
      await expect(sunita).toContainText("42%");
      await expect(sunita).toContainText("E2E-STU-2 · E2E-TRN-2 · 3 of 7 days");
      await expect(sunita).toHaveAttribute("href", /^\/admin\/students\/[0-9a-f-]{36}$/);
      // Ravi's one absence today is too few marked days to say anything yet.
      await expect(atRisk).not.toContainText("Ravi Kumar");
      if (width < 768) {
        // Leads first on a phone: the lead tiles come before today's batches.
        const lastLeadTile = await today.getByRole("link", { name: /^Not yet contacted/ }).boundingBox();
        expect((await batches.boundingBox())?.y ?? 0).toBeGreaterThan((lastLeadTile?.y ?? 999) + (lastLeadTile?.height ?? 0));
      }
      await noSideScroll(page, width);
      await shot(page, `dashboard-${width}`);
    });
  });
}
