import type { Page } from "@playwright/test";
import { admissionLead } from "#tests/support/e2e/admission-lead";
import { expect, test } from "#tests/support/e2e/test";

// Admitting a lead to a batch (decision 042-student-admission) at a phone's and a desktop's
// width: the lead page's "Admit to batch", the form filled from the enquiry, the student page
// and the students list. The e2e server opens one batch per demo course (start-server.mjs).

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

for (const width of [375, 1280]) {
  test.describe(`admitting a lead at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });

    test("admits from the lead page, shows the student page, the list and the link back", async ({ page, baseURL }) => {
      const mobile = `8${Date.now().toString().slice(-9)}`;
      const name = `Sana Student ${width}`;
      const leadUrl = await admissionLead(page, baseURL, name, mobile);
      await shoot(page, `lead-admit-${width}`);

      await page.getByRole("link", { name: "Admit to batch" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Admit to batch" })).toBeVisible();
      const form = page.getByRole("form", { name: "Admit to batch" });
      await expect(form.getByLabel("Full name")).toHaveValue(name);
      await expect(form.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(mobile);
      await expect(form.getByLabel("Address")).toHaveValue("14 Nehru Place, Delhi");
      await expect(form.getByRole("combobox", { name: "Batch" })).not.toHaveValue("");
      await noSidewaysScroll(page);
      await shoot(page, `admit-form-${width}`);

      // Bad input first: the phone is checked as staff type, nothing is sent.
      await form.getByLabel("Guardian's phone", { exact: true }).fill("12345");
      await form.getByRole("button", { name: "Admit student" }).click();
      await expect(form.getByText("Enter a 10-digit mobile number")).toBeVisible();
      await form.getByLabel("Guardian's name").fill("Rashid Khan");
      await form.getByLabel("Guardian's phone", { exact: true }).fill("98100 54321");
      await form.getByRole("button", { name: "Admit student" }).click();

      await expect(page).toHaveURL(/\/admin\/students\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const number = (await page.getByTestId("student-number").textContent()) ?? "";
      expect(number).toMatch(/^STU-\d{4}-\d{4}$/);
      await expect(page.getByText(`Admitted as ${number}`)).toBeVisible();
      await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Admitted to batch E2E-");
      // The certificate card: attendance and practical tasks against the rule, none marked yet.
      await expect(page.getByRole("heading", { name: "Certificate" })).toBeVisible();
      await expect(page.getByText("No attendance marked yet")).toBeVisible();
      await expect(page.getByRole("link", { name: "Attendance register" })).toBeVisible();
      await expect(page.getByLabel("Guardian's phone", { exact: true })).toHaveValue("9810054321");
      await noSidewaysScroll(page);
      await shoot(page, `student-page-${width}`);

      // Linked both ways: the student page names the lead, the lead page the student.
      await page.getByRole("link", { name: `Lead: ${name}` }).click();
      await expect(page).toHaveURL(leadUrl);
      await expect(page.getByTestId("lead-student")).toHaveText(`Student ${number}`);
      await expect(page.getByRole("link", { name: "Admit to batch" })).toHaveCount(0);

      await page.goto(`/admin/students?q=${mobile}`);
      await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
      const row = page.locator("tbody tr").filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(number);
      await expect(row).toContainText("Studying");
      await noSidewaysScroll(page);
      await page.goto("/admin/students");
      await shoot(page, `students-list-${width}`);
    });
  });
}
