import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { logIn } from "#tests/support/e2e/login";
import { receiptIds } from "#tests/support/e2e/receipts-fixtures.mjs";
import { expect, test } from "#tests/support/e2e/test";
import { readPdf } from "#tests/support/pdf";

// Fee receipts (issue 24 point 4) at a phone's and a desktop's width, in English and Hindi: the
// receipt PDF downloaded by an admin and read with pdftotext, then the public verify page opened
// with the number alone, with the code read off the printed PDF, with a changed code, and with
// an unknown number. The e2e server holds one paid receipt per width (receipts-fixtures.mjs).

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
/** No axe violations (WCAG 2.x A/AA), as tests/e2e/a11y.test.ts checks the other public pages. */
const expectAccessible = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
};
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

/** The receipt PDF's text as an admin downloads it, with runs of spaces made one. */
async function receiptText(page: Page, paymentId: string, query = "") {
  const response = await page.request.get(`/admin/payments/${paymentId}/receipt${query}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const { text } = await readPdf(new Uint8Array(await response.body()));
  return text.replace(/[ \t]+/g, " ");
}

/** The verification code as printed under "VERIFICATION CODE": K1- then groups over two lines. */
function printedCode(text: string): string {
  const match = /(K\d+-[ \w-]+)\n([ \w-]+)\n/.exec(text);
  if (!match) throw new Error(`no code in:\n${text}`);
  return `${match[1]} ${match[2]}`.trim();
}

for (const width of [375, 1280]) {
  test.describe(`receipts at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 900 } });
    const ids = receiptIds(width);

    test("an admin downloads the receipt PDF in English and Hindi; the verify page checks its printed code", async ({ page }) => {
      const anonymous = await page.request.get(`/admin/payments/${ids.payment}/receipt`, { maxRedirects: 0 });
      expect([anonymous.status(), anonymous.headers().location]).toEqual([302, "/auth"]);

      await logIn(page, E2E_ACCOUNTS.admin);
      const english = await receiptText(page, ids.payment);
      for (const line of [
        "RECEIPT",
        `Receipt No. ${ids.receiptNumber}`,
        "Date: 1 December 2025",
        ids.studentName,
        `Mobile Repairing ${width}`,
        "₹12,500",
        "Rupees Twelve Thousand Five Hundred only",
        "Mode Cash",
        "Towards: Course fee ₹12,500",
        "Balance due after this payment ₹2,500",
        "Received by Asha Admin",
        `/receipt/${ids.receiptNumber}`,
      ])
        expect(english, line).toContain(line);
      const hindi = await receiptText(page, ids.payment, "?lang=hi");
      for (const line of [
        "रसीद नं.",
        "बारह हज़ार पाँच सौ रुपये मात्र",
        "भुगतान का तरीका नकद",
        "इस भुगतान के बाद बाकी ₹2,500",
        `/hi/receipt/${ids.receiptNumber}`,
      ])
        expect(hindi, line).toContain(line);

      // A visitor types the number: the page says it is on record and asks for the printed code.
      const bare = await page.goto(`/receipt/${ids.receiptNumber}`);
      expect(bare?.status()).toBe(200);
      await expect(page).toHaveTitle(`Receipt ${ids.receiptNumber} | Supertech Institute`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const verdict = page.getByTestId("receipt-verdict");
      await expect(verdict.getByRole("heading", { name: `Receipt ${ids.receiptNumber} is on our records` })).toBeVisible();
      await expect(page.getByText(ids.studentName)).toHaveCount(0);
      await shoot(page, `receipt-code-needed-${width}`);
      await expectAccessible(page);
      await verdict.getByLabel("Verification code").fill(printedCode(english));
      await verdict.getByRole("button", { name: "Check" }).click();
      await expect(page).toHaveURL(/\?code=K\d+-/);
      await expect(verdict.getByRole("heading", { name: `Receipt ${ids.receiptNumber} is genuine` })).toBeVisible();
      await expect(verdict.getByText("Verified", { exact: true })).toBeVisible();
      await expect(page.getByTestId("receipt-amount")).toHaveText("₹12,500");
      await expect(page.getByTestId("receipt-date")).toHaveText("1 December 2025");
      await expect(page.getByTestId("receipt-student")).toHaveText(`Ra*** K. S. ${String(width)[0]}.`);
      await expect(page.getByTestId("receipt-course")).toHaveText(`Mobile Repairing ${width}`);
      await expect(page.getByTestId("receipt-institute")).toHaveText("Supertech Institute");
      await noSidewaysScroll(page);
      await expectAccessible(page);
      await shoot(page, `receipt-genuine-${width}`);

      // The same check in Hindi.
      const code = new URL(page.url()).searchParams.get("code") ?? "";
      await page.goto(`/hi/receipt/${ids.receiptNumber}?code=${encodeURIComponent(code)}`);
      await expect(verdict.getByRole("heading", { name: `रसीद ${ids.receiptNumber} असली है` })).toBeVisible();
      await expect(page.getByTestId("receipt-course")).toHaveText(`मोबाइल रिपेयरिंग ${width}`);
      await expect(page.getByTestId("receipt-date")).toHaveText("1 दिसंबर 2025");
      await noSidewaysScroll(page);
      await shoot(page, `receipt-genuine-hi-${width}`);

      // A changed code is refused, plainly, in either language.
      const changed = `${code.slice(0, -2)}${code.endsWith("AA") ? "BB" : "AA"}`;
      const refused = await page.goto(`/receipt/${ids.receiptNumber}?code=${encodeURIComponent(changed)}`);
      expect(refused?.status()).toBe(422);
      await expect(verdict.getByRole("heading", { name: `This code does not match receipt ${ids.receiptNumber}` })).toBeVisible();
      await expect(page.getByTestId("receipt-amount")).toHaveCount(0);
      await shoot(page, `receipt-tampered-${width}`);
      await expectAccessible(page);
      const refusedHi = await page.goto(`/hi/receipt/${ids.receiptNumber}?code=${encodeURIComponent(changed)}`);
      expect(refusedHi?.status()).toBe(422);
      await expect(verdict.getByRole("heading", { name: `यह कोड रसीद ${ids.receiptNumber} से मेल नहीं खाता` })).toBeVisible();
    });

    test("an unknown receipt number is not found, in English and Hindi", async ({ page }) => {
      const missing = await page.goto("/receipt/RCT/2025-26/9999");
      expect(missing?.status()).toBe(404);
      await expect(page.getByTestId("receipt-verdict").getByRole("heading", { name: "Receipt not found" })).toBeVisible();
      await expect(page.getByText("No receipt numbered RCT/2025-26/9999 is on our records.", { exact: false })).toBeVisible();
      await noSidewaysScroll(page);
      await shoot(page, `receipt-not-found-${width}`);
      const missingHi = await page.goto("/hi/receipt/RCT/2025-26/9999");
      expect(missingHi?.status()).toBe(404);
      await expect(page.getByTestId("receipt-verdict").getByRole("heading", { name: "रसीद नहीं मिली" })).toBeVisible();
      await shoot(page, `receipt-not-found-hi-${width}`);
    });
  });
}
