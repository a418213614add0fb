// `node scripts/make-critical-hindi-font.mjs`: the critical Devanagari font (decision
// 064-hindi-lcp-font). Serves the built app, reads the first screen's Hindi text on every Hindi
// page at three viewports (hindi-font/above-the-fold.mjs), and cuts Noto Sans Devanagari 400 and 700 down
// to exactly the glyphs that text's shaping uses. Writes, in app/assets/fonts/:
// - hindi-critical-text.txt: that text, one string a line after its weight (what the font promises
//   to draw);
// - noto-sans-devanagari-critical-{400,700}.woff2 (13 KB and 11 KB).
// Run it again when a page's header or hero text changes; the e2e test
// tests/e2e/hindi-font.test.ts fails until then.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { aboveTheFoldText, devanagariRuns } from "./hindi-font/above-the-fold.mjs";
import { glyphsOf, shapeText, subsetWoff2, toTrueType } from "./hindi-font/glyphs.mjs";
import { serveBuiltApp } from "./serve-built-app.mjs";

const OUT = "app/assets/fonts";
const source = (weight) => `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`;

// `--cut`: only cut the fonts again, from the text file as it is.
const TEXT = `${OUT}/hindi-critical-text.txt`;
if (!process.argv.includes("--cut")) {
  const app = await serveBuiltApp({}, "hindi-font-");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    writeFileSync(TEXT, `${(await aboveTheFoldText(browser, app.origin)).join("\n")}\n`);
  } finally {
    await browser.close();
    app.stop();
  }
}
const texts = readFileSync(TEXT, "utf8").split("\n").filter(Boolean);

for (const weight of [400, 700]) {
  const runs = [...new Set(texts.filter((t) => t.startsWith(`${weight} `)).flatMap((t) => devanagariRuns(t.slice(4))))];
  const full = await toTrueType(readFileSync(source(weight)));
  const glyphs = new Set(runs.flatMap((run) => [...glyphsOf(full, run)]));
  const woff2 = await subsetWoff2(full, runs.join(""), glyphs);
  // The cut must shape every run exactly as the full font does, or it is no use.
  const cut = await toTrueType(woff2);
  const wrong = runs.filter((run) => shapeText(cut, run) !== shapeText(full, run));
  if (wrong.length) throw new Error(`the ${weight} cut shapes these differently: ${wrong.join(" ")}`);
  writeFileSync(`${OUT}/noto-sans-devanagari-critical-${weight}.woff2`, woff2);
  console.log(`${weight}: ${runs.length} Devanagari runs, ${glyphs.size} glyphs, ${woff2.length} bytes`);
}
