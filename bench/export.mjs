// `npm run bench:export` (decision 008): the built server on PGlite with 100,000 enquiries
// (BENCH_ROWS changes it). Downloads the enquiry CSV export, then the full backup, while two
// probes request /healthz and /courses one after another; prints each download's time, size,
// the server's peak RSS (and what it keeps after), and the probes' latencies, next to the
// same probes on the idle server. Prints figures only: no timed assertions.
import { build, drain, freshDataDir, MB, populate, probe, rss, sampleRss, signIn, sleep, startServer, stats } from "./support.mjs";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

build();
const dataDir = freshDataDir();
const fillMs = populate(dataDir, ROWS);
console.log(`${ROWS.toLocaleString("en-IN")} enquiries in ${dataDir} (${Math.round(fillMs / 1000)} s)`);
const server = await startServer(dataDir);
try {
  const cookie = await signIn(server);
  const page = `${server.url}/courses`;
  const health = `${server.url}/healthz`;
  for (let i = 0; i < 5; i++) await (await fetch(page)).arrayBuffer();

  async function measure(label, start) {
    await sleep(500);
    const before = rss(server.pid);
    const memory = sampleRss(server.pid);
    const probes = [probe(health), probe(page)];
    await sleep(200);
    const t = performance.now();
    const response = await start();
    if (response.status !== 200) throw new Error(`${label}: ${response.status} ${await response.text()}`);
    const { bytes, lines } = await drain(response);
    const ms = performance.now() - t;
    const [healthz, courses] = await Promise.all(probes.map((p) => p.stop()));
    const { peak } = memory.stop();
    await sleep(1000);
    return {
      label,
      seconds: Number((ms / 1000).toFixed(1)),
      MB: MB(bytes),
      lines,
      "RSS before MB": MB(before),
      "peak RSS MB": MB(peak),
      "peak extra MB": MB(peak - before),
      "RSS 1 s after MB": MB(rss(server.pid)),
      healthz,
      courses,
    };
  }

  const idle = await (async () => {
    const probes = [probe(health), probe(page)];
    await sleep(3000);
    const [healthz, courses] = await Promise.all(probes.map((p) => p.stop()));
    return { healthz, courses };
  })();
  const runs = [
    await measure("CSV export (GET /admin/inquiries/export)", () => fetch(`${server.url}/admin/inquiries/export`, { headers: { cookie } })),
    await measure("Backup download (generate-backup)", () =>
      fetch(`${server.url}/functions/v1/generate-backup`, {
        method: "POST",
        headers: { cookie, origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ backupType: "full" }),
      }),
    ),
  ];

  console.log("\nDownloads (server on PGlite):");
  console.table(runs.map(({ healthz: _h, courses: _c, ...row }) => row));
  const latency = (label, { healthz, courses }) => {
    const h = stats(healthz);
    const c = stats(courses);
    return {
      while: label,
      "/healthz n": h.n,
      "/healthz p50 ms": h.p50,
      "/healthz p95 ms": h.p95,
      "/healthz max ms": h.max,
      "/courses n": c.n,
      "/courses p50 ms": c.p50,
      "/courses p95 ms": c.p95,
      "/courses max ms": c.max,
    };
  };
  console.log("Latency of other requests (targets during an export: /healthz < 200 ms, /courses < 500 ms):");
  console.table([latency("idle", idle), ...runs.map((run) => latency(run.label, run))]);
} finally {
  await server.stop();
}
