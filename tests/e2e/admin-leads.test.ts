import { readFile } from "node:fs/promises";
import { E2E_ACCOUNTS } from "./support/accounts";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

test("leads from the public forms are listed, searchable and exportable", async ({ page, baseURL }) => {
  const stamp = Date.now().toString().slice(-6);
  const email = `lead${stamp}@example.com`;
  // A newsletter sign-up through the public endpoint (the footer's 'Stay Updated' form).
  const signup = await page.request.post("/newsletter", { form: { email }, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
  expect(signup.status()).toBeLessThan(500);

  await signIn(page, E2E_ACCOUNTS.admin);
  await page.getByRole("link", { name: "Leads", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/leads/);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Lead types" });
  await expect(tabs.getByRole("link")).toHaveCount(3);
  await expect(tabs.getByRole("link", { name: /Contact Messages/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("columnheader")).toHaveText(["Name", "Contact", "Subject", "Message", "Received"]);

  await tabs.getByRole("link", { name: /Demo Requests/ }).click();
  await expect(page).toHaveURL(/tab=demo/);
  await expect(page.getByRole("columnheader")).toHaveText(["Name", "Mobile", "Course", "Received"]);

  await tabs.getByRole("link", { name: /Newsletter/ }).click();
  await expect(page.getByRole("columnheader")).toHaveText(["Email", "Subscribed"]);
  await page.getByRole("searchbox", { name: "Search newsletter" }).fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/tab=newsletter.*q=|q=.*tab=newsletter/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody")).toContainText(email);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: /Export CSV/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  expect(text.trimEnd().split("\r\n")).toEqual(["Subscribed,Email", expect.stringMatching(new RegExp(`^\\d{4}-.*,${email}$`))]);

  await page.getByRole("searchbox", { name: "Search newsletter" }).fill("nobody-at-all");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No leads match your search.")).toBeVisible();
});
