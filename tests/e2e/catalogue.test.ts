import { expect, test } from "#tests/support/e2e/test";

// Each page gets only its part of the catalogue (app/i18n/page-namespaces.ts). A message its page
// did not get shows as its key ("about.heroTitle"): no page may show one, in either language,
// whether it was loaded whole or reached by a link.
const NAMESPACES =
  "lang|nav|trade|card|footer|trust|forms|errors|courses|internal|home|about|gallery|careers|onlineCourses|certificate|sitemap|legal|course";
const RAW_KEY = new RegExp(`\\b(${NAMESPACES})\\.[a-z][A-Za-z]*(\\.[A-Za-z]+)*\\b`);

const PAGES = [
  "/",
  "/about",
  "/courses",
  "/internal-courses",
  "/online-courses",
  "/certificate",
  "/gallery",
  "/contact",
  "/admission",
  "/privacy",
  "/terms",
  "/careers",
  "/sitemap",
];

async function shownText(page: import("@playwright/test").Page) {
  // textContent, not innerText: content-visibility sections are left out of innerText.
  return page.evaluate(() => `${document.title}\n${document.body.textContent ?? ""}`);
}

for (const prefix of ["", "/hi"]) {
  test(`no page shows a message key (${prefix || "English"})`, async ({ page }) => {
    await page.goto(`${prefix}/courses`);
    const course = await page.locator('a[href*="/course/"]').first().getAttribute("href");
    expect(course).toBeTruthy();
    for (const path of [...PAGES, course as string]) {
      const url = path.startsWith("/hi") || !prefix ? path : `${prefix}${path === "/" ? "" : path}`;
      await page.goto(url);
      const text = await shownText(page);
      expect(text.match(RAW_KEY)?.[0], url).toBeUndefined();
    }
  });
}

test("a link to a page that needs other messages brings them", async ({ page }) => {
  // A hydrated page (a certificate's own page: the gallery, contact and the other content pages
  // are HTML-first now, decisions 024 and 063-html-first-contact-admission: their links load documents).
  await page.goto("/hi/certificate/STI-2025-0001");
  // A mark on the window survives a client-side navigation only: the router, not a reload, brings the page.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "हमारे बारे में" }).first().click();
  await page.waitForURL(/\/hi\/about$/);
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(RAW_KEY);
  expect((await shownText(page)).match(RAW_KEY)?.[0]).toBeUndefined();
  await page.getByRole("contentinfo").getByRole("link", { name: "प्राइवेसी पॉलिसी" }).first().click();
  await page.waitForURL(/\/hi\/privacy$/);
  expect((await shownText(page)).match(RAW_KEY)?.[0]).toBeUndefined();
});
