import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { expectToast } from "#tests/support/e2e/auth";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

const FIELDS = [
  "Site Name",
  "Contact Email",
  "Contact Phone",
  "Second Phone",
  "WhatsApp Number",
  "Address",
  "Facebook Page",
  "Instagram Profile",
  "YouTube Channel",
  "Google Place ID",
];

test("settings are saved, logged and shown in the public footer", async ({ page }) => {
  await logIn(page, E2E_ACCOUNTS.admin);
  await page.goto("/admin/settings");
  const original: Record<string, string> = {};
  for (const label of FIELDS) original[label] = await page.getByRole("textbox", { name: label, exact: true }).inputValue();
  await expect(page.getByRole("textbox", { name: "Contact Email", exact: true })).toHaveAttribute("type", "email");

  // Invalid input: messages, nothing saved.
  await page.getByRole("textbox", { name: "Contact Email", exact: true }).fill("not-an-email");
  await page.getByRole("textbox", { name: "Site Name", exact: true }).fill("");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Site name is required")).toBeVisible();

  const stamp = Date.now().toString().slice(-5);
  const values = {
    "Site Name": `Supertech Test Academy ${stamp}`,
    "Contact Email": `office${stamp}@academy.example`,
    "Contact Phone": `+91 99999 ${stamp}`,
    Address: `Shop ${stamp}, Nehru Place, New Delhi 110019`,
  };
  for (const [label, value] of Object.entries(values)) await page.getByRole("textbox", { name: label, exact: true }).fill(value);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Settings saved");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Site Name", exact: true })).toHaveValue(values["Site Name"]);

  try {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(values["Contact Email"]);
    await expect(footer).toContainText(values.Address);
    await expect(footer).toContainText(values["Contact Phone"]);

    await page.goto("/admin/logs?q=settings_updated");
    await expect(page.locator("pre").first()).toContainText(`"site_name": "${values["Site Name"]}"`);
  } finally {
    // Put the original values back for the other tests of the run.
    await page.goto("/admin/settings");
    for (const label of FIELDS) await page.getByRole("textbox", { name: label, exact: true }).fill(original[label]);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings saved");
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the server answers a bad e-mail with the same message", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/settings");
    const before = await page.getByRole("textbox", { name: "Site Name", exact: true }).inputValue();
    await page.getByRole("textbox", { name: "Site Name", exact: true }).fill("Should not be saved");
    await page.getByRole("textbox", { name: "Contact Email", exact: true }).fill("nope");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await page.goto("/admin/settings");
    await expect(page.getByRole("textbox", { name: "Site Name", exact: true })).toHaveValue(before);
  });
});
