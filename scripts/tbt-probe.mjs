// `node scripts/tbt-probe.mjs [/hi,/hi/about] [passes] [other-build-dir,...]`: where a page's Total
// Blocking Time comes from (decision 064-hindi-lcp-font, "The switch after load"). Starts the
// built app as bench/web.mjs does (and, given other build directories, those builds too, all
// measured in turn, page by page, the order rotating each pass, since the shared machine's speed drifts) and runs
// Lighthouse mobile `passes` times per page. Per pass: host index, performance, TBT, FCP, LCP,
// Lighthouse's main-thread breakdown (style and layout, script, parsing) and every top-level
// task of the unthrottled trace that Lighthouse's 4× CPU slowdown makes long (≥ 12.5 ms
// observed), with when it ran against the load event and what filled it. Then the medians.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveBuiltApp } from "./serve-built-app.mjs";

const pages = (process.argv[2] ?? "/hi,/hi/about").split(",");
const passes = Number(process.argv[3] ?? 3);
const builds = [{ name: "this", app: await serveBuiltApp({}, "tbt-probe-") }];
for (const dir of process.argv[4]?.split(",") ?? [])
  builds.push({ name: dir.split("/").pop(), app: await serveBuiltApp({ BUILD_DIR: dir }, "tbt-probe-") });

/** Trace events whose time, inside a task, says what the task was doing. */
const KINDS = {
  UpdateLayoutTree: "style",
  Layout: "layout",
  ParseHTML: "parse",
  EvaluateScript: "script",
  FunctionCall: "script",
  "v8.compile": "script",
  EventDispatch: "script",
  TimerFire: "script",
  Paint: "paint",
  PrePaint: "paint",
  Layerize: "paint",
};

/** The top-level tasks on the renderer's main thread that would be long at 4× (≥ 12.5 ms observed). */
function longTasks(events, t0, loadMs) {
  // The page's renderer: of the trace's renderer main threads, the busiest (the others are about:blank's).
  const threads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const count = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid).length;
  const main = threads.reduce((a, b) => (count(b) > count(a) ? b : a));
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.dur >= 12_500);
  return tasks.map((task) => {
    const kinds = {};
    let styledElements = 0;
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && KINDS[e.name]);
    for (const e of inside) {
      // Each event once, under its own kind: a script's time without the layout it forced.
      const nested = inside.filter((n) => n !== e && n.ts >= e.ts && n.ts + n.dur <= e.ts + e.dur && KINDS[n.name] !== KINDS[e.name]);
      const outer = inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && KINDS[o.name] === KINDS[e.name]);
      if (outer) continue;
      const own =
        e.dur -
        nested.filter((n) => !nested.some((m) => m !== n && m.ts <= n.ts && m.ts + m.dur >= n.ts + n.dur)).reduce((s, n) => s + n.dur, 0);
      kinds[KINDS[e.name]] = (kinds[KINDS[e.name]] ?? 0) + own / 1000;
      if (e.name === "UpdateLayoutTree") styledElements += e.args?.elementCount ?? 0;
    }
    const start = (task.ts - t0) / 1000;
    return {
      start: Math.round(start),
      afterLoad: start >= loadMs,
      ms: Math.round(task.dur / 1000),
      what: Object.entries(kinds)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(", "),
      styledElements,
    };
  });
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const results = [];
try {
  for (let pass = 1; pass <= passes; pass++) {
    for (const page of pages) {
      const shift = (pass - 1) % builds.length;
      for (const build of [...builds.slice(shift), ...builds.slice(0, shift)]) {
        const { lhr, artifacts } = await lighthouse(build.app.origin + page, { port: chrome.port, output: "json", logLevel: "error" });
        if (lhr.runtimeError) {
          console.log(`${page} ${build.name}: ${lhr.runtimeError.code}, pass left out`);
          continue;
        }
        const a = lhr.audits;
        const metrics = a.metrics.details.items[0];
        const groups = Object.fromEntries((a["mainthread-work-breakdown"].details?.items ?? []).map((i) => [i.group, i.duration]));
        const tasks = longTasks(artifacts.Trace.traceEvents, metrics.observedNavigationStartTs, metrics.observedLoad);
        const row = {
          page,
          build: build.name,
          pass,
          host: Math.round(lhr.environment.benchmarkIndex),
          perf: Math.round(lhr.categories.performance.score * 100),
          TBT: Math.round(a["total-blocking-time"].numericValue),
          FCP: Math.round(a["first-contentful-paint"].numericValue),
          LCP: Math.round(a["largest-contentful-paint"].numericValue),
          styleLayout: Math.round(groups.styleLayout ?? 0),
          script: Math.round(groups.scriptEvaluation ?? 0),
          parse: Math.round(groups.parseHTML ?? 0),
          load: Math.round(metrics.observedLoad),
          longBeforeLoad: tasks.filter((t) => !t.afterLoad).reduce((s, t) => s + t.ms, 0),
          longAfterLoad: tasks.filter((t) => t.afterLoad).reduce((s, t) => s + t.ms, 0),
        };
        results.push(row);
        console.log(JSON.stringify(row));
        for (const t of tasks)
          console.log(
            `    task at ${t.start} ms${t.afterLoad ? " (after load)" : ""}: ${t.ms} ms observed; ${t.what}; ${t.styledElements} elements styled`,
          );
      }
    }
  }
} finally {
  await chrome.kill();
  for (const build of builds) build.app.stop();
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.floor((s.length - 1) / 2)];
};
const summary = [];
for (const page of pages)
  for (const build of builds) {
    const rows = results.filter((r) => r.page === page && r.build === build.name);
    const m = (k) => median(rows.map((r) => r[k]));
    summary.push({
      page,
      build: build.name,
      hosts: rows.map((r) => r.host).join(" "),
      perf: m("perf"),
      TBT: m("TBT"),
      LCP: m("LCP"),
      FCP: m("FCP"),
      styleLayout: m("styleLayout"),
      script: m("script"),
      longBeforeLoad: m("longBeforeLoad"),
      longAfterLoad: m("longAfterLoad"),
    });
  }
console.log("\nMedians:");
console.table(summary);
