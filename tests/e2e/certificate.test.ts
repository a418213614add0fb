import type { Page } from "@playwright/test";
import { expectToast } from "#tests/support/e2e/auth";
import { openPublicPage } from "#tests/support/e2e/public-page";
import { expect, test } from "#tests/support/e2e/test";
import { expectEachVisible } from "#tests/support/e2e/visible";

const NOT_FOUND = "Certificate not found. Please check the ID and try again.";
const EMPTY = "Please enter a certificate ID";

/** Looks an ID up as a visitor does: types it into the form and presses Verify. */
async function verify(page: Page, id: string) {
  await page.getByLabel("Certificate ID").fill(id);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function expectVerifiedRahul(page: Page) {
  const result = page.getByTestId("certificate-result");
  await expect(result).toBeVisible();
  await expect(result.getByText("Verified", { exact: true })).toBeVisible();
  await expectEachVisible(
    [
      "STI-2025-0001",
      "Rahul Verma",
      "Mobile and Smartphone Repairing",
      "14 June 2025",
      "Amit Sharma",
      "Completed with distinction. Attendance 96%.",
    ],
    (text) => result.getByText(text, { exact: true }).first(),
  );
  const image = result.getByRole("img", { name: /Certificate STI-2025-0001 issued to Rahul Verma/ });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", "/images/certificates/sample.svg");
  await expect(image).toHaveAttribute("width", "1400");
  await expect(image).toHaveAttribute("height", "1000");
}

test.describe("certificate page", () => {
  test("has header, footer, the types, the 80% rule and links to courses and admission", async ({ page }) => {
    await openPublicPage(page, "/certificate", "Certificate Verification");
    await expect(page.getByRole("heading", { name: "Certificates we award" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Course Completion Certificate" })).toBeVisible();
    await expect(page.getByText(/at least 80% attendance/)).toBeVisible();
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Apply for Admission" })).toHaveAttribute("href", "/admission");
    await expect(main.getByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
    // Nothing looked up yet: the page is indexable and shows no result.
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByTestId("certificate-result")).toHaveCount(0);
  });

  test("verifies a trimmed id with the Verified badge, image and details, and the URL can be shared", async ({ page }) => {
    await page.goto("/certificate");
    await verify(page, "   STI-2025-0001   ");
    await expect(page).toHaveURL(/\/certificate\?id=/);
    await expectVerifiedRahul(page);
    await expect(page.getByLabel("Certificate ID")).toHaveValue("STI-2025-0001");
  });

  test("an unknown id says 'Certificate not found…' inline and in a toast", async ({ page }) => {
    await page.goto("/certificate");
    await verify(page, "STI-0000-0000");
    await expect(page.getByTestId("certificate-problem")).toHaveText(NOT_FOUND);
    await expectToast(page, "Error", NOT_FOUND);
    await expect(page.getByTestId("certificate-result")).toHaveCount(0);
  });

  test("ignores case, spaces and hyphens, and a new lookup clears the old result and its toast", async ({ page }) => {
    await page.goto("/certificate");
    await verify(page, "STI-0000-0000");
    await expectToast(page, "Error", NOT_FOUND);
    await verify(page, "sti 2025 0001");
    await expectVerifiedRahul(page);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: NOT_FOUND })).toHaveCount(0);
    await expect(page.getByTestId("certificate-problem")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Open certificate page" })).toHaveAttribute("href", "/certificate/STI-2025-0001");
  });

  test("an empty or blank id says 'Please enter a certificate ID' without a lookup", async ({ page }) => {
    await page.goto("/certificate");
    let lookups = 0;
    page.on("request", (request) => {
      if (request.url().includes("id=")) lookups++;
    });
    await verify(page, "    ");
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(page.getByLabel("Certificate ID")).toHaveAttribute("aria-invalid", "true");
    expect(lookups).toBe(0);
    await expect(page).toHaveURL(/\/certificate$/);
  });

  test("/certificate?id=XYZ verifies on load and is marked noindex", async ({ page }) => {
    const response = await page.goto("/certificate?id=STI-2025-0001");
    expect(response?.status()).toBe(200);
    await expectVerifiedRahul(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("a certificate without details shows no Details row", async ({ page }) => {
    await page.goto("/certificate?id=STI-2026-0003");
    const result = page.getByTestId("certificate-result");
    await expect(result.getByText("Mohd. Imran")).toBeVisible();
    await expect(result.getByText("11 February 2026")).toBeVisible();
    await expect(result.getByText("Details", { exact: true })).toHaveCount(0);
  });

  test("a not-found deep link answers 404 with the message", async ({ page }) => {
    const response = await page.goto("/certificate?id=NOPE");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("certificate-problem")).toHaveText(NOT_FOUND);
  });
});

test.describe("certificate page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form verifies, reports not found and refuses an empty id", async ({ page }) => {
    await page.goto("/certificate");
    await verify(page, " STI-2025-0001 ");
    await page.waitForURL(/id=/);
    await expectVerifiedRahul(page);

    await verify(page, "UNKNOWN-42");
    await page.waitForURL(/id=UNKNOWN-42/);
    await expect(page.getByTestId("certificate-problem")).toHaveText(NOT_FOUND);

    await verify(page, "");
    await page.waitForURL(/id=$/);
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(page.getByTestId("certificate-result")).toHaveCount(0);
  });
});
