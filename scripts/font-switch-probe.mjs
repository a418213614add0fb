// `node scripts/font-switch-probe.mjs [/hi,/hi/about] [passes] [other-build-dir,...]`: what the
// full Devanagari font's arrival after load costs the main thread (decision
// 066-hindi-font-switch), in figures that drift less with the shared machine's load than
// Lighthouse's do. Loads each page in Chromium at Lighthouse's phone size, traces it, and sums
// from the load event until 2 s after it: the style recalculations (and the elements they
// styled), the layouts (and the layout objects they re-laid: Layout's dirtyObjects, the same on
// every run) and the time both took. Prints each pass, then the medians.
import { chromium } from "playwright-core";
import { serveBuiltApp } from "./serve-built-app.mjs";

const pages = (process.argv[2] ?? "/hi,/hi/about").split(",");
const passes = Number(process.argv[3] ?? 3);
const builds = [{ name: "this", app: await serveBuiltApp({}, "font-switch-probe-") }];
for (const dir of process.argv[4]?.split(",") ?? [])
  builds.push({ name: dir.split("/").pop(), app: await serveBuiltApp({ BUILD_DIR: dir }, "font-switch-probe-") });

/** Style and layout on the page's main thread from its load event on. */
function afterLoad(events) {
  const load = events.find((e) => e.name === "MarkLoad" && e.args?.data?.isOutermostMainFrame !== false);
  const main = events.filter((e) => e.pid === load.pid && e.tid === load.tid && e.ts >= load.ts && e.ph === "X");
  const styles = main.filter((e) => e.name === "UpdateLayoutTree");
  const layouts = main.filter((e) => e.name === "Layout");
  const ms = (list) => Math.round(list.reduce((sum, e) => sum + e.dur, 0) / 100) / 10;
  return {
    styles: styles.length,
    styled: styles.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    styleMs: ms(styles),
    layouts: layouts.length,
    relaid: layouts.reduce((sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0), 0),
    layoutMs: ms(layouts),
  };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const rows = [];
try {
  for (let pass = 1; pass <= passes; pass++)
    for (const path of pages)
      for (const build of builds) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
        const page = await context.newPage();
        await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
        await page.goto(build.app.origin + path, { waitUntil: "load" });
        await page.waitForTimeout(2000);
        const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
        await context.close();
        const row = { path, build: build.name, pass, ...afterLoad(events) };
        rows.push(row);
        console.log(JSON.stringify(row));
      }
} finally {
  await browser.close();
  for (const build of builds) build.app.stop();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const keys = ["styles", "styled", "styleMs", "layouts", "relaid", "layoutMs"];
console.table(
  pages.flatMap((path) =>
    builds.map((build) => {
      const mine = rows.filter((r) => r.path === path && r.build === build.name);
      return { path, build: build.name, ...Object.fromEntries(keys.map((k) => [k, median(mine.map((r) => r[k]))])) };
    }),
  ),
);
