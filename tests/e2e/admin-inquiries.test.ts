import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { expectToast } from "#tests/support/e2e/auth";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

// The demo seed's enquiries (app/server/seed/demo-data.ts) are the fixtures.
const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search inquiries" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

test.beforeEach(async ({ page }) => {
  await logIn(page, E2E_ACCOUNTS.admin);
});

test("lists inquiries with the spec's title, total and columns, newest first", async ({ page }) => {
  await page.goto("/admin/inquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Course Inquiries" })).toBeVisible();
  await expect(page.getByText(/^Total inquiries: \d+$/)).toBeVisible();
  const headers = page.getByRole("columnheader");
  await expect(headers).toHaveText(["Name", "Course", "Contact", "Submitted", "Status", "Actions"]);
  const aakash = rowOf(page, "Aakash Yadav");
  await expect(aakash).toContainText("Mobile and Smartphone Repairing");
  await expect(aakash).toContainText("MSR-101");
  await expect(aakash).toContainText("aakash.yadav@example.com");
  await expect(aakash).toContainText("9810012345");
  // Seeded today, two days, five days ago: newest first.
  const names = await page.getByRole("row").allInnerTexts();
  const order = ["Aakash Yadav", "Priya Singh", "Mohit Chauhan"].map((n) => names.findIndex((t) => t.includes(n)));
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

test("the details dialog shows the four sections", async ({ page }) => {
  await page.goto("/admin/inquiries");
  await rowOf(page, "Mohit Chauhan")
    .getByRole("button", { name: /View Details/ })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const personal = dialog.getByRole("region", { name: "Personal Information" });
  await expect(personal).toContainText("Mohit Chauhan");
  await expect(personal).toContainText("27");
  await expect(personal).toContainText("mohit.c@example.com");
  await expect(personal).toContainText("8700012345");
  await expect(personal).toContainText("Ghaziabad, UP");
  const education = dialog.getByRole("region", { name: "Educational Background" });
  await expect(education).toContainText("Diploma");
  await expect(education).toContainText("Two years as AC helper");
  const course = dialog.getByRole("region", { name: "Course Information" });
  await expect(course).toContainText("ACP-101");
  await expect(course).toContainText("Learn PCB repair to earn more");
  await expect(dialog).toContainText("Status:");
  await expect(dialog).toContainText("Enrolled");
  await expect(dialog).toContainText(/Submitted: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Age and address are left out when absent.
  await rowOf(page, "Salman Khan")
    .getByRole("button", { name: /View Details/ })
    .click();
  const salman = page.getByRole("dialog").getByRole("region", { name: "Personal Information" });
  await expect(salman).toContainText("Salman Khan");
  await expect(salman).not.toContainText("Age");
  await expect(salman).not.toContainText("Address");
});

test("changing the status shows the toast and the new badge colour", async ({ page }) => {
  await page.goto("/admin/inquiries");
  const row = rowOf(page, "Priya Singh");
  const select = row.getByRole("combobox", { name: "Status for Priya Singh" });
  const badge = row.locator("[data-status]");
  await expect(badge).toHaveText("Contacted");
  await expect(badge).toHaveClass(/bg-blue-100/);

  await select.selectOption("rejected");
  await expectToast(page, "Status updated successfully");
  await expect(badge).toHaveText("Rejected");
  await expect(badge).toHaveClass(/bg-red-100/);

  // Any value from any value: back to pending (yellow), then contacted again.
  await select.selectOption("pending");
  await expect(badge).toHaveText("Pending");
  await expect(badge).toHaveClass(/bg-yellow-100/);
  await select.selectOption("enrolled");
  await expect(badge).toHaveClass(/bg-green-100/);
  await select.selectOption("contacted");
  await expect(badge).toHaveText("Contacted");

  // The change is in the activity log with old and new status.
  await page.goto("/admin/logs?q=inquiry_status_update");
  await expect(page.locator("pre").first()).toContainText('"old_status": "enrolled"');
  await expect(page.locator("pre").first()).toContainText('"new_status": "contacted"');
});

test("searches by name, e-mail and phone, filters by status, and says 'No inquiries found'", async ({ page }) => {
  await page.goto("/admin/inquiries");
  await search(page, "neeraj");
  await expect(rowOf(page, "Neeraj Pal")).toBeVisible();
  await expect(rowOf(page, "Aakash Yadav")).toHaveCount(0);
  await expect(page.getByText("Total inquiries: 1")).toBeVisible();

  await search(page, "priya.singh@example.com");
  await expect(rowOf(page, "Priya Singh")).toBeVisible();

  await search(page, "7011012345");
  await expect(rowOf(page, "Salman Khan")).toBeVisible();

  await page.goto("/admin/inquiries");
  await page.getByLabel("Filter by status").selectOption("enrolled");
  await expect(page).toHaveURL(/status=enrolled/);
  await expect(rowOf(page, "Mohit Chauhan")).toBeVisible();
  await expect(rowOf(page, "Aakash Yadav")).toHaveCount(0);
  for (const badge of await page.locator("tbody [data-status]").all()) await expect(badge).toHaveText("Enrolled");

  await search(page, "nobody-matches-this");
  await expect(page.getByText("No inquiries found")).toBeVisible();
  await expect(page.getByText("Total inquiries: 0")).toBeVisible();
});

test("exports the filtered list as CSV", async ({ page }) => {
  await page.goto("/admin/inquiries?status=pending");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: /Export filtered CSV/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Submitted,Full name,Email,Phone,Age,Education,Address,Previous experience,Reason for joining,Course,Course code,Status",
  );
  expect(text).toContain("Aakash Yadav,aakash.yadav@example.com,9810012345,19,12th");
  expect(text).not.toContain("Mohit Chauhan");
  for (const line of lines.slice(1)) expect(line.endsWith(",pending")).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the status form still works with its Update button", async ({ page }) => {
    await page.goto("/admin/inquiries?q=neeraj");
    const row = rowOf(page, "Neeraj Pal");
    await row.getByRole("combobox", { name: "Status for Neeraj Pal" }).selectOption("contacted");
    await row.getByRole("button", { name: "Update" }).click();
    await expect(rowOf(page, "Neeraj Pal").locator("[data-status]")).toHaveText("Contacted");
    await rowOf(page, "Neeraj Pal").getByRole("combobox").selectOption("rejected");
    await rowOf(page, "Neeraj Pal").getByRole("button", { name: "Update" }).click();
    await expect(rowOf(page, "Neeraj Pal").locator("[data-status]")).toHaveText("Rejected");
  });
});
