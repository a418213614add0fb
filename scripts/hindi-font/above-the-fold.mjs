// The Hindi text a visitor sees before scrolling: what the critical Devanagari font must draw
// exactly as the full font does (decision 064-hindi-lcp-font). Shared by the generator
// (scripts/make-critical-hindi-font.mjs) and the e2e test that holds it to that promise.

/** The Hindi public pages; every course page linked from /hi/courses is added to them. */
export const HINDI_PAGES = [
  "/hi",
  "/hi/courses",
  "/hi/about",
  "/hi/gallery",
  "/hi/contact",
  "/hi/admission",
  "/hi/certificate",
  "/hi/internal-courses",
  "/hi/online-courses",
  "/hi/careers",
  "/hi/privacy",
  "/hi/terms",
  "/hi/sitemap",
  "/hi/student",
];

/** A small phone, Lighthouse's phone, a laptop. */
export const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 412, height: 915 },
  { width: 1280, height: 900 },
];

/** The faces' unicode-range (Fontsource's devanagari subset), as a test on one character. */
const DEVANAGARI_RANGE = "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09";
const RANGES = DEVANAGARI_RANGE.split(",").map((r) => {
  const [from, to = from] = r.slice(2).split("-");
  return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
});
const inRange = (c) => RANGES.some(([from, to]) => c.codePointAt(0) >= from && c.codePointAt(0) <= to);

/**
 * The stretches of `text` the Devanagari faces draw: the browser picks a font per character by
 * unicode-range, so spaces, Latin letters and digits go to another font and split the runs.
 * @param {string} text
 */
export function devanagariRuns(text) {
  const runs = [];
  let run = "";
  for (const c of text) {
    if (inRange(c)) run += c;
    else if (run) {
      runs.push(run);
      run = "";
    }
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * In the page (Playwright's evaluate): the text of every visible text node, placeholder and
 * shown option that has Devanagari in it and lies, at least partly, in the first screen, as
 * "400 text" or "700 text": the face that draws it (500 is drawn with the 400 face, 600 with the 700).
 */
export function visibleHindiText() {
  const deva = /[\u0900-\u097F]/;
  const inView = (rect) =>
    rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
  const texts = new Set();
  const weightOf = (el) => (Number(getComputedStyle(el).fontWeight) >= 600 ? 700 : 400);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.replace(/\s+/g, " ").trim();
    if (!deva.test(text) || !node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(inView)) texts.add(`${weightOf(node.parentElement)} ${text}`);
  }
  for (const field of document.querySelectorAll("input[placeholder], textarea[placeholder], select")) {
    if (!field.checkVisibility() || !inView(field.getBoundingClientRect())) continue;
    const text = field instanceof HTMLSelectElement ? (field.selectedOptions[0]?.text ?? "") : field.placeholder;
    if (deva.test(text)) texts.add(`${weightOf(field)} ${text.replace(/\s+/g, " ").trim()}`);
  }
  return [...texts];
}

/**
 * Every Hindi page of the site at each viewport, freshly loaded (no scroll): the first
 * screen's Hindi text, sorted and without repeats.
 * @param {import("playwright-core").Browser} browser
 * @param {string} origin
 */
export async function aboveTheFoldText(browser, origin) {
  const texts = new Set();
  const courses = await (await fetch(`${origin}/hi/courses`)).text();
  const coursePages = [...new Set([...courses.matchAll(/href="(\/hi\/courses?\/[0-9a-f-]{36})"/g)].map((m) => m[1]))];
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const path of [...HINDI_PAGES, ...coursePages]) {
      await page.goto(origin + path, { waitUntil: "load" });
      for (const text of await page.evaluate(visibleHindiText)) texts.add(text);
    }
    await context.close();
  }
  return [...texts].sort();
}
