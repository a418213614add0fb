import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

// The fee settings page and the course editor's fee plan (issue 24 points 1 and 2), at a
// phone's and a desktop's width. Nothing here changes what other tests read: the plan is
// refused (it does not add up) and the settings are saved as they were.

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const width of [375, 1280]) {
  test.describe(`fee settings and plan at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });

    test("the settings refuse a bad UPI ID and GSTIN, then save", async ({ page }) => {
      await logIn(page, E2E_ACCOUNTS.admin);
      await page.goto("/admin/settings");
      await page.getByRole("link", { name: "Fee settings" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Fee settings" })).toBeVisible();
      const form = page.getByRole("form", { name: "Fee settings" });
      await expect(form.getByLabel("Online admission discount (₹)")).toHaveValue("3000");
      await form.getByLabel("UPI ID").fill("institute");
      await form.getByLabel("GSTIN").fill("07ABCDE1234F1Z");
      await form.getByRole("button", { name: "Save fee settings" }).click();
      await expect(form.getByText("Enter a UPI ID like institute@okaxis")).toBeVisible();
      await expect(form.getByText("Enter the 15-character GSTIN, e.g. 07ABCDE1234F1Z5")).toBeVisible();
      await shoot(page, `fee-settings-${width}`);
      await form.getByLabel("UPI ID").fill("");
      await form.getByLabel("GSTIN").fill("");
      await form.getByRole("button", { name: "Save fee settings" }).click();
      await expect(page.getByText("Fee settings saved")).toBeVisible();
    });

    test("the course editor's fee plan says when it does not add up to the fee", async ({ page }) => {
      await logIn(page, E2E_ACCOUNTS.admin);
      await page.goto("/admin/courses");
      await page
        .getByRole("link", { name: /^Edit / })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: "Edit Course" });
      const fee = Number(await dialog.getByLabel("Fee (₹)").inputValue());
      const plan = dialog.getByRole("form", { name: "Fee plan" });
      await plan.getByLabel("Registration (₹)").fill("1");
      await plan.getByLabel("Instalment 1 (₹)").fill(String(fee));
      await plan.getByRole("button", { name: "Save fee plan" }).click();
      await expect(
        plan.getByText(/The registration and instalments add up to ₹[\d,.]+, but the course fee is ₹[\d,.]+\. Make them equal\./),
      ).toBeVisible();
      await shoot(page, `fee-plan-${width}`);
    });
  });
}
