import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e/test";

/** Controls a floating button must never cover (the same list the page's hook watches). */
const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]";

/**
 * The controls under the floating buttons while they are showing: none when they are
 * hidden. Rectangles as the visitor sees them, so a covered control is a real overlap.
 */
function overlaps(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const box = document.querySelector<HTMLElement>("[data-testid=floating-contact]");
    if (!box || getComputedStyle(box).visibility === "hidden" || getComputedStyle(box).display === "none") return [];
    const mine = box.getBoundingClientRect();
    const hits: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (box.contains(element)) continue;
      // Not drawn: hidden, or inside a closed <details> (the mobile menu) or skipped content.
      if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.left < mine.right && r.right > mine.left && r.top < mine.bottom && r.bottom > mine.top) {
        hits.push(
          `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
        );
      }
    }
    return hits;
  }, CONTROLS);
}

/** Scrolls the whole page a screen at a time; at each stop no showing button covers a control. */
async function expectClearAllTheWay(page: Page) {
  const { height, screen } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, screen: window.innerHeight }));
  for (let y = 0; y < height; y += Math.round(screen * 0.7)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await expect.poll(() => overlaps(page), { message: `${page.url()} scrolled to ${y}`, timeout: 3000 }).toEqual([]);
  }
}

async function closePromoIfOpen(page: Page) {
  const dialog = page.getByTestId("promo-popup");
  if (await dialog.isVisible()) await dialog.getByRole("button", { name: "Close" }).click();
}

async function aCourseId(page: Page): Promise<string> {
  await page.goto("/courses");
  const href = await page.getByRole("link", { name: "Read More: AC PCB Repairing Course", exact: true }).getAttribute("href");
  return href?.split("/").pop() as string;
}

for (const width of [360, 375, 414]) {
  test.describe(`floating contact buttons at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("never cover a button, field, link or carousel arrow on the key pages", async ({ page }) => {
      const id = await aCourseId(page);
      for (const path of ["/", "/courses", "/internal-courses", "/admission", "/contact", `/course/${id}`, `/course-inner/${id}`]) {
        await page.goto(path);
        await closePromoIfOpen(page);
        await expect(page.getByTestId("floating-contact")).toBeAttached();
        await expectClearAllTheWay(page);
      }
    });

    test("show where nothing is under them, and step aside while a field has focus", async ({ page }) => {
      await page.goto("/about");
      const floating = page.getByTestId("floating-contact");
      await expect(floating).toBeVisible();
      await expect(floating.getByRole("link", { name: "Chat on WhatsApp" })).toBeVisible();
      const box = await floating.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width - 16);

      await page.goto("/admission");
      await page.getByLabel("Phone").first().focus();
      await expect(floating).toBeHidden();
      await page.getByLabel("Phone").first().blur();
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await expect.poll(() => overlaps(page)).toEqual([]);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("the buttons still step aside while a field has focus", async ({ page }) => {
    await page.goto("/internal-courses");
    const floating = page.getByTestId("floating-contact");
    await page.getByLabel("Search courses").focus();
    await expect(floating).toBeHidden();
    await page.getByLabel("Search courses").blur();
    await expect(floating).toBeVisible();
  });
});
