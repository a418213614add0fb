import type { Locator, Page } from "@playwright/test";
import { admissionLead } from "#tests/support/e2e/admission-lead";
import { expect, test } from "#tests/support/e2e/test";

// Record payment at the counter (issue 24 point 3) at a phone's and a desktop's width: a lead
// admitted to a batch owes its course's fee; staff record a UPI payment with its UTR and the
// Fees section shows the receipt and the new balance. SHOTS_DIR keeps screenshots (en and hi).

const SHOTS = process.env.SHOTS_DIR;
/** The Fees section alone, or the page as it stands (a dialog over it). */
const shoot = async (target: Page | Locator, name: string) => {
  if (!SHOTS) return;
  // The admin's sticky top bar would cover the top of a section's picture.
  if (!("goto" in target)) await target.page().addStyleTag({ content: "header.sticky{position:static !important}" });
  await target.screenshot({ path: `${SHOTS}/${name}.png` });
};
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

const rupees = (text: string | null) => Number((text ?? "").replace(/[₹,]/g, ""));

/** Admits a fresh lead through the lead page's "Admit to batch"; the student page is open after. */
async function admittedStudent(page: Page, baseURL: string | undefined, width: number) {
  const mobile = `7${Date.now().toString().slice(-9)}`;
  const name = `Farhan Fees ${width}`;
  await admissionLead(page, baseURL, name, mobile);
  await page.getByRole("link", { name: "Admit to batch" }).click();
  await page.getByRole("form", { name: "Admit to batch" }).getByRole("button", { name: "Admit student" }).click();
  await expect(page).toHaveURL(/\/admin\/students\/[0-9a-f-]{36}$/);
  return { name, url: page.url() };
}

for (const width of [375, 1280]) {
  test.describe(`Record payment at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });

    test("records a UPI payment with its UTR and the Fees section shows the receipt and the balance", async ({ page, baseURL }) => {
      const student = await admittedStudent(page, baseURL, width);
      const fees = page.getByRole("region", { name: "Fees" });
      await expect(fees.getByTestId("fee-due")).toHaveCount(1);
      await expect(fees.getByTestId("fee-due").first()).toContainText("Course fee");
      await expect(fees.getByText("No payments yet.")).toBeVisible();
      const balance = rupees(await fees.getByTestId("fees-balance").textContent());
      expect(balance).toBeGreaterThan(1000);
      await fees.scrollIntoViewIfNeeded();
      await shoot(fees, `fees-section-en-${width}`);

      await fees.getByRole("link", { name: "Record payment" }).click();
      const dialog = page.getByRole("dialog", { name: "Record payment" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Mode").selectOption("upi");
      await dialog.getByLabel("Amount (₹)").fill("1000");
      await dialog.getByRole("button", { name: "Record payment" }).click();
      await expect(dialog.getByText("Enter the UTR of the UPI payment")).toBeVisible();
      await shoot(page, `record-payment-en-${width}`);

      const utr = `4${Date.now().toString().slice(-11)}`;
      await dialog.getByLabel("Reference").fill(utr);
      await dialog.getByRole("button", { name: "Record payment" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Payment recorded")).toBeVisible();
      const payment = fees.getByTestId("fee-payment");
      await expect(payment).toHaveCount(1);
      const receipt = (await payment.getAttribute("data-receipt")) ?? "";
      expect(receipt).toMatch(/^RCT\/\d{4}-\d{2}\/\d{4}$/);
      await expect(page.getByText(`Receipt ${receipt}`, { exact: true })).toBeVisible();
      await expect(payment).toContainText("₹1,000");
      await expect(payment).toContainText(`UPI · Reference ${utr}`);
      await expect(fees.getByTestId("fees-balance")).toHaveText(`₹${(balance - 1000).toLocaleString("en-IN")}`);
      await expect(fees.getByTestId("fee-due").first()).toContainText("Part paid");
      await expect(page.getByRole("list", { name: "Timeline" })).toContainText(`Paid ₹1,000, receipt ${receipt}`);
      await noSidewaysScroll(page);
      await shoot(fees, `fees-section-paid-en-${width}`);

      // The same section and dialog in Hindi.
      await page.goto(`${student.url}?lang=hi#fees`);
      const hindi = page.getByRole("region", { name: "फ़ीस" });
      await expect(hindi.getByTestId("fee-due").first()).toContainText("आंशिक भुगतान");
      await hindi.scrollIntoViewIfNeeded();
      await noSidewaysScroll(page);
      await shoot(hindi, `fees-section-hi-${width}`);
      await hindi.getByRole("link", { name: "भुगतान दर्ज करें" }).click();
      await expect(page.getByRole("dialog", { name: "भुगतान दर्ज करें" })).toBeVisible();
      await shoot(page, `record-payment-hi-${width}`);
    });
  });
}

test.describe("Record payment without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dialog is a form on the page: a refusal says why and keeps the values, then the payment is recorded", async ({
    page,
    baseURL,
  }) => {
    await admittedStudent(page, baseURL, 0);
    const studentUrl = page.url();
    await page.getByRole("link", { name: "Record payment" }).click();
    await expect(page).toHaveURL(`${studentUrl}?fees=pay`);
    const form = page.getByRole("form", { name: "Record payment" });
    await form.getByLabel("Mode").selectOption("bank_transfer");
    await form.getByLabel("Amount (₹)").fill("750.50");
    await form.getByRole("button", { name: "Record payment" }).click();
    await expect(form.getByText("Enter the bank transfer's reference")).toBeVisible();
    await expect(form.getByLabel("Amount (₹)")).toHaveValue("750.50");
    await form.getByLabel("Reference").fill(`NEFT${Date.now()}`);
    await form.getByRole("button", { name: "Record payment" }).click();
    await expect(page).toHaveURL(studentUrl);
    const payment = page.getByTestId("fee-payment");
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText("₹750.50");
    await expect(payment).toContainText("Bank transfer");
  });
});
