import { expect, test } from "#tests/support/e2e/test";
import { expectEachVisible } from "#tests/support/e2e/visible";
import { assertCertificatePdf } from "#tests/support/pdf";

// The canonical certificate page, its PDF, print view, sharing and the revoked state
// (docs/certificates.md), on a phone and on a laptop. E2E-REV-0001 is revoked by tests/support/e2e/start-server.mjs.

for (const width of [375, 1280]) {
  test.describe(`certificate page at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    test("shows Verified, the details, the institute and the time of the check; noindex with a preview card", async ({ page, baseURL }) => {
      const response = await page.goto("/certificate/STI-2025-0001");
      expect(response?.status()).toBe(200);
      const verdict = page.getByTestId("certificate-verdict");
      await expect(verdict.getByText("Verified", { exact: true })).toBeVisible();
      await expect(verdict).toContainText(/Checked against the institute's records on \d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m IST/);
      await expect(verdict).toContainText("Its verification code matches this record (key 1)");
      const sheet = page.getByRole("article", { name: "Certificate STI-2025-0001" });
      await expectEachVisible(
        ["Supertech Institute", "Rahul Verma", "Mobile and Smartphone Repairing", "Issued on 14 June 2025", "Amit Sharma", "Approved by"],
        (text) => sheet.getByText(text).first(),
      );
      await expect(sheet.getByTestId("verification-code")).toHaveText(/^K1- /);
      await expect(sheet.getByRole("img", { name: "QR code linking to this verification page" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      expect(response?.headers()["x-robots-tag"]).toBe("noindex");
      const og = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(og).toBe(`${baseURL}/certificate/STI-2025-0001/preview.png`);
      const preview = await page.request.get(og as string);
      expect(preview.headers()["content-type"]).toBe("image/png");
    });

    test("a differently typed link lands on the canonical page", async ({ page }) => {
      await page.goto("/certificate/sti%202025%200001");
      await expect(page).toHaveURL(/\/certificate\/STI-2025-0001$/);
      await expect(page.getByTestId("certificate-verdict").getByText("Verified", { exact: true })).toBeVisible();
    });

    test("shares on WhatsApp with text and link, copies the link, and offers Print and the PDF", async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/certificate/STI-2025-0001");
      const canonical = `${baseURL}/certificate/STI-2025-0001`;
      const whatsapp = page.getByRole("link", { name: "Share on WhatsApp" });
      const href = (await whatsapp.getAttribute("href")) as string;
      expect(href.startsWith("https://wa.me/?text=")).toBe(true);
      const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
      expect(text).toContain("Mobile and Smartphone Repairing");
      expect(text).toContain(canonical);
      await expect(whatsapp).toHaveAttribute("target", "_blank");
      await page.getByRole("button", { name: "Copy link" }).click();
      await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
      await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", "/certificate/STI-2025-0001.pdf");
    });

    test("prints only the certificate", async ({ page }) => {
      await page.goto("/certificate/STI-2025-0001");
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("article", { name: "Certificate STI-2025-0001" })).toBeVisible();
      await expect(page.getByText("Rahul Verma").first()).toBeVisible();
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByTestId("site-footer")).toBeHidden();
      await expect(page.getByTestId("certificate-actions")).toBeHidden();
      await expect(page.getByTestId("certificate-verdict")).toBeHidden();
    });

    test("a revoked certificate says Revoked with date and reason, no Verified badge, and no PDF", async ({ page }) => {
      await page.goto("/certificate/E2E-REV-0001");
      const verdict = page.getByTestId("certificate-verdict");
      await expect(verdict.getByText("Revoked", { exact: true })).toBeVisible();
      await expect(verdict).toContainText("was revoked on 20 January 2026");
      await expect(verdict).toContainText("Issued in error: the final assessment was not completed.");
      await expect(page.getByText("Verified", { exact: true })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(0);
      const pdf = await page.request.get("/certificate/E2E-REV-0001.pdf");
      expect(pdf.status()).toBe(410);
      expect(await pdf.text()).toContain("This certificate has been revoked");

      await page.goto("/certificate?id=e2e%20rev%200001");
      const result = page.getByTestId("certificate-result");
      await expect(result.getByText("Revoked", { exact: true })).toBeVisible();
      await expect(result.getByText("Verified", { exact: true })).toHaveCount(0);
    });
  });
}

test("the PDF is an A4 landscape page with the certificate's text", async ({ request }) => {
  const response = await request.get("/certificate/STI-2025-0001.pdf");
  const answer = { status: response.status(), contentType: response.headers()["content-type"], bytes: await response.body() };
  await assertCertificatePdf(answer, [
    "SUPERTECH INSTITUTE",
    "CERTIFICATE OF COMPLETION",
    "Rahul Verma",
    "Mobile and Smartphone Repairing",
    "Issued on 14 June 2025",
    "STI-2025-0001",
    "Approved by",
    "Amit Sharma",
    "VERIFICATION CODE",
    "K1-",
    "Scan to verify",
  ]);
});

test("the public keys are published for offline checks", async ({ request }) => {
  const body = await (await request.get("/certificate-keys.json")).json();
  expect(body.algorithm).toBe("Ed25519");
  expect(body.keys[0]).toMatchObject({ id: 1, algorithm: "Ed25519" });
});
