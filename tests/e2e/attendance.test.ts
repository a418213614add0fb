import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { ATTENDANCE_E2E_BATCHES } from "#tests/support/e2e/attendance-seed.mjs";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

// Attendance at the workbench: a phone marks the day and saves it, then loses the network,
// marks again, is told the marks are kept, and sends them once the network is back.

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const indiaDay = (offset = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + offset * 86_400_000));
const OFFLINE = "You are offline. Attendance is saved on this phone and will be sent when the network returns.";

const student = (page: Page, name: string) => page.getByRole("radiogroup", { name: new RegExp(name) });
const mark = (page: Page, name: string, label: "Present" | "Absent" | "Late") =>
  student(page, name).getByRole("radio", { name: label }).check();

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });

    test("mark a day, save it, then save with the network cut and see it sent once it returns", async ({ page, context }) => {
      const batch = ATTENDANCE_E2E_BATCHES[width];
      await logIn(page, E2E_ACCOUNTS.admin);
      await page.goto(`/admin/batches/${batch}/attendance`);
      await expect(page.getByRole("heading", { level: 1, name: "Attendance" })).toBeVisible();
      await expect(page.getByRole("radiogroup")).toHaveCount(5);
      // Everyone starts as Present.
      await expect(page.getByTestId("attendance-counts")).toHaveText("5 present · 0 absent · 0 late");
      await expect(student(page, "Aarav Sharma").getByRole("radio", { name: "Present" })).toBeChecked();

      await mark(page, "Bhavya Singh", "Absent");
      await mark(page, "Chirag Patel", "Late");
      await expect(page.getByTestId("attendance-counts")).toHaveText("3 present · 1 absent · 1 late");
      const save = page.getByRole("button", { name: "Save attendance" });
      // The button stays on screen, within the thumb's reach, however long the list.
      await expect(save).toBeInViewport();
      await save.click();
      await expect(page.getByTestId("attendance-sync")).toHaveText("Saved");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `attendance-saved-${width}`);

      await page.reload();
      await expect(student(page, "Bhavya Singh").getByRole("radio", { name: "Absent" })).toBeChecked();
      await expect(page.getByTestId("attendance-sync")).toHaveText("Saved");

      // The network drops: the marks stay on the phone and the banner says so.
      await context.setOffline(true);
      await mark(page, "Divya Nair", "Absent");
      await expect(page.getByText(OFFLINE)).toBeVisible();
      await save.click();
      await expect(page.getByTestId("attendance-sync")).toHaveText("Kept on this phone");
      await shoot(page, `attendance-offline-${width}`);

      // Back online: sent without a tap, and the page shows it saved.
      await context.setOffline(false);
      await expect(page.getByTestId("attendance-sync")).toHaveText("Saved", { timeout: 15_000 });
      await expect(page.getByText(OFFLINE)).toHaveCount(0);
      await page.reload();
      await expect(student(page, "Divya Nair").getByRole("radio", { name: "Absent" })).toBeChecked();
      await expect(page.getByTestId("attendance-counts")).toHaveText("2 present · 2 absent · 1 late");

      // Stored once: the register has one row per student, with today's mark and one absence each.
      const today = indiaDay();
      const csv = await page.request.get(`/admin/batches/${batch}/register.csv?month=${today.slice(0, 7)}`);
      expect(csv.status()).toBe(200);
      const lines = (await csv.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      const header = lines[0].split(",");
      const divya = lines.filter((line) => line.includes("Divya Nair"));
      expect(divya).toHaveLength(1);
      const cells = divya[0].split(",");
      expect(cells[header.indexOf(today)]).toBe("A");
      expect(cells[header.indexOf("Absent")]).toBe("1");

      await page.goto(`/admin/batches/${batch}/register?month=${today.slice(0, 7)}`);
      await expect(page.getByRole("heading", { level: 1, name: /Attendance register/ })).toBeVisible();
      await expect(page.getByRole("rowheader", { name: /Divya Nair/ })).toHaveCount(1);
      await shoot(page, `attendance-register-${width}`);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test("the sheet is a plain form: yesterday marked and saved", async ({ page }) => {
    const batch = ATTENDANCE_E2E_BATCHES[1280];
    const yesterday = indiaDay(-1);
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto(`/admin/batches/${batch}/attendance?date=${yesterday}`);
    await expect(page.getByTestId("attendance-day")).toContainText("Yesterday");
    await mark(page, "Eshan Khan", "Late");
    await page.getByRole("button", { name: "Save attendance" }).click();
    await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
    await expect(student(page, "Eshan Khan").getByRole("radio", { name: "Late" })).toBeChecked();
    await expect(page.getByTestId("attendance-sync")).toHaveText("Saved");
    await expect(page.getByTestId("attendance-counts")).toHaveText("4 present · 0 absent · 1 late");
  });
});
