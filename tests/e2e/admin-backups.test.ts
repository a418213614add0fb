import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { expectToast } from "#tests/support/e2e/auth";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

const SECTIONS = [
  "supertech_courses",
  "course_inquiries",
  "certificates",
  "gallery",
  "profiles",
  "site_settings",
  "admin_logs",
  "messages",
];

async function downloadBackup(page: Page) {
  await page.goto("/admin/backups");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Full Backup" }).click();
  await expectToast(page, "Generating backup", "Please wait while we prepare your backup...");
  const download = await downloadPromise;
  await expectToast(page, "Backup completed", "Your backup has been downloaded successfully.");
  const file = await download.path();
  return { name: download.suggestedFilename(), file, text: await readFile(file, "utf8") };
}

test("an admin downloads a full, pretty-printed backup without secrets; restore is for super admins", async ({ page }) => {
  await logIn(page, E2E_ACCOUNTS.admin);
  await page.goto("/admin/backups");
  for (const item of [
    "Courses",
    "Course inquiries",
    "Certificates",
    "Gallery metadata",
    "User profiles and settings",
    "Admin logs and messages",
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: item }).first()).toBeVisible();
  }
  for (const tip of ["weekly", "securely", "Test your backups", "multiple versions", "JSON format"]) {
    await expect(page.getByText(tip, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByText("Only a super admin can restore a backup.")).toBeVisible();
  await expect(page.getByLabel(/Backup file/)).toBeDisabled();
  await expect(page.getByRole("button", { name: "Check Backup" })).toBeDisabled();

  const { name, text } = await downloadBackup(page);
  expect(name).toMatch(/^backup-\d{4}-\d{2}-\d{2}\.json$/);
  expect(text).toContain('\n  "version": 1,');
  const backup = JSON.parse(text);
  for (const section of SECTIONS) expect(backup.tables, section).toHaveProperty(section);
  expect(backup.tables.supertech_courses.length).toBeGreaterThanOrEqual(17);
  expect(backup.tables.profiles.some((p: { email: string }) => p.email === E2E_ACCOUNTS.admin)).toBe(true);
  const keys: string[] = [];
  JSON.parse(text, (key, value) => {
    keys.push(key);
    return value;
  });
  expect(keys.filter((k) => /password|token/i.test(k))).toEqual([]);

  // The server refuses an admin's restore even when the disabled form is bypassed.
  const refused = await page.request.post("/admin/backups", {
    multipart: { intent: "dry-run", backup: { name: "backup.json", mimeType: "application/json", buffer: Buffer.from(text) } },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
});

test("a super admin restores a backup: dry run shows the change, apply puts the course back", async ({ page, baseURL }) => {
  await logIn(page, E2E_ACCOUNTS.superAdmin);
  const { file, text } = await downloadBackup(page);

  // Change a course after the backup: add one through the courses page's action.
  const code = `RST-${Date.now().toString().slice(-6)}`;
  const created = await page.request.post("/admin/courses", {
    form: {
      intent: "create",
      course_name: "Restore Round Trip Course",
      course_code: code,
      course_type: "other",
      duration_weeks: "4",
      fee_amount: "100",
      max_students: "20",
      is_active: "on",
    },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(created.status()).toBeLessThan(400);
  await page.goto(`/admin/courses?q=${code}`);
  await expect(page.getByText(code).filter({ visible: true }).first()).toBeVisible();

  // A malformed file is refused and changes nothing.
  await page.goto("/admin/backups");
  const broken = path.join(tmpdir(), `broken-${Date.now()}.json`);
  const bad = JSON.parse(text);
  bad.tables.supertech_courses[0].course_type = "juggling";
  await writeFile(broken, JSON.stringify(bad));
  await page.getByLabel(/Backup file/).setInputFiles(broken);
  await page.getByRole("button", { name: "Check Backup" }).click();
  await expect(page.getByText(/This is not a valid backup file: tables\.supertech_courses\[0\]\.course_type/)).toBeVisible();

  // The real file: the dry run says one course would be deleted and nothing has changed yet.
  await page.getByLabel(/Backup file/).setInputFiles(file);
  await page.getByRole("button", { name: "Check Backup" }).click();
  const plan = page.getByRole("region", { name: /Dry run/ });
  await expect(plan).toBeVisible();
  const courses = plan.locator('tr[data-table="supertech_courses"]');
  await expect(courses.locator('[data-count="delete"]')).toHaveText("1");
  await expect(courses.locator('[data-count="insert"]')).toHaveText("0");
  await expect(plan).toContainText("Nothing has changed yet.");
  await page.goto(`/admin/courses?q=${code}`);
  await expect(page.getByText(code).filter({ visible: true }).first()).toBeVisible();

  // Check again and apply.
  await page.goto("/admin/backups");
  await page.getByLabel(/Backup file/).setInputFiles(file);
  await page.getByRole("button", { name: "Check Backup" }).click();
  await page.getByRole("button", { name: "Apply Restore" }).click();
  await expectToast(page, "Backup restored");

  await page.goto(`/admin/courses?q=${code}`);
  await expect(page.getByText(code)).toHaveCount(0);
  await page.goto("/admin/logs?q=backup_restored");
  await expect(page.locator("tbody tr").first()).toContainText("backup_restored");
  await expect(page.locator("pre").first()).toContainText('"delete": 1');

  // Restoring the same file again: nothing to change.
  await page.goto("/admin/backups");
  await page.getByLabel(/Backup file/).setInputFiles(file);
  await page.getByRole("button", { name: "Check Backup" }).click();
  await expect(page.getByRole("region", { name: /Dry run/ })).toContainText("Your data already matches this backup.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, acceptDownloads: true });
  test("the download button posts to the function and gets the file", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/backups");
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Full Backup" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^backup-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await readFile(await download.path(), "utf8")).tables).toHaveProperty("supertech_courses");
  });
});

test("Back up now stores a backup that appears in the list, and its dry run checks it", async ({ page }) => {
  await logIn(page, E2E_ACCOUNTS.superAdmin);
  await page.goto("/admin/backups");
  const rows = page.locator("tr[data-backup]");
  const before = await rows.count();
  // Slow the answer down a little, so the pending state can be seen.
  await page.route("**/admin/backups/now*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole("button", { name: "Back up now" }).click();
  await expect(page.getByRole("button", { name: "Backing up..." })).toBeVisible();
  await expect(page.getByText("Writing and checking the backup.")).toBeVisible();
  await expectToast(page, "Backup stored", "The backup was stored and checked.");
  await expect(rows).toHaveCount(before + 1);

  const newest = rows.first();
  await expect(newest).toContainText("Back up now");
  await expect(newest).toContainText("Verified");
  await expect(newest).toContainText("This server");
  await expect(newest.getByRole("link", { name: "Download" })).toHaveAttribute("href", /^\/admin\/backups\/[0-9a-f-]{36}\/download$/);

  await newest.getByRole("button", { name: "Check and restore" }).click();
  const plan = page.getByRole("region", { name: /Dry run: backup-/ });
  await expect(plan).toBeVisible();
  await expect(plan).toContainText("Backup made");
  await expect(plan.getByRole("button", { name: "Apply Restore" })).toBeVisible();
});
