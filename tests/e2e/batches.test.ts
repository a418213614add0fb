import type { Page } from "@playwright/test";
import { signedInAsAdmin, tableRow } from "#tests/support/e2e/admin-list";
import { expect, test } from "#tests/support/e2e/test";

/**
 * A batch created in the admin at a phone's and a desktop's width: it stands on the list and on
 * its course's public page in English and Hindi, with its CourseInstance in the page's JSON-LD.
 * Screenshots of each screen go to SHOTS_DIR when it is set.
 */
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string, width: number) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
};

const CASES = [
  { width: 375, code: "E2E-MSR-375", start: "2031-03-02", startText: "2 March 2031", startHindi: "2 मार्च 2031" },
  { width: 1280, code: "E2E-MSR-1280", start: "2031-04-06", startText: "6 April 2031", startHindi: "6 अप्रैल 2031" },
];

test.describe("batches", () => {
  signedInAsAdmin();

  for (const c of CASES) {
    test(`a batch created at ${c.width} px shows on the list and on the course page in English and Hindi`, async ({ page }) => {
      await page.setViewportSize({ width: c.width, height: 900 });
      await page.goto("/admin/batches/new");
      const dialog = page.getByRole("dialog", { name: "Add Batch" });
      await expect(dialog).toBeVisible();
      const course = dialog.getByLabel("Course");
      await course.selectOption({ label: "Video Door Phone & Biometric (VDP-101)" });
      const courseId = await course.inputValue();
      await dialog.getByLabel("Start Date").fill(c.start);
      // The suggestions follow the course and the start date.
      await expect(dialog.getByLabel("Batch Code")).toHaveAttribute("placeholder", `VDP-101-${c.start.slice(0, 7)}`);
      await dialog.getByLabel("Batch Code").fill(c.code);
      await dialog.getByLabel("Branch").selectOption("Main Campus");
      await dialog.getByLabel("Status").selectOption({ label: "Open for admission" });
      await shot(page, "batch-editor", c.width);
      // No day at all is refused with the field's message, nothing saved.
      for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]) await dialog.getByLabel(day, { exact: true }).uncheck();
      await dialog.getByRole("button", { name: "Create Batch" }).click();
      await expect(dialog.getByText("Choose at least one day")).toBeVisible();
      for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]) await dialog.getByLabel(day, { exact: true }).check();
      await dialog.getByRole("button", { name: "Create Batch" }).click();

      await expect(page).toHaveURL(/\/admin\/batches\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1, name: c.code })).toBeVisible();
      await expect(page.getByText("Mon–Sat · 10:00 am–1:00 pm")).toBeVisible();
      await expect(page.getByText("No students yet")).toBeVisible();
      await expect(page.getByRole("link", { name: "Mark attendance" })).toBeVisible();
      await shot(page, "batch-page", c.width);

      await page.goto(`/admin/batches?q=${c.code}`);
      const row = tableRow(page, c.code);
      for (const text of ["Video Door Phone & Biometric", "Mon–Sat · 10:00 am–1:00 pm", "0/20", "Open for admission"])
        await expect(row).toContainText(text);
      await page.goto("/admin/batches");
      await shot(page, "batches-list", c.width);

      await page.goto(`/course/${courseId}`);
      const english = page.getByTestId("upcoming-batch").filter({ hasText: c.startText });
      await expect(page.getByRole("heading", { name: "Upcoming batches" })).toBeVisible();
      for (const text of [`Starts ${c.startText}`, "Mon–Sat · 10:00 am–1:00 pm", "Main Campus", "20 seats left", "Available"])
        await expect(english).toContainText(text);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.join("\n")).toContain(`"@type":"CourseInstance","name":"${c.code}"`);
      if (SHOTS) await page.getByTestId("upcoming-batches").screenshot({ path: `${SHOTS}/course-batches-en-${c.width}.png` });

      await page.goto(`/hi/course/${courseId}`);
      const hindi = page.getByTestId("upcoming-batch").filter({ hasText: c.startHindi });
      await expect(page.getByRole("heading", { name: "आने वाले बैच" })).toBeVisible();
      for (const text of [`${c.startHindi} से शुरू`, "सोम–शनि · 10:00 am–1:00 pm", "Main Campus", "20 सीटें बचीं", "सीटें उपलब्ध"])
        await expect(hindi).toContainText(text);
      if (SHOTS) await page.getByTestId("upcoming-batches").screenshot({ path: `${SHOTS}/course-batches-hi-${c.width}.png` });
    });
  }
});
