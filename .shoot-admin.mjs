// Temporary (not committed): admin screenshots with a session cookie.
import { createRequire } from "node:module";
import { readFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
const require = createRequire(join(process.cwd(), "noop.js"));
const { chromium } = require("playwright-core");
const [outDir, ...rest] = process.argv.slice(2);
const full = rest.includes("--full"); const nojs = rest.includes("--nojs");
const urls = rest.filter((a) => !a.startsWith("--"));
mkdirSync(outDir, { recursive: true });
const cookie = readFileSync("/tmp/loose-cookie.txt", "utf8").trim().split("=");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const url of urls) for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 800 : 900 }, javaScriptEnabled: !nojs });
  await context.addCookies([{ name: cookie[0], value: cookie.slice(1).join("="), url: new URL(url).origin }]);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  if (rest.includes("--open")) { for (const d of await page.locator("main details").all()) await d.evaluate((e) => { e.open = true; }); }
  const at = rest.find((a) => a.startsWith("--at="));
  if (at) await page.locator(at.slice(5)).first().evaluate((e) => e.scrollIntoView({ block: "start" }));
  await page.waitForTimeout(300);
  const name = (new URL(url).pathname + new URL(url).search).replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").slice(0, 60) + (rest.includes("--open") ? "-open" : "") + `-${width}.png`;
  await page.screenshot({ path: join(outDir, name), fullPage: full });
  console.log(join(outDir, name));
  await context.close();
}
await browser.close();
