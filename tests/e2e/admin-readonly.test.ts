import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

async function search(page: Page, label: string, text: string) {
  await page.getByRole("searchbox", { name: label }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=/);
}

const bodyRows = (page: Page) => page.locator("tbody tr");

test.beforeEach(async ({ page }) => {
  await logIn(page, E2E_ACCOUNTS.admin);
});

test.describe("messages", () => {
  test("shows the latest messages with the spec's strings, columns and badges", async ({ page }) => {
    await page.goto("/admin/messages");
    await expect(page.getByText("View and manage WhatsApp messages")).toBeVisible();
    const count = await bodyRows(page).count();
    expect(count).toBeGreaterThanOrEqual(4);
    await expect(page.getByText(`Recent Messages (${count})`)).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveText(["From", "To", "Message", "Direction", "Status", "Date"]);

    const failed = bodyRows(page).filter({ hasText: "Yes, hostel rooms are available" });
    await expect(failed.locator("[data-status]")).toHaveText("Failed");
    await expect(failed.locator("[data-status]")).toHaveClass(/bg-red-100/);
    await expect(bodyRows(page).filter({ hasText: "Is hostel available" }).locator("[data-status]")).toHaveClass(/bg-green-100/);
    const sent = bodyRows(page).filter({ hasText: "Free demo class" });
    await expect(sent.locator("[data-status]")).toHaveClass(/bg-blue-100/);
    await expect(sent).toContainText("Outbound");
    // Long bodies are truncated (the full text stays in the title).
    const body = sent.locator("td").nth(2).locator("p");
    await expect(body).toHaveCSS("text-overflow", "ellipsis");
    await expect(body).toHaveAttribute("title", /Rs\. 18,000\. Free demo class every day at 11 AM\./);
  });

  test("searches the from number, the to number and the body", async ({ page }) => {
    await page.goto("/admin/messages");
    await search(page, "Search messages", "HOSTEL");
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(page.getByText("Recent Messages (2)")).toBeVisible();

    await search(page, "Search messages", "919810012345");
    await expect(bodyRows(page)).toHaveCount(2); // once as sender, once as recipient
    await expect(bodyRows(page).filter({ hasText: "fees kitni hai" })).toHaveCount(1);

    await search(page, "Search messages", "no-such-message");
    await expect(page.getByText("No messages found")).toBeVisible();
    await expect(page.getByText("Recent Messages (0)")).toBeVisible();
  });
});

test.describe("logs", () => {
  test("shows truncated ids, 'N/A', keyword badges and formatted JSON, and searches by action", async ({ page, baseURL }) => {
    // Two changes to log: an inquiry status change (no target user) and a new user (a target).
    await page.goto("/admin/inquiries?q=salman");
    const select = page.getByRole("combobox", { name: "Status for Salman Khan" });
    await select.selectOption("contacted");
    await expect(page.locator("tbody [data-status]").first()).toHaveText("Contacted");
    await select.selectOption("pending");
    await expect(page.locator("tbody [data-status]").first()).toHaveText("Pending");
    const email = `log-target-${Date.now()}@example.com`;
    // The add-user form posts to its own route (decision 013: /admin/users/new).
    const created = await page.request.post("/admin/users/new", {
      form: { email, password: "secret-123", role: "user" },
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(created.status()).toBeLessThan(400);

    await page.goto("/admin/logs");
    await expect(page.getByRole("columnheader")).toHaveText(["Action", "Admin ID", "Target User ID", "Details", "Timestamp"]);

    await search(page, "Search logs by action", "user_created");
    // Audit details name records by id, never an e-mail (decision 025): the newest row is this one.
    const createdRow = bodyRows(page).first();
    await expect(createdRow.locator("td").nth(0).locator("[data-variant]")).toHaveAttribute("data-variant", "default");
    await expect(createdRow.locator("td").nth(1)).toHaveText(/^[A-Za-z0-9_-]{8}\.\.\.$/);
    await expect(createdRow.locator("td").nth(2)).toHaveText(/^[A-Za-z0-9_-]{8}\.\.\.$/);
    const details = createdRow.locator("pre");
    const json = (await details.textContent()) ?? "";
    expect(JSON.parse(json)).toEqual({ role: "user" });
    expect(json).toBe(JSON.stringify(JSON.parse(json), null, 2)); // indented, one key a line
    expect(json).toContain('\n  "role": "user"');
    await expect(page.getByText(email)).toHaveCount(0);
    for (const row of await bodyRows(page).all()) await expect(row.locator("td").first()).toContainText("user_created");

    await search(page, "Search logs by action", "inquiry_status");
    const statusRow = bodyRows(page).first();
    await expect(statusRow.locator("td").nth(2)).toHaveText("N/A");
    await expect(statusRow.locator("[data-variant]")).toHaveAttribute("data-variant", "secondary");
    await expect(statusRow.locator("pre")).toContainText('"old_status": "contacted"');
    await expect(statusRow.locator("pre")).toContainText('"new_status": "pending"');

    await search(page, "Search logs by action", "nothing-like-this");
    await expect(page.getByText("No logs found")).toBeVisible();
  });

  test("messages and logs offer no way to change anything", async ({ page }) => {
    for (const path of ["/admin/messages", "/admin/logs"]) {
      await page.goto(path);
      await expect(page.locator("main form[method='post'], main form[method='POST']")).toHaveCount(0);
      const response = await page.request.post(path, {
        form: { anything: "1" },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(405);
    }
  });
});
