import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e/test";
import { devanagariRuns, HINDI_PAGES, VIEWPORTS, visibleHindiText } from "../../scripts/hindi-font/above-the-fold.mjs";
import { shapeText, toTrueType } from "../../scripts/hindi-font/glyphs.mjs";

// The Hindi pages' font in two steps (decision 064-hindi-lcp-font, components/hindi-font.tsx):
// a critical cut for the first screen, preloaded; the full font once the page has loaded.

const CRITICAL = /^\/assets\/noto-sans-devanagari-critical-([47]00)-[\w-]+\.woff2$/;
const FULL = /\/assets\/noto-sans-devanagari-devanagari-[47]00-normal-[\w-]+\.woff2$/;
const fullSource = (weight: string) =>
  `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`;

async function criticalFiles(page: Page) {
  const hrefs = await page
    .locator('link[rel="preload"][as="font"][type="font/woff2"][crossorigin]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
  return Object.fromEntries(hrefs.map((href) => [CRITICAL.exec(href)?.[1] ?? href, href]));
}

test("/hi preloads the critical cut, served for a year, and asks for the full font only after load and the first paint", async ({
  page,
  request,
}) => {
  await page.goto("/hi");
  const files = await criticalFiles(page);
  expect(Object.keys(files).sort()).toEqual(["400", "700"]);
  for (const href of Object.values(files)) {
    const answer = await request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("font/woff2");
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
  // Both families end up loaded in both weights; the full one was asked for after the load event
  // and after the first contentful paint, whichever came last.
  await page.waitForFunction(() => [...document.fonts].filter((f) => f.status === "loaded").length === 4);
  const faces = await page.evaluate(() => [...document.fonts].map((f) => `${f.family.replaceAll('"', "")} ${f.weight} ${f.status}`).sort());
  expect(faces).toEqual([
    "Noto Sans Devanagari 400 loaded",
    "Noto Sans Devanagari 700 loaded",
    "Noto Sans Devanagari Critical 400 loaded",
    "Noto Sans Devanagari Critical 700 loaded",
  ]);
  const timing = await page.evaluate(() => ({
    load: performance.getEntriesByType("navigation")[0]
      ? (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart
      : 0,
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
    fonts: performance.getEntriesByType("resource").map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
  }));
  const full = timing.fonts.filter((f) => FULL.test(f.name));
  expect(full).toHaveLength(2);
  for (const f of full) {
    expect(f.start).toBeGreaterThanOrEqual(timing.load);
    expect(f.start).toBeGreaterThanOrEqual(timing.paint);
  }
});

test("the full font's two weights join the page together, already loaded, in one frame, and its rules stay inert", async ({ page }) => {
  // Decision 066-hindi-font-switch: each change to the faces the page draws with lays every
  // Devanagari run out again. Recorded from the page's start: every face added to document.fonts,
  // with its state then and the animation frame it was added in.
  await page.addInitScript(() => {
    const w = window as unknown as { fontAdds: string[]; frame: number };
    w.fontAdds = [];
    w.frame = 0;
    const tick = () => {
      w.frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // FontFaceSet is no global in Chromium: its prototype, through document.fonts.
    const set = Object.getPrototypeOf(document.fonts);
    const add = set.add;
    set.add = function (this: FontFaceSet, face: FontFace) {
      w.fontAdds.push(`${face.family.replaceAll('"', "")} ${face.weight} ${face.status} frame ${w.frame}`);
      return add.call(this, face);
    };
  });
  await page.goto("/hi/about");
  await page.waitForFunction(() => (window as unknown as { fontAdds: string[] }).fontAdds.length === 2);
  const adds = await page.evaluate(() => (window as unknown as { fontAdds: string[] }).fontAdds);
  const frame = adds[0].split(" frame ")[1];
  expect(adds.sort()).toEqual([`Noto Sans Devanagari 400 loaded frame ${frame}`, `Noto Sans Devanagari 700 loaded frame ${frame}`]);
  // The rules are read from the inert style, never switched on: a media change restyles the whole page.
  await expect(page.locator("style[data-hindi-font-full]")).toHaveAttribute("media", "not all");
});

test("an English page has no Devanagari face, preload or font request", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(r.url());
  });
  for (const path of ["/", "/about", "/courses"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    expect(await page.locator("style[data-hindi-font-full]").count()).toBe(0);
    expect(await page.evaluate(() => [...document.fonts].length)).toBe(0);
  }
  expect(fonts).toEqual([]);
});

test("the critical cut draws every page's first-screen Hindi exactly as the full font does", async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  await page.goto("/hi");
  const files = await criticalFiles(page);
  const fonts: Record<string, { critical: Uint8Array; full: Uint8Array }> = {};
  for (const weight of ["400", "700"]) {
    const critical = new Uint8Array(await (await page.request.get(files[weight])).body());
    fonts[weight] = { critical: await toTrueType(critical), full: await toTrueType(readFileSync(fullSource(weight))) };
  }
  const courses = await (await page.request.get("/hi/courses")).text();
  const coursePages = [...new Set([...courses.matchAll(/href="(\/hi\/courses?\/[0-9a-f-]{36})"/g)].map((m) => m[1]))];
  expect(coursePages.length).toBeGreaterThan(0);
  const wrong: string[] = [];
  let checked = 0;
  // The header, the footer and the cards repeat on every page and width: each run is shaped once.
  const shaped = new Map<string, boolean>();
  const sameShape = (weight: string, run: string) => {
    const key = `${weight} ${run}`;
    let same = shaped.get(key);
    if (same === undefined) {
      same = shapeText(fonts[weight].critical, run) === shapeText(fonts[weight].full, run);
      shaped.set(key, same);
    }
    return same;
  };
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, baseURL });
    const tab = await context.newPage();
    for (const path of [...HINDI_PAGES, ...coursePages]) {
      await tab.goto(path, { waitUntil: "load" });
      for (const line of await tab.evaluate(visibleHindiText)) {
        const weight = line.slice(0, 3);
        for (const run of devanagariRuns(line.slice(4))) {
          checked += 1;
          if (!sameShape(weight, run)) wrong.push(`${path} ${viewport.width}px ${weight}: ${run}`);
        }
      }
    }
    await context.close();
  }
  expect(checked).toBeGreaterThan(300);
  // When this fails, a page's first screen has new Hindi text: node scripts/make-critical-hindi-font.mjs.
  expect(wrong).toEqual([]);
});

/** Where each piece of Hindi text in the first screen is laid out. */
function hindiBoxes(page: Page) {
  return page.evaluate(() => {
    const boxes: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/[\u0900-\u097F]/.test(node.textContent ?? "")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width > 0 && r.top < innerHeight) boxes.push(`${r.x} ${r.y} ${r.width} ${r.height}`);
    }
    return boxes;
  });
}

/** The share of pixels that differ between two PNG screenshots (base64), compared in a blank page. */
async function pixelsDiffering(page: Page, a: string, b: string) {
  const blank = await page.context().newPage();
  const share = await blank.evaluate(
    async ([first, second]) => {
      const pixels = async (png: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [p, q] = [await pixels(first), await pixels(second)];
      let differing = 0;
      for (let i = 0; i < p.length; i += 4) if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2]) differing += 1;
      return differing / (p.length / 4);
    },
    [a, b],
  );
  await blank.close();
  return share;
}

for (const width of [375, 1280]) {
  test(`at ${width} px the first screen looks the same before and after the full font arrives`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The full font held back: the first screen is drawn with the critical cut alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(FULL, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/hi/courses");
    await page.waitForLoadState("load");
    await page.evaluate(() => document.fonts.load('400 1em "Noto Sans Devanagari Critical"', "क"));
    // Through CDP: Playwright's own screenshot waits for every font, and one is held back here.
    const cdp = await page.context().newCDPSession(page);
    const shot = async () => (await cdp.send("Page.captureScreenshot", { format: "png" })).data;
    const before = await shot();
    const boxesBefore = await hindiBoxes(page);
    expect(boxesBefore.length).toBeGreaterThan(5);
    release();
    await page.waitForFunction(
      () =>
        [...document.fonts].filter((f) => f.family.replaceAll('"', "") === "Noto Sans Devanagari" && f.status === "loaded").length === 2,
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Not one piece of Hindi text moves (no layout shift), and the pixels stay the same but for
    // anti-aliasing on a few glyphs (measured: 0.05% of the screen); a fallback font, tofu or a
    // missing conjunct changes far more.
    expect(await hindiBoxes(page)).toEqual(boxesBefore);
    expect(await pixelsDiffering(page, before, await shot())).toBeLessThan(0.001);
  });
}
