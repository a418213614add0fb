// `npm run bench:restore` (decision 008): restores the app's own backup of 100,000
// enquiries (BENCH_ROWS changes it) on PGlite. A first server, filled with the enquiries,
// produces the backup; the bench also writes it in the fully indented layout of earlier
// versions (the 49 MB file). Each file is then restored into a fresh server (demo
// content only, no enquiries) through Admin > Backups: upload and dry run, then apply. Prints the file
// sizes, each step's time, the server's RSS before, its peak during the restore (and the
// difference: peak extra memory; target below 300 MB) and /healthz latencies meanwhile.
// Prints figures only: no timed assertions.
import { createWriteStream, openAsBlob, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { build, freshDataDir, MB, populate, probe, rss, sampleRss, signIn, sleep, startServer, stats } from "./support.mjs";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
build();

// 1. The backup, from a server holding the enquiries.
const sourceDir = freshDataDir();
populate(sourceDir, ROWS);
const files = { current: path.join(sourceDir, "backup-current.json"), indented: path.join(sourceDir, "backup-indented.json") };
const source = await startServer(sourceDir);
let downloadMs;
try {
  const cookie = await signIn(source);
  const t = performance.now();
  const response = await fetch(`${source.url}/functions/v1/generate-backup`, {
    method: "POST",
    headers: { cookie, origin: source.url, "content-type": "application/json" },
    body: JSON.stringify({ backupType: "full" }),
  });
  if (response.status !== 200) throw new Error(`backup: ${response.status}`);
  await pipeline(Readable.fromWeb(response.body), createWriteStream(files.current));
  downloadMs = performance.now() - t;
} finally {
  await source.stop();
}
{
  // The layout written before (JSON.stringify(backup, null, 2), counts before tables).
  const { version, backup_type, created_at, source: from, counts, tables } = JSON.parse(readFileSync(files.current, "utf8"));
  writeFileSync(files.indented, JSON.stringify({ version, backup_type, created_at, source: from, counts, tables }, null, 2));
}
console.log(
  `Backup of ${ROWS.toLocaleString("en-IN")} enquiries downloaded in ${(downloadMs / 1000).toFixed(1)} s: ` +
    `${MB(statSync(files.current).size)} MB one row per line (current), ${MB(statSync(files.indented).size)} MB fully indented (earlier versions)`,
);

// 2. Each file restored into a fresh server.
const count = (html, table, kind) =>
  Number(html.match(new RegExp(`data-table="${table}"[\\s\\S]*?data-count="${kind}"[^>]*>(\\d+)<`))?.[1] ?? Number.NaN);

async function restore(label, file) {
  // Migrated and seeded beforehand, so start-up work (creating the database, the demo
  // images) is not in the memory the server holds when the restore starts.
  const dir = freshDataDir();
  populate(dir, 0);
  const server = await startServer(dir);
  try {
    const cookie = await signIn(server);
    await (await fetch(`${server.url}/admin/backups`, { headers: { cookie } })).arrayBuffer();
    await sleep(1000);
    const before = rss(server.pid);
    const memory = sampleRss(server.pid);
    const health = probe(`${server.url}/healthz`, {}, 100);

    const form = new FormData();
    form.set("intent", "dry-run");
    form.set("backup", await openAsBlob(file), path.basename(file));
    let t = performance.now();
    const dry = await fetch(`${server.url}/admin/backups`, { method: "POST", headers: { cookie, origin: server.url }, body: form });
    const html = await dry.text();
    const dryMs = performance.now() - t;
    const token = html.match(/name="token" value="([a-f0-9]{32})"/)?.[1];
    if (!token)
      throw new Error(`${label}: no dry run (${dry.status}): ${html.match(/id="restore-error"[^>]*>([^<]*)/)?.[1] ?? html.slice(0, 300)}`);
    const planned = count(html, "course_inquiries", "insert");
    const afterDry = memory.stop().peak;
    const memoryApply = sampleRss(server.pid);

    t = performance.now();
    const applied = await fetch(`${server.url}/admin/backups`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: `intent=apply&token=${token}`,
      redirect: "manual",
    });
    await applied.arrayBuffer();
    const applyMs = performance.now() - t;
    if (applied.status !== 302) throw new Error(`${label}: apply answered ${applied.status}`);
    const { peak: applyPeak, last } = memoryApply.stop();
    const healthz = stats(await health.stop());

    // The enquiries are there: the export has one line per enquiry plus the header.
    const csv = await (await fetch(`${server.url}/admin/inquiries/export`, { headers: { cookie } })).text();
    const restored = csv.trimEnd().split("\r\n").length - 1;
    const peak = Math.max(afterDry, applyPeak);
    return {
      file: label,
      MB: MB(statSync(file).size),
      "dry run s": Number((dryMs / 1000).toFixed(1)),
      "inserts planned": planned,
      "apply s": Number((applyMs / 1000).toFixed(1)),
      restored,
      "RSS before MB": MB(before),
      "peak RSS MB": MB(peak),
      "peak extra MB": MB(peak - before),
      "RSS after MB": MB(last),
      "/healthz p50 ms": healthz.p50,
      "/healthz max ms": healthz.max,
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
try {
  results.push(await restore("fully indented (earlier versions)", files.indented));
  results.push(await restore("one row per line (current)", files.current));
} finally {
  rmSync(sourceDir, { recursive: true, force: true });
}
console.log("\nRestore into a fresh server on PGlite (peak extra memory target: below 300 MB):");
console.table(results);
console.log("/healthz waits while the apply transaction holds PGlite's only connection; the dry run lets it through between batches.");
