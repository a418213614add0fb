import type { Page } from "@playwright/test";
import { TRADES } from "../../app/lib/trades";
import { expect, test } from "./support/test";

const ORIGIN = /^http:\/\/localhost:\d+/;

async function alternates(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href") ?? "").pathname}`));
}

for (const width of [375, 1280]) {
  test.describe(`Hindi pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("every page has a /hi twin: lang, canonical and hreflang alternates", async ({ page }) => {
      for (const [en, hi] of [
        ["/", "/hi"],
        ["/courses", "/hi/courses"],
        ["/internal-courses", "/hi/internal-courses"],
        ["/admission", "/hi/admission"],
        ["/contact", "/hi/contact"],
      ]) {
        expect((await page.goto(hi))?.status(), hi).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", "hi");
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${ORIGIN.source}${hi}$`));
        expect(await alternates(page)).toEqual([`en ${en}`, `hi ${hi === "/hi" ? "/hi" : hi}`, `x-default ${en}`]);
        await page.goto(en);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${ORIGIN.source}${en}$`));
      }
    });

    test("the header switch keeps the visitor on the same page, query included", async ({ page }) => {
      await page.goto("/courses?trade=ac");
      const toHindi = page.locator("[data-testid=language-switch]:visible");
      await expect(toHindi).toHaveCount(1);
      await expect(toHindi).toHaveText("हिंदी");
      await expect(toHindi).toHaveAttribute("aria-label", "हिंदी में पढ़ें (Read in Hindi)");
      await toHindi.click();
      await expect(page).toHaveURL(/\/hi\/courses\?trade=ac$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमारे कोर्स");
      // Hindi cards show a course's Hindi name where staff wrote one (issue 11), else the English.
      await expect(page.getByTestId("course-card").getByRole("heading")).toHaveText(["AC PCB रिपेयरिंग कोर्स", "AC Mechanical Repairing"]);
      await expect(page.locator("[data-testid=language-switch]:visible")).toHaveText("English");
      await page.locator("[data-testid=language-switch]:visible").click();
      await expect(page).toHaveURL(/\/courses\?trade=ac$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Courses");
    });

    test("Hindi chips, cards and links stay in Hindi", async ({ page }) => {
      await page.goto("/hi/courses");
      if (width >= 1024) {
        const main = page.getByRole("navigation", { name: "Main" });
        await expect(main.getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi");
        await expect(main.getByRole("link", { name: "होम" })).not.toHaveAttribute("aria-current");
      }
      const chips = page.getByRole("navigation", { name: "ट्रेड" }).getByRole("link");
      await expect(chips).toHaveCount(TRADES.length + 1);
      await expect(chips.first()).toHaveText("सभी कोर्स");
      await page.getByRole("navigation", { name: "ट्रेड" }).getByRole("link", { name: "मोबाइल और iPhone" }).click();
      await expect(page).toHaveURL(/\/hi\/courses\?trade=mobile/);
      const card = page.getByTestId("course-card").first();
      await expect(card).toContainText("हफ़्ते");
      await expect(card.getByRole("link", { name: /^दाख़िला लें/ })).toHaveAttribute("href", /^\/hi\/admission\?course=/);
      await expect(card.getByRole("link", { name: /^और जानें/ })).toHaveAttribute("href", /^\/hi\/courses\/[0-9a-f-]{36}$/);
      const footer = page.getByRole("navigation", { name: "Footer" });
      await expect(footer.getByRole("heading")).toHaveText("ज़रूरी लिंक");
      await expect(footer.getByRole("link", { name: "प्राइवेसी पॉलिसी" })).toHaveAttribute("href", "/hi/privacy");
    });
  });
}

test.describe("Hindi search", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`finds AC courses for एसी ${javaScriptEnabled ? "as you type" : "as a GET form"}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await page.goto("/hi/internal-courses");
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel("कोर्स खोजें").fill("एसी");
      if (!javaScriptEnabled) {
        await page.getByRole("button", { name: "खोजें" }).click();
        await expect(page).toHaveURL(/\/hi\/internal-courses\?q=/);
      }
      await expect(page.getByTestId("course-card").getByRole("heading")).toHaveText(["AC PCB रिपेयरिंग कोर्स", "AC Mechanical Repairing"]);
      await expect(page.getByTestId("course-count")).toHaveText(/17 में से 2 कोर्स “एसी” से मिलते हैं/);
      await context.close();
    });
  }
});
