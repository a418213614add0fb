// Shared by bench/restore.mjs and bench/export.mjs: the built server in a child process on a
// fresh DATA_DIR (as `npm start` runs it), a database filled with N enquiries, the child's
// memory (RSS from /proc) and request latencies. Everything stays on loopback.
//
// `node bench/support.mjs populate DATA_DIR ROWS` fills DATA_DIR (run as a child process, so
// the server bundle opens exactly one database in it and lets go of it).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { freePort, signInCookie, spawnApp, untilListening } from "../scripts/app-process.mjs";
import { buildDir, buildIfStale } from "../scripts/build-if-stale.mjs";

export const ADMIN = { email: "bench-owner@example.com", password: "bench-owner-password-1" };
const here = fileURLToPath(import.meta.url);

export const MB = (bytes) => Math.round(bytes / (1024 * 1024));
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "supertech-bench-"));

export function build() {
  buildIfStale();
}

/**
 * Migrates DATA_DIR, seeds the demo institute (17 courses) and adds `rows` enquiries, in a child
 * process; with `fees: true`, also 2,000 students in 100 batches with 6,000 dues and 30,000
 * payments, or the sizes given (`fees: { batches, perBatch, dues, payments, days }`, see FEES_SHAPE).
 */
export function populate(dataDir, rows, { fees = false } = {}) {
  const started = performance.now();
  const shape = fees ? JSON.stringify(fees === true ? {} : fees) : "";
  const result = spawnSync(process.execPath, [here, "populate", dataDir, String(rows), shape], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("populate failed");
  return performance.now() - started;
}

/**
 * The fees seed's sizes: `batches` of `perBatch` students, each owing `dues` ₹5,000 instalments a
 * month apart (the first two past due) and having paid `payments` ₹100 payments against the
 * first, spread over the last `days` days (4 modes, a UTR on the UPI ones).
 */
const FEES_SHAPE = { batches: 100, perBatch: 20, dues: 3, payments: 15, days: 15 };

const feesSql = ({ batches, perBatch, dues, payments, days }) => [
  `insert into batches (course_id, code, branch, start_date, end_date, days, start_time, end_time, capacity, status)
   select c.id, 'BENCH-' || b, 'Main Campus', current_date - 30, current_date + 150, array[1,2,3,4,5,6]::smallint[], '10:00', '13:00', ${perBatch + 10}, 'running'
   from generate_series(1, ${batches}) b
   join (select id, (row_number() over (order by course_code)) - 1 as n, count(*) over () as total from supertech_courses) c on c.n = b % c.total`,
  `insert into students (student_number, batch_id, full_name, phone, admitted_on)
   select 'STU-BENCH-' || lpad((row_number() over ())::text, 5, '0'), b.id, 'Student ' || s || ' ' || b.code,
          '9' || lpad(((row_number() over ()) + 700000000)::text, 9, '0'), current_date - 30
   from batches b cross join generate_series(1, ${perBatch}) s where b.code like 'BENCH-%'`,
  `insert into dues (student_id, kind, position, label, amount_paise, paid_paise, due_date)
   select s.id, 'instalment', k, 'Instalment ' || k || ' of ${dues}', 500000, case when k = 1 then ${payments * 10000} else 0 end, current_date - 90 + 30 * k
   from students s cross join generate_series(1, ${dues}) k where s.student_number like 'STU-BENCH-%'`,
  `insert into payments (student_id, batch_id, amount_paise, mode, paid_on, reference, receipt_number, financial_year)
   select s.id, s.batch_id, 10000, (array['cash','upi','card','bank_transfer'])[1 + p % 4],
          current_date - 1 - ((substr(s.student_number, 11)::int * ${payments} + p) % ${days}),
          case when p % 4 = 1 then 'UTR-' || s.student_number || '-' || p end, 'RCT/BENCH/' || s.student_number || '-' || p, '2026-27'
   from students s cross join generate_series(1, ${payments}) p where s.student_number like 'STU-BENCH-%'`,
  `insert into payment_allocations (payment_id, due_id, amount_paise)
   select p.id, d.id, p.amount_paise from payments p join dues d on d.student_id = p.student_id and d.position = 1
   where p.receipt_number like 'RCT/BENCH/%'`,
  "analyze",
];

async function populateHere(dataDir, rows, fees = null) {
  process.env.DATA_DIR = dataDir;
  process.env.NODE_ENV = "production";
  process.env.LOG_LEVEL = "warn";
  process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-42";
  const app = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  const handle = await app.initDatabase();
  try {
    await app.runMigrations();
    await app.seedDemoContent();
    // One statement: sizes like real enquiries (the 100,000 made a 49 MB backup).
    await handle.db.execute(`
      with c as (select id, (row_number() over (order by course_code)) - 1 as n, count(*) over () as total from supertech_courses)
      insert into course_inquiries (full_name, email, phone, course_id, age, education, address, previous_experience, reason_for_joining, status, created_at)
      select
        (array['Ravi','Asha','Mohit','Pooja','Imran','Sunita','Deepak','Neha','Arjun','Kavita'])[1 + g % 10] || ' ' ||
          (array['Kumar','Sharma','Verma','Gupta','Khan','Singh','Yadav','Jain'])[1 + g % 8] || ' ' || g,
        'student' || g || '@example.com',
        '+91 9' || lpad((800000000 + g)::text, 9, '0'),
        c.id,
        16 + g % 40,
        (array['10th','12th','diploma','graduate','postgraduate'])[1 + g % 5],
        'House ' || g || ', Gali No. ' || (g % 40) || ', Laxmi Nagar, Delhi 110092',
        'Worked ' || (g % 5) || ' years in a mobile repair shop',
        'Wants to open a repair shop of his own',
        (array['pending','pending','pending','contacted','contacted','enrolled','rejected'])[1 + g % 7],
        now() - make_interval(mins => g)
      from generate_series(1, ${Number(rows)}) g
      join c on c.n = g % c.total`);
    await handle.db.execute("analyze course_inquiries");
    if (fees) for (const statement of feesSql({ ...FEES_SHAPE, ...fees })) await handle.db.execute(statement);
  } finally {
    await app.closeDatabase();
  }
}

/** `node server.js` on a free port; resolves once it listens. `logFile`: its output goes there (spawnApp). */
export async function startServer(dataDir, env = {}, waitMs = 120_000, logFile = undefined) {
  const app = spawnApp({ dataDir, port: await freePort(), admin: ADMIN, env, logFile });
  const exited = new Promise((resolve) => app.child.once("exit", resolve));
  await untilListening(app, waitMs);
  return {
    url: app.url,
    pid: app.child.pid,
    output: app.output,
    stop: async () => {
      app.child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The super admin's cookie, through Better Auth's sign-in endpoint. */
export const signIn = (server) => signInCookie(server.url, ADMIN);

/** Resident memory of a process, in bytes (Linux /proc). */
export function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)[1]) * 1024;
}

/** Samples a process's RSS every `everyMs` until stop(); returns the peak and the last value. */
export function sampleRss(pid, everyMs = 20) {
  let peak = rss(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rss(pid));
    } catch {
      // process gone
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const last = rss(pid);
      return { peak: Math.max(peak, last), last };
    },
  };
}

/** Requests `url` again and again (one at a time, `gapMs` apart) until stop(); returns the latencies. */
export function probe(url, headers = {}, gapMs = 50) {
  const times = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      times.push(performance.now() - t);
      await sleep(gapMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return times;
    },
  };
}

export function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    n: sorted.length,
    p50: Math.round(at(0.5)),
    p95: Math.round(at(0.95)),
    max: Math.round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

/** Reads a response body to its end; returns its size in bytes and the number of line ends. */
export async function drain(response) {
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  return { bytes, lines };
}

if (process.argv[1] && path.resolve(process.argv[1]) === here && process.argv[2] === "populate") {
  await populateHere(process.argv[3], Number(process.argv[4]), process.argv[5] ? JSON.parse(process.argv[5]) : null);
}
