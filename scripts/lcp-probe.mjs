// `node scripts/lcp-probe.mjs [/hi,/hi/courses] [simulate|devtools]`: why a page's LCP is what
// it is (decision 064-hindi-lcp-font). Starts the built app as bench/web.mjs does, runs one
// Lighthouse mobile pass per page and prints the LCP element, Lighthouse's LCP phases, the
// observed (unthrottled trace) FCP/LCP beside the simulated ones, every LCP candidate in the
// trace, and each font and stylesheet request's priority, start, end and size. `devtools`
// throttles the real network and CPU instead of simulating them, so the observed LCP is what a
// slow phone would report.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveBuiltApp } from "./serve-built-app.mjs";

const pages = (process.argv[2] ?? "/hi").split(",");
const throttlingMethod = process.argv[3] ?? "simulate";
const app = await serveBuiltApp({}, "lcp-probe-");
const origin = app.origin;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  for (const page of pages) {
    const { lhr, artifacts } = await lighthouse(
      origin + page,
      { port: chrome.port, output: "json", logLevel: "error" },
      { extends: "lighthouse:default", settings: { throttlingMethod } },
    );
    const a = lhr.audits;
    if (!a.metrics.details) {
      console.log(`\n== ${page}: no metrics (${lhr.runtimeError?.message ?? a.metrics.errorMessage ?? "unknown"})`);
      continue;
    }
    const metrics = a.metrics.details.items[0];
    const t0 = metrics.observedNavigationStartTs;
    console.log(
      `\n== ${page} (${throttlingMethod}, host index ${Math.round(lhr.environment.benchmarkIndex)}) performance ${Math.round(lhr.categories.performance.score * 100)}`,
    );
    console.log(
      `FCP ${Math.round(a["first-contentful-paint"].numericValue)} ms, LCP ${Math.round(a["largest-contentful-paint"].numericValue)} ms, CLS ${a["cumulative-layout-shift"].numericValue}`,
    );
    console.log(
      `observed: FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${metrics.observedLargestContentfulPaint} ms, load ${metrics.observedLoad} ms`,
    );
    for (const item of a["largest-contentful-paint-element"].details?.items ?? []) {
      if (item.type === "table" && item.items[0]?.node)
        console.log("LCP element:", item.items[0].node.snippet, `"${item.items[0].node.nodeLabel}"`);
      else if (item.type === "table") for (const row of item.items) console.log(`  phase ${row.phase}: ${Math.round(row.timing)} ms`);
    }
    const candidates = artifacts.Trace.traceEvents.filter((e) => e.name === "largestContentfulPaint::Candidate");
    for (const e of candidates)
      console.log(
        `  trace LCP candidate at ${((e.ts - t0) / 1000).toFixed(1)} ms: ${e.args.data.type} size ${e.args.data.size} node ${e.args.data.nodeId}`,
      );
    for (const r of a["network-requests"].details.items.filter(
      (r) => /font|stylesheet|Font|Stylesheet/.test(r.resourceType ?? "") || /woff2/.test(r.url),
    ))
      console.log(
        `  ${r.resourceType} ${r.priority} ${r.url.replace(origin, "")} start ${Math.round(r.networkRequestTime)} end ${Math.round(r.networkEndTime)} ms, ${r.transferSize} B`,
      );
  }
} finally {
  await chrome.kill();
  app.stop();
}
