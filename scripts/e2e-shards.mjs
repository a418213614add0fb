// The end-to-end suite as several Playwright processes at once (`npm run test:e2e`), each
// with its own server, port and fresh DATA_DIR (playwright.config.ts picks them per process).
// One process with one worker leaves a core idle while the browser waits on the server and the
// server on the browser; two use both cores of the CI machine (decision 051).
// The files are split by how long each took (tests/e2e/durations.json: longest first, each to
// the shard with the least time so far), not by count: the split by count left one shard six
// minutes longer than the other. Every run prints its slowest files; E2E_RECORD_DURATIONS=1
// keeps its times in tests/e2e/durations.json for the next split.
// E2E_SHARDS=1 runs one process as before; arguments (files, --grep) are passed on, and with
// files named the run is one process, since a few files do not need splitting.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const DURATIONS = "tests/e2e/durations.json";
const durationsOf = (index) => `test-results/durations-${index}.json`;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {});

/** The files in `count` groups of about equal time; a file not timed yet counts as the median. */
export function splitByTime(files, seconds, count) {
  const known = files
    .map((f) => seconds[f])
    .filter((s) => typeof s === "number")
    .sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const timed = files.map((file) => ({ file, time: seconds[file] ?? median }));
  timed.sort((a, b) => b.time - a.time || a.file.localeCompare(b.file));
  const groups = Array.from({ length: count }, () => ({ files: [], time: 0 }));
  for (const { file, time } of timed) {
    const lightest = groups.reduce((min, g) => (g.time < min.time ? g : min));
    lightest.files.push(file);
    lightest.time += time;
  }
  return groups.map((g) => ({ files: g.files.sort(), time: g.time }));
}

/** Runs one shard's files; its output lines carry the shard's number when there are several. */
function runShard(index, shards, files, passed) {
  const args = ["playwright", "test", ...passed, ...files.map((f) => `tests/e2e/${f}`)];
  if (shards > 1) args.push(`--output=test-results/shard-${index}`);
  const started = Date.now();
  const env = { ...process.env, E2E_DURATIONS_FILE: durationsOf(index) };
  const child = spawn("npx", args, { stdio: shards > 1 ? ["ignore", "pipe", "pipe"] : "inherit", env });
  if (shards > 1) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = "";
      from.setEncoding("utf8");
      from.on("data", (text) => {
        const lines = (rest + text).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) to.write(`[${index}/${shards}] ${line}\n`);
      });
      from.on("end", () => rest && to.write(`[${index}/${shards}] ${rest}\n`));
    }
  }
  return new Promise((resolve) =>
    child.on("exit", (code, signal) =>
      resolve({ index, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }),
    ),
  );
}

/** Prints the slowest files of this run and, when asked, keeps every file's time for the next split. */
function reportDurations(shards) {
  const seen = Object.assign({}, ...Array.from({ length: shards }, (_, i) => readJson(durationsOf(i + 1))));
  const slowest = Object.entries(seen).sort((a, b) => b[1] - a[1]);
  if (slowest.length > 1)
    console.log(
      `slowest e2e files: ${slowest
        .slice(0, 8)
        .map(([f, s]) => `${f} ${s} s`)
        .join(", ")}`,
    );
  if (process.env.E2E_RECORD_DURATIONS === "1") {
    const merged = { ...readJson(DURATIONS), ...seen };
    const sorted = Object.fromEntries(
      Object.keys(merged)
        .sort()
        .map((f) => [f, merged[f]]),
    );
    writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}

async function main() {
  const passed = process.argv.slice(2);
  const namesFiles = passed.some((arg) => !arg.startsWith("-"));
  const shards = namesFiles ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  const all = readdirSync("tests/e2e").filter((f) => f.endsWith(".test.ts"));
  const groups = shards > 1 ? splitByTime(all, readJson(DURATIONS), shards) : [{ files: [], time: 0 }];
  mkdirSync("test-results", { recursive: true });
  for (let i = 1; i <= shards; i++) rmSync(durationsOf(i), { force: true });
  if (shards > 1)
    for (const [i, g] of groups.entries())
      console.log(`e2e shard ${i + 1}/${shards}: ${g.files.length} files, about ${Math.round(g.time)} s`);
  const results = await Promise.all(groups.map((g, i) => runShard(i + 1, shards, g.files, passed)));
  if (shards > 1)
    for (const r of results) console.log(`e2e shard ${r.index}/${shards}: ${r.code === 0 ? "passed" : "FAILED"} in ${r.seconds} s`);
  reportDurations(shards);
  process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) await main();
