import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Pages hydrate after their first paint (docs/decisions/006-paint-first-few-chunks.md), so
 * the `load` event no longer means React is running. With JavaScript on, every document
 * navigation through this `page` also waits for the root to mark `<html data-hydrated>`,
 * as a visitor's click would only do its scripted job from then on.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (response?.headers()["content-type"]?.includes("text/html")) await hydrated();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated();
        return response;
      };
      const waitForURL = page.waitForURL.bind(page);
      page.waitForURL = async (...args) => {
        await waitForURL(...args);
        await hydrated();
      };
    }
    await use(page);
  },
});
