// `npm run bench:backup`: the built server on PGlite with 100,000 enquiries (BENCH_ROWS
// changes it), 2,000 students and 30,000 payments, and BACKUP_KEY set stores a backup the way the nightly run does (Back up now
// runs the same steps: write encrypted into DATA_DIR/backups, read back through the dry run,
// prune) while a probe requests /courses one after another. Prints the run's time, the file's
// size, the server's peak RSS (and the extra over idle), and /courses latencies during the run
// next to the idle server's. Prints figures only: no timed assertions.
import { randomBytes } from "node:crypto";
import { readdirSync, rmSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { build, freshDataDir, MB, populate, probe, rss, sampleRss, signIn, sleep, startServer, stats } from "./support.mjs";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

build();
const dataDir = freshDataDir();
const fillMs = populate(dataDir, ROWS, { fees: true });
console.log(`${ROWS.toLocaleString("en-IN")} enquiries, 2,000 students, 30,000 payments in ${dataDir} (${Math.round(fillMs / 1000)} s)`);
let server;
try {
  // BACKUP_HOUR two hours after the India hour now: a server started after BACKUP_HOUR stores
  // the nightly backup at once (maintenance), and one an hour ahead could start minutes later,
  // beside the measured one. (From 22:00 India time, 23 is the latest hour there is.)
  const indiaHour = Number(
    new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: "Asia/Kolkata" }).format(new Date()),
  );
  const env = { BACKUP_KEY: randomBytes(32).toString("base64"), BACKUP_HOUR: String(Math.min(23, indiaHour + 2)) };
  // A loaded machine opens a 100k-row PGlite slowly: wait up to 5 minutes for it to listen.
  server = await startServer(dataDir, env, 300_000);
  const cookie = await signIn(server);
  const page = `${server.url}/courses`;
  for (let i = 0; i < 5; i++) await (await fetch(page)).arrayBuffer();

  const idleProbe = probe(page);
  await sleep(3000);
  const idle = stats(await idleProbe.stop());

  await sleep(500);
  const before = rss(server.pid);
  const memory = sampleRss(server.pid);
  const during = probe(page);
  await sleep(200);
  const t = performance.now();
  const response = await fetch(`${server.url}/admin/backups/now`, {
    method: "POST",
    headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: "intent=back-up-now",
    redirect: "manual",
  });
  await response.arrayBuffer();
  const ms = performance.now() - t;
  const courses = stats(await during.stop());
  const { peak } = memory.stop();
  if (response.status !== 302) throw new Error(`Back up now answered ${response.status}`);
  const dir = path.join(dataDir, "backups");
  const [file] = readdirSync(dir).filter((name) => name.endsWith(".json.enc"));
  if (!file) throw new Error(`no stored backup in ${dir} (the run failed: see the server's log)`);
  console.log(`\nStored backup (write encrypted, read back through the dry run, prune) on PGlite:`);
  console.table([
    {
      enquiries: ROWS,
      students: 2000,
      payments: 30000,
      seconds: Number((ms / 1000).toFixed(1)),
      "file MB": MB(statSync(path.join(dir, file)).size),
      "RSS before MB": MB(before),
      "peak RSS MB": MB(peak),
      "peak extra MB": MB(peak - before),
    },
  ]);
  console.log("/courses latency (ms), idle and while the backup runs:");
  console.table({ idle, "during backup": courses });
  console.log(
    `Load average (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")} on this machine`,
  );
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
