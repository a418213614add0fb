import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { expectToast } from "#tests/support/e2e/auth";
import { logIn } from "#tests/support/e2e/login";
import { SKILLS_TRAINER, skillsIds } from "#tests/support/e2e/skills-fixtures.mjs";
import { expect, test } from "#tests/support/e2e/test";

/**
 * Practical skills to certificate, on a phone and a desk: an admin adds a task to a course in
 * the course editor, the batch's trainer signs it off for the student, the admin issues the now
 * eligible student's certificate, and the public page verifies it. Fixtures: skills-fixtures.mjs.
 */

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

for (const width of [375, 1280]) {
  test.describe(`practical skills to certificate at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    const ids = skillsIds(width);
    const student = `Sneha Verma ${width}`;
    const task = "Replace a charging port";

    test("add a task, sign it off, issue the certificate, verify it publicly", async ({ page }) => {
      test.setTimeout(90_000);
      // 1. The course editor's "Practical tasks".
      await logIn(page, E2E_ACCOUNTS.admin);
      await page.goto(`/admin/courses/${ids.course}/edit`);
      const dialog = page.getByRole("dialog", { name: "Edit Course" });
      await expect(dialog.getByRole("heading", { name: "Practical tasks" })).toBeVisible();
      await expect(dialog.getByText("No practical tasks yet.")).toBeVisible();
      await dialog.getByLabel("New task", { exact: true }).fill(task);
      await dialog.getByLabel("New task in Hindi").fill("चार्जिंग पोर्ट बदलना");
      await dialog.getByRole("button", { name: "Add task" }).click();
      await expectToast(page, "Practical task added");
      await expect(dialog.getByLabel("Task 1", { exact: true })).toHaveValue(task);
      await expect(dialog.getByLabel("Task 1 in Hindi")).toHaveValue("चार्जिंग पोर्ट बदलना");
      await shoot(page, `skills-course-tasks-${width}`);

      // Not eligible yet: the task is not signed off.
      await page.goto(`/admin/students/${ids.student}/certificate`);
      await expect(page.getByText("1 of 1 practical tasks still to sign off")).toBeVisible();
      await expect(page.getByRole("button", { name: "Issue certificate" })).toHaveCount(0);

      // 2. The batch's trainer signs it off, on the batch's tasks page.
      await logIn(page, SKILLS_TRAINER);
      await page.goto(`/admin/batches/${ids.batch}/tasks`);
      await expect(page.getByRole("heading", { name: "Practical tasks" })).toBeVisible();
      await page.getByText(student).click();
      await expect(page.getByLabel("Date of sign-off")).toBeVisible();
      await page.getByRole("button", { name: `Sign off “${task}” for ${student}` }).click();
      await expectToast(page, `Signed off: ${task}`);
      const card = page.locator(`#student-${ids.student}`);
      await expect(card.getByText(/^Signed off \d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(card.getByText("1 / 1")).toBeVisible();
      await expect(card.getByRole("button", { name: `Undo “${task}” for ${student}` })).toBeVisible();
      await noSidewaysScroll(page);
      await shoot(page, `skills-signoff-${width}`);

      // 3. The admin issues the certificate from the eligible student's page.
      await logIn(page, E2E_ACCOUNTS.admin);
      await page.goto(`/admin/students/${ids.student}/certificate`);
      await expect(page.getByText("Eligible for a certificate")).toBeVisible();
      await expect(page.getByText("100%")).toBeVisible();
      await page.getByRole("button", { name: "Issue certificate" }).click();
      await expectToast(page, "Certificate issued", student);
      const view = page.getByRole("link", { name: "View certificate" });
      await expect(view).toBeVisible();
      await expect(page.getByRole("button", { name: "Issue certificate" })).toHaveCount(0);
      await noSidewaysScroll(page);
      await shoot(page, `skills-certificate-${width}`);

      // 4. The public certificate page verifies it.
      const href = (await view.getAttribute("href")) ?? "";
      const certificateId = decodeURIComponent(href.replace("/certificate/", ""));
      expect(certificateId).toMatch(/^STI-\d{4}-\d{4,}$/);

      // The batch's certificates page lists the student as issued.
      await page.goto(`/admin/batches/${ids.batch}/certificates`);
      await expect(page.getByRole("heading", { name: "Certificate issued (1)" })).toBeVisible();
      await expect(page.getByText("Certificates are issued to a batch once it is completed.")).toBeVisible();
      await noSidewaysScroll(page);
      await shoot(page, `skills-batch-certificates-${width}`);

      await page.goto(`/certificate?id=${encodeURIComponent(certificateId)}`);
      await expect(page.getByText(student).first()).toBeVisible();
      await page.goto(href);
      await expect(page.getByTestId("certificate-verdict").getByText("Verified", { exact: true })).toBeVisible();
      const sheet = page.getByRole("article", { name: `Certificate ${certificateId}` });
      await expect(sheet.getByText(student).first()).toBeVisible();
      await expect(sheet.getByText(`Skills Course ${width}`).first()).toBeVisible();
      await shoot(page, `skills-public-${width}`);
    });
  });
}

test.describe("the sign-off checklist without JavaScript at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
  const ids = skillsIds(375);
  const student = "Sneha Verma 375";

  test("undo and sign again with plain posts", async ({ page }) => {
    await logIn(page, SKILLS_TRAINER);
    await page.goto(`/admin/batches/${ids.batch}/tasks?student=${ids.student}`);
    const card = page.locator(`#student-${ids.student}`);
    const task = card.getByRole("listitem").first();
    const title = (await task.locator("span span").first().textContent()) ?? "";
    const undo = card.getByRole("button", { name: `Undo “${title}” for ${student}` });
    const sign = card.getByRole("button", { name: `Sign off “${title}” for ${student}` });
    // Signed in the test above when it ran first; either way the card opens on this student.
    if (await undo.isVisible()) await undo.click();
    await expect(sign).toBeVisible();
    await card.getByLabel("Date of sign-off").fill("2026-01-20");
    await sign.click();
    await expect(card.getByText("Signed off 20 January 2026")).toBeVisible();
    await expect(undo).toBeVisible();
  });
});
