import type { Page } from "@playwright/test";
import { courseTrade, TRADES } from "#app/lib/trades";
import { DEMO_COURSES } from "#app/server/seed/demo-data";
import { expect, test } from "#tests/support/e2e/test";

/** The demo courses of a trade, in list order (featured first, then newest first). */
function namesOfTrade(slug: string): string[] {
  const inTrade = DEMO_COURSES.filter((c) => courseTrade(c) === slug);
  return [...inTrade.filter((c) => c.is_featured).reverse(), ...inTrade.filter((c) => !c.is_featured).reverse()].map((c) => c.course_name);
}

const cardNames = (page: Page) => page.getByTestId("course-card").getByRole("heading");
const chips = (page: Page) => page.getByRole("navigation", { name: "Trades" });

for (const javaScriptEnabled of [true, false]) {
  for (const width of [375, 1280]) {
    test.describe(`trade chips at ${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: 800 } });

      test("/courses: a chip lists its trade through ?trade=, 'All courses' lists every course", async ({ page }) => {
        await page.goto("/courses");
        await expect(chips(page).getByRole("link")).toHaveText(["All courses", ...TRADES.map((t) => t.label)]);
        await expect(chips(page).getByRole("link", { name: "All courses" })).toHaveAttribute("aria-current", "page");
        await chips(page).getByRole("link", { name: "AC & Refrigeration" }).click();
        await expect(page).toHaveURL(/\/courses\?trade=ac(#course-list-heading)?$/);
        await expect(cardNames(page)).toHaveText(namesOfTrade("ac"));
        await expect(chips(page).getByRole("link", { name: "AC & Refrigeration" })).toHaveAttribute("aria-current", "page");
        await expect(page.getByTestId("course-card").first().getByText("AC Repair", { exact: true })).toBeVisible();
        await chips(page).getByRole("link", { name: "CCTV & Security" }).click();
        await expect(cardNames(page)).toHaveText(namesOfTrade("cctv"));
        await chips(page).getByRole("link", { name: "All courses" }).click();
        await expect(page.getByTestId("course-card")).toHaveCount(DEMO_COURSES.length);
      });

      test("/internal-courses: a chip and the search box narrow together", async ({ page }) => {
        await page.goto("/internal-courses?trade=laptop");
        await expect(cardNames(page)).toHaveText(namesOfTrade("laptop"));
        await expect(page.getByTestId("course-count")).toHaveText("3 Laptop & Computer courses");
        await page.getByLabel("Search courses").fill("printer");
        if (!javaScriptEnabled) {
          await page.getByRole("button", { name: "Search" }).click();
          await expect(page).toHaveURL(/trade=laptop/);
        }
        await expect(cardNames(page)).toHaveText(["Printer Repairing Course"]);
        await expect(page.getByTestId("course-count")).toHaveText('1 of 3 courses match "printer"');
        await chips(page).getByRole("link", { name: "EV" }).click();
        await expect(page).toHaveURL(/\/internal-courses\?trade=ev$/);
        await expect(cardNames(page)).toHaveText(namesOfTrade("ev"));
      });

      test("search knows Hindi and synonyms, and AC is a whole word", async ({ page }) => {
        const search = async (q: string) => {
          if (javaScriptEnabled) {
            await page.goto("/internal-courses");
            await page.getByLabel("Search courses").fill(q);
          } else {
            await page.goto(`/internal-courses?q=${encodeURIComponent(q)}`);
          }
        };
        for (const q of ["एसी", "AC", "air conditioner"]) {
          await search(q);
          await expect(cardNames(page), q).toHaveText(["AC PCB Repairing Course", "AC Mechanical Repairing"]);
        }
        await search("मोबाइल");
        await expect(cardNames(page)).toHaveText(["Mobile and Smartphone Repairing", "iPhone Repairing Course"]);
        await search("लैपटॉप");
        await expect(cardNames(page).first()).toHaveText("Laptop and Desktop Repairing");
        await search("फ्रिज");
        await expect(cardNames(page).first()).toHaveText("Fridge & Washing Machine PCB Repairing");
      });
    });
  }
}

test.describe("the mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("offers the trades, one tap to a trade's courses", async ({ page }) => {
    await page.goto("/about");
    await page.locator("summary[aria-label=Menu]").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByText("Find your trade")).toBeVisible();
    await expect(menu.getByTestId("trade-chips").getByRole("link")).toHaveText(TRADES.map((t) => t.label));
    await menu.getByRole("link", { name: "HVAC", exact: true }).click();
    await expect(page).toHaveURL(/\/courses\?trade=hvac/);
    await expect(cardNames(page)).toHaveText(namesOfTrade("hvac"));
  });
});

test.describe("featured courses", () => {
  test("come first on the home page and in /internal-courses", async ({ page }) => {
    const featured = namesOfTrade("ac").slice(0, 1);
    await page.goto("/internal-courses");
    await expect(cardNames(page).first()).toHaveText(featured[0]);
    await expect(cardNames(page).nth(1)).toHaveText("Mobile and Smartphone Repairing");
    await expect(cardNames(page).nth(2)).toHaveText("Laptop and Desktop Repairing");
  });
});
