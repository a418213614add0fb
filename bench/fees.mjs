// Measures fees (app/features/fees) at the scale: 5,000 students (250 batches of 20), each
// owing four ₹5,000 instalments (20,000 dues) and having paid six ₹100 payments (30,000 payments,
// over the last 365 days), seeded in SQL by bench/support.mjs populate(). Then:
//  - in process: studentFees for one student, and 100 receipt PDFs (time and memory,
//    bench/receipts.mjs timeReceiptPdfs) on the same data;
//  - over HTTP on the built server, signed in as the super admin: /admin/payments (first page,
//    a filtered page), its CSV (all 30,000 rows, and the filtered rows), /admin/fees/daily and
//    /admin/fees/outstanding, and one student's page (which carries the Fees section).
// Usage: npm run bench:fees                        (PGlite, in a temporary DATA_DIR)
//        PG_URL=postgres://... npm run bench:fees  (PGlite, then a temporary database on that server)
// Each engine runs in its own child process. Prints the median and the worst of 7 runs (after one
// warm-up) in ms; the target is < 150 ms on PostgreSQL for the pages and studentFees.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freshPostgres } from "../scripts/app-process.mjs";
import { loadAppInProcess } from "./in-process.mjs";
import { timeReceiptPdfs } from "./receipts.mjs";
import { build, drain, freshDataDir, MB, populate, signIn, startServer } from "./support.mjs";

const SHAPE = { batches: 250, perBatch: 20, dues: 4, payments: 6, days: 365 };
const RUNS = 7;
const here = fileURLToPath(import.meta.url);
const rowsOf = (result) => result.rows ?? result;

async function timed(what, fn, runs = RUNS) {
  await fn();
  const times = [];
  let note = "";
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    note = (await fn()) ?? "";
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = { what, "median ms": Math.round(times[runs >> 1]), "max ms": Math.round(times[runs - 1]), note };
  console.log(`  ${what}: median ${row["median ms"]} ms, max ${row["max ms"]} ms (${note})`);
  return row;
}

const daysAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The reports' queries without HTTP and rendering: what the database spends of each page. */
async function reportQueries(load, courseId) {
  const { listPayments } = await load("/app/features/fees/reports/payments-list.server.ts");
  const { paymentFilterFrom } = await load("/app/features/fees/reports/payment-filter.ts");
  const { dailyCollection } = await load("/app/features/fees/reports/daily-collection.server.ts");
  const { outstandingDues, outstandingFilterFrom } = await load("/app/features/fees/reports/outstanding-dues.server.ts");
  const { parseListParams } = await load("/app/lib/list-params.ts");
  const { indiaDate } = await load("/app/lib/india-time.ts");
  const list = (query) => {
    const url = new URL(`http://x/?${query}`);
    return [url.searchParams, parseListParams(url)];
  };
  const payments = (query) => {
    const [params, listParams] = list(query);
    return listPayments(paymentFilterFrom(params), listParams).then((p) => `${p.total} payments`);
  };
  const outstanding = (query) => {
    const [params, listParams] = list(query);
    return outstandingDues(outstandingFilterFrom(params), listParams, indiaDate()).then((p) => `${p.total} students`);
  };
  return [
    await timed("listPayments (first page, in process)", () => payments("")),
    await timed("listPayments (UPI, 90 days, a course)", () => payments(`mode=upi&from=${daysAgo(90)}&course=${courseId}`)),
    await timed("dailyCollection (in process)", () => dailyCollection(daysAgo(10)).then((d) => `${d.payments.length} payments`)),
    await timed("outstandingDues (first page, in process)", () => outstanding("")),
  ];
}

/** The ids the timings need, studentFees and 100 receipt PDFs, in this process (the server is not running). */
async function inProcess(dataDir, databaseUrl) {
  const app = await loadAppInProcess({ SEED_DEMO: "false", DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const { initDatabase, closeDatabase, db, databaseHandle } = await app.load("/app/server/db/db.server.ts");
  const { studentFees } = await app.load("/app/features/fees/student-fees.server.ts");
  const { sql } = await import("drizzle-orm");
  try {
    await initDatabase();
    const one = async (query) => rowsOf(await db.execute(query))[0];
    const ids = {
      student: (await one(sql`select id from students where student_number = 'STU-BENCH-02500'`)).id,
      course: (await one(sql`select course_id as id from batches where code = 'BENCH-7'`)).id,
      counts: await one(sql`select (select count(*) from students)::int as students, (select count(*) from dues)::int as dues,
        (select count(*) from payments)::int as payments`),
    };
    const fees = [
      await timed("studentFees (one student, in process)", async () => {
        const f = await studentFees(ids.student);
        return `${f.dues.length} dues, ${f.payments.length} payments`;
      }),
      ...(await reportQueries(app.load, ids.course)),
    ];
    await db.execute(sql`update fee_settings set gst_registered = true, gstin = '07AAACS1234A1Z5'`);
    const paymentIds = rowsOf(await db.execute(sql`select id from payments order by receipt_number limit 100`)).map((r) => r.id);
    await timeReceiptPdfs(app.load, paymentIds.slice(0, 1), "en");
    const pdfs = await timeReceiptPdfs(app.load, paymentIds, "both");
    return { engine: databaseHandle().engine, ids, fees, pdfs };
  } finally {
    await closeDatabase();
    await app.close();
  }
}

/** The pages over HTTP, as staff open them. */
async function overHttp(dataDir, env, ids) {
  const server = await startServer(dataDir, env);
  try {
    const headers = { cookie: await signIn(server) };
    const page = (path, what) =>
      timed(
        what,
        async () => {
          const response = await fetch(server.url + path, { headers });
          const { bytes, lines } = await drain(response);
          if (response.status !== 200) throw new Error(`${path}: ${response.status}\n${server.output().slice(-3000)}`);
          return path.includes("/export") ? `${lines - 1} rows` : `${Math.round(bytes / 1024)} KB`;
        },
        path.includes("/export") ? 3 : RUNS,
      );
    const filtered = `mode=upi&from=${daysAgo(90)}&course=${ids.course}`;
    return [
      await page("/admin/courses", "/admin/courses (not fees: the admin shell's own cost)"),
      await page("/admin/payments", "/admin/payments (first page)"),
      await page(`/admin/payments?${filtered}`, "/admin/payments (UPI, 90 days, a course)"),
      await page("/admin/payments?page=50", "/admin/payments (page 50)"),
      await page(`/admin/payments/export?${filtered}`, "payments CSV (filtered)"),
      await page("/admin/payments/export", "payments CSV (all)"),
      await page(`/admin/fees/daily?day=${daysAgo(10)}`, "/admin/fees/daily"),
      await page("/admin/fees/outstanding", "/admin/fees/outstanding (first page)"),
      await page(`/admin/fees/outstanding?course=${ids.course}`, "/admin/fees/outstanding (a course)"),
      await page(`/admin/students/${ids.student}`, "/admin/students/:id (with Fees)"),
    ];
  } finally {
    // A server whose graceful shutdown hangs (seen under load) must not hold the bench: SIGKILL after 15 s.
    const killer = setTimeout(() => process.kill(server.pid, "SIGKILL"), 15_000);
    await server.stop();
    clearTimeout(killer);
  }
}

async function oneEngine(serverUrl) {
  const dataDir = freshDataDir();
  const database = serverUrl ? await freshPostgres(serverUrl, "bench_fees") : null;
  if (database) process.env.DATABASE_URL = database.url;
  else delete process.env.DATABASE_URL;
  try {
    const seedMs = populate(dataDir, 0, { fees: SHAPE });
    const { engine, ids, fees, pdfs } = await inProcess(dataDir, database?.url);
    const { students, dues, payments } = ids.counts;
    console.log(`\nengine ${engine}: ${students} students, ${dues} dues, ${payments} payments (seeded in ${Math.round(seedMs)} ms)`);
    const results = [...fees, ...(await overHttp(dataDir, database ? { DATABASE_URL: database.url } : {}, ids))];
    console.table(results);
    console.log(
      `100 receipt PDFs (half English, half Hindi, GST): ${Math.round(pdfs.ms)} ms, ${pdfs.perPdfMs.toFixed(1)} ms each, ` +
        `${Math.round(pdfs.bytes / 100 / 1024)} KB each; rss ${MB(pdfs.rssBefore)} MB before, peak ${MB(pdfs.peakRss)} MB`,
    );
    const pages = results.filter((r) => !r.what.includes("CSV"));
    const slowest = pages.reduce((a, b) => (b["median ms"] > a["median ms"] ? b : a));
    console.log(`slowest median (pages and studentFees): ${slowest["median ms"]} ms, ${slowest.what} (target < 150 ms on PostgreSQL)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

if (process.argv[2] === "engine") {
  await oneEngine(process.argv[3] || null);
} else {
  build();
  const server = process.env.PG_URL ?? process.env.DATABASE_URL;
  for (const target of ["", ...(server ? [server] : [])]) {
    const run = spawnSync(process.execPath, ["--expose-gc", here, "engine", target], { stdio: "inherit" });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
