import type { Page } from "@playwright/test";
import { newsletterMessagesFor } from "#app/lib/validation/newsletter.messages";
import { expectToast } from "#tests/support/e2e/auth";
import { expect, test } from "#tests/support/e2e/test";

/**
 * the footer's 'Stay Updated' box on a Hindi page answers in Hindi (its toast, its
 * message and its validation), with JavaScript and without; English pages keep the spec's words
 * (site-chrome.test.ts).
 */
const HI = newsletterMessagesFor("hi");
const INVALID_HI = "कृपया सही ईमेल पता लिखें";

/** Types an address into the footer's box and sends it. */
async function subscribe(page: Page, email: string) {
  const box = page.locator("form#newsletter");
  await box.locator('[name="email"]').fill(email);
  await box.locator('button[type="submit"]').click();
  return box;
}

for (const width of [375, 1280]) {
  test.describe(`Hindi newsletter at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("subscribed, then 'already', then a refused address: every answer in Hindi", async ({ page }) => {
      const email = `hi-news-${width}-${Date.now()}@example.com`;
      await page.goto("/hi/about");
      const box = await subscribe(page, email);
      await expectToast(page, HI.subscribed.title, HI.subscribed.description);
      await expect(page.getByTestId("newsletter-message")).toHaveText(HI.subscribed.description);
      await expect(box.locator('[name="email"]')).toHaveValue("");
      await subscribe(page, email.toUpperCase());
      await expectToast(page, HI.already.title, HI.already.description);
      await subscribe(page, "not-an-email");
      await expect(page.getByTestId("newsletter-message")).toHaveText(INVALID_HI);
      await box.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screens/newsletter-hi-${width}.png` });
    });
  });

  test.describe(`Hindi newsletter without JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    test("the box posts and comes back to the Hindi page with its Hindi message", async ({ page }) => {
      const email = `hi-nojs-${width}-${Date.now()}@example.com`;
      await page.goto("/hi/contact");
      await subscribe(page, email);
      await expect(page).toHaveURL(/\/hi\/contact#newsletter$/);
      await expect(page.getByTestId("newsletter-message")).toHaveText(HI.subscribed.description);
      await subscribe(page, email);
      await expect(page.getByTestId("newsletter-message")).toHaveText(HI.already.description);
    });
  });
}
