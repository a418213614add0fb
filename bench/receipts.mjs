// Times 100 fee receipt PDFs (app/features/fees/receipts) with the memory used: each reads its
// payment, the student's dues and allocations, signs the receipt's code and draws one A4 page
// with the logo, Devanagari (half in Hindi), the QR code and GST.
// Usage: npm run bench:receipts                       (PGlite in a temporary DATA_DIR)
//        PG_URL=postgres://... npm run bench:receipts (a temporary database on that server)
// bench/fees.mjs may call `timeReceiptPdfs(load, paymentIds)` on its own data instead.
// Prints figures; asserts nothing.
import { pathToFileURL } from "node:url";
import { freshPostgres } from "../scripts/app-process.mjs";
import { loadAppInProcess } from "./in-process.mjs";

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Renders the receipts of `paymentIds` one after another in `lang` ("both" alternates English and
 * Hindi) and returns { ms, perPdfMs, peakRss, rssBefore, bytes } (`load` loads an app module, as
 * in-process.mjs does).
 */
export async function timeReceiptPdfs(load, paymentIds, lang = "both") {
  const { renderReceiptPdf } = await load("/app/features/fees/receipts/receipt-pdf.server.ts");
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let bytes = 0;
  const t = performance.now();
  for (const [i, id] of paymentIds.entries()) {
    const pdf = await renderReceiptPdf(id, lang === "both" ? (i % 2 ? "hi" : "en") : lang);
    bytes += pdf?.bytes.length ?? 0;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const ms = performance.now() - t;
  return { ms, perPdfMs: ms / paymentIds.length, peakRss, rssBefore, bytes };
}

/** 100 students of a ₹12,500 course, each with a cash payment of ₹4,000, in a few statements. */
async function seed(load, count) {
  const { db } = await load("/app/server/db/db.server.ts");
  const { recordPayment } = await load("/app/features/fees/index.server.ts");
  const { sql } = await import("drizzle-orm");
  const rows = (result) => result.rows ?? result;
  const [course] = rows(
    await db.execute(sql`insert into supertech_courses (course_name, course_code, fee_amount, name_hi)
    values ('Advanced Mobile Repairing (Chip Level)', 'BENCH-RCT', '12500.00', 'एडवांस मोबाइल रिपेयरिंग') returning id`),
  );
  const [batch] = rows(
    await db.execute(sql`insert into batches (course_id, code, branch, start_date, end_date, days, start_time, end_time, capacity, status)
    values (${course.id}, 'BENCH-RCT-1', 'Main Campus', current_date, current_date + 90, '{1,2,3,4,5,6}', '10:00', '13:00', ${count + 5}, 'running') returning id`),
  );
  const students = rows(
    await db.execute(sql`insert into students (student_number, batch_id, full_name, phone, admitted_on)
    select 'STU-BENCH-' || lpad(n::text, 4, '0'), ${batch.id}, 'Bench Student ' || n, '90' || lpad(n::text, 8, '0'), current_date
    from generate_series(1, ${count}) n returning id`),
  );
  await db.execute(sql`insert into dues (student_id, kind, position, label, label_hi, amount_paise, due_date)
    select id, 'instalment', 1, 'Course fee', 'कोर्स फ़ीस', 1250000, current_date from students where batch_id = ${batch.id}`);
  await db.execute(sql`update fee_settings set gst_registered = true, gstin = '07AAACS1234A1Z5'`);
  const ids = [];
  for (const student of students) {
    const paid = await recordPayment({
      studentId: student.id,
      amountPaise: 400000,
      mode: "cash",
      paidOn: new Date().toISOString().slice(0, 10),
      reference: null,
      advance: false,
      recordedBy: null,
    });
    ids.push(paid.paymentId);
  }
  return ids;
}

async function main() {
  process.env.BASE_URL ??= "https://www.supertech.example";
  const server = process.env.PG_URL ?? process.env.DATABASE_URL;
  const database = server ? await freshPostgres(server, "bench_receipts") : null;
  if (!database) delete process.env.DATABASE_URL;
  const app = await loadAppInProcess({ SEED_DEMO: "false", ...(database ? { DATABASE_URL: database.url } : {}) });
  const { initDatabase, closeDatabase, databaseHandle } = await app.load("/app/server/db/db.server.ts");
  try {
    await initDatabase();
    await (await app.load("/app/server/db/migrate.server.ts")).runMigrations();
    await (await app.load("/app/features/settings/settings.server.ts")).ensureSiteSettings();
    const ids = await seed(app.load, 100);
    const rssBefore = process.memoryUsage().rss;
    const first = await timeReceiptPdfs(app.load, ids.slice(0, 1), "en");
    console.log(`engine: ${databaseHandle().engine}; rss before the PDFs ${mb(rssBefore)}`);
    console.log(`1 receipt PDF (first, loads fonts, logo and key): ${first.ms.toFixed(0)} ms`);
    for (const lang of ["en", "hi", "both"]) {
      const run = await timeReceiptPdfs(app.load, ids, lang);
      const name = { en: "English", hi: "Hindi", both: "half English, half Hindi" }[lang];
      console.log(
        `100 receipt PDFs (${name}, GST): ${run.ms.toFixed(0)} ms, ${run.perPdfMs.toFixed(1)} ms each, ${(run.bytes / 100 / 1024).toFixed(0)} KB each; rss peak ${mb(run.peakRss)}`,
      );
    }
    console.log(`memory after: rss ${mb(process.memoryUsage().rss)}, heap used ${mb(process.memoryUsage().heapUsed)}`);
  } finally {
    await closeDatabase();
    await app.close();
    await database?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
