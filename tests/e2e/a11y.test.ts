import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "#tests/support/e2e/test";
import { PUBLIC_PAGES } from "#tests/support/public-pages";

// Every public page, at phone and desktop widths, with no axe violations (WCAG 2.x A/AA).
const PAGES = [...PUBLIC_PAGES, "/certificate?id=STI-2025-0001", "/auth", "/no-such-page"];

async function firstCourseId(request: import("@playwright/test").APIRequestContext) {
  const html = await (await request.get("/courses")).text();
  const id = html.match(/href="\/courses\/([0-9a-f-]{36})"/)?.[1];
  expect(id, "a course link on /courses").toBeTruthy();
  return id as string;
}

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every public page has no violations", async ({ page, request }) => {
      test.setTimeout(180_000);
      const id = await firstCourseId(request);
      const failures: string[] = [];
      for (const path of [...PAGES, `/course/${id}`, `/courses/${id}`, `/course-inner/${id}`]) {
        await page.goto(path);
        // The promo popup opens on load on the home page; check the page under it too.
        await page.keyboard.press("Escape");
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        for (const v of results.violations) {
          failures.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
        }
      }
      expect(failures).toEqual([]);
    });

    test("every Hindi page has no violations", async ({ page, request }) => {
      test.setTimeout(180_000);
      const id = await firstCourseId(request);
      const hindi = [...PAGES.filter((p) => p !== "/auth" && p !== "/no-such-page"), `/course/${id}`, `/course-inner/${id}`].map((p) =>
        p === "/" ? "/hi" : `/hi${p}`,
      );
      const failures: string[] = [];
      for (const path of hindi) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", "hi");
        await page.keyboard.press("Escape");
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        for (const v of results.violations) {
          failures.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });
}
