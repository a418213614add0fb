// Measures the admin enquiry list at 100,000 rows: inserts them into a temporary PGlite
// (the real migrations), then times the queries /admin/inquiries runs (count + page) for
// the first page, a status filter, searches and the last page, and a full CSV export.
// Usage: node bench/inquiries.mjs [rows]    (prints timings in ms; the median of 5 runs)
import { loadAppInProcess } from "./in-process.mjs";

const ROWS = Number(process.argv[2] ?? 100_000);
const app = await loadAppInProcess({ SEED_DEMO: "false" });
const { load } = app;
const { initDatabase, closeDatabase, db } = await load("/app/server/db/db.server.ts");
const { runMigrations } = await load("/app/server/db/migrate.server.ts");
const schema = await load("/app/server/db/schema/index.ts");
const model = await load("/app/features/enquiries/inquiries-admin.server.ts");

const ms = (t) => Number((performance.now() - t).toFixed(1));
try {
  await initDatabase();
  await runMigrations();

  const courseRows = await db
    .insert(schema.courses)
    .values(
      Array.from({ length: 17 }, (_, i) => ({ course_name: `Course ${i + 1}`, course_code: `C-${i + 1}`, course_type: "mobile_repair" })),
    )
    .returning({ id: schema.courses.id });
  const first = ["Ravi", "Asha", "Mohit", "Pooja", "Imran", "Sunita", "Deepak", "Neha", "Arjun", "Kavita", "Vikas", "Farah"];
  const last = ["Kumar", "Sharma", "Verma", "Gupta", "Khan", "Singh", "Yadav", "Jain", "Mishra", "Das"];
  const statuses = ["pending", "pending", "pending", "contacted", "contacted", "enrolled", "rejected"];
  const start = Date.now();
  let t = performance.now();
  const BATCH = 2000;
  for (let offset = 0; offset < ROWS; offset += BATCH) {
    const values = [];
    for (let i = offset; i < Math.min(ROWS, offset + BATCH); i++) {
      const name = `${first[i % first.length]} ${last[(i * 7) % last.length]} ${i}`;
      values.push({
        full_name: name,
        email: `student${i}@example.com`,
        phone: `9${String(800000000 + i).padStart(9, "0")}`,
        course_id: courseRows[i % courseRows.length].id,
        age: 16 + (i % 40),
        education: ["10th", "12th", "diploma", "graduate", "postgraduate"][i % 5],
        address: "Laxmi Nagar, Delhi",
        status: statuses[i % statuses.length],
        created_at: new Date(start - i * 60_000),
      });
    }
    await db.insert(schema.courseInquiries).values(values);
  }
  const insertMs = ms(t);
  const { databaseHandle } = await load("/app/server/db/db.server.ts");
  await databaseHandle().db.execute("analyze course_inquiries");
  console.log(`inserted ${ROWS.toLocaleString("en-IN")} inquiries in ${insertMs} ms`);

  const { pageCount: lastPage } = await model.listInquiries({ status: null, q: "" }, 1);
  const cases = [
    ["first page", { status: null, q: "" }, 1],
    ["page 2", { status: null, q: "" }, 2],
    ["last page", { status: null, q: "" }, lastPage],
    ["status=enrolled, first page", { status: "enrolled", q: "" }, 1],
    ["status=enrolled, last page", { status: "enrolled", q: "" }, 1_000_000],
    ["search name 'sharma' (common)", { status: null, q: "sharma" }, 1],
    ["search e-mail (one match)", { status: null, q: "student54321@example.com" }, 1],
    ["search phone '98765 43'", { status: null, q: "98765 43" }, 1],
    ["search no match", { status: null, q: "zzzz-nobody" }, 1],
    ["status + search", { status: "rejected", q: "khan" }, 1],
  ];
  const results = [];
  for (const [label, filter, page] of cases) {
    const times = [];
    let result;
    for (let run = 0; run < 5; run++) {
      t = performance.now();
      result = await model.listInquiries(filter, page);
      times.push(ms(t));
    }
    times.sort((a, b) => a - b);
    results.push({
      query: label,
      page: result.page,
      rows: result.rows.length,
      total: result.total,
      "median ms": times[2],
      "max ms": times[4],
    });
  }
  console.table(results);

  t = performance.now();
  let exported = 0;
  let peak = 0;
  // The export as /admin/inquiries/export streams it: a header line, then one line per row.
  for await (const chunk of model.inquiryCsv({ status: null, q: "" })) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) exported++;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  exported -= 1;
  console.log(
    `CSV export of all ${exported.toLocaleString("en-IN")} rows (batches of 1000): ${ms(t)} ms, peak heap ${(peak / 1e6).toFixed(0)} MB`,
  );
} finally {
  await closeDatabase();
  await app.close();
}
