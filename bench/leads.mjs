// Measures the lead desk's inbox (decision 016) at 100,000 mixed leads: admission enquiries, demo
// requests, contact messages and newsletter sign-ups are inserted into their own tables, the
// inbox index is built from them (syncLeadIndex, as at start-up), statuses, assignees and
// follow-ups are spread over them, then the queries /admin/leads and /admin/leads/follow-ups
// run are timed: the first page, each filter, searches, a deep page and the follow-ups view.
// Usage: node bench/leads.mjs [rows]           (PGlite in a temporary DATA_DIR)
//        PG_URL=postgres://... node bench/leads.mjs   (a temporary database on that server)
// Prints the median and the worst of 5 runs in ms; the target is < 150 ms on PostgreSQL.
import { freshPostgres } from "../scripts/app-process.mjs";
import { loadAppInProcess } from "./in-process.mjs";

const ROWS = Number(process.argv[2] ?? 100_000);
// On PostgreSQL: a database of its own on that server, dropped at the end.
const database = process.env.PG_URL ? await freshPostgres(process.env.PG_URL, "bench_leads") : null;
const app = await loadAppInProcess({ SEED_DEMO: "false", ...(database ? { DATABASE_URL: database.url } : {}) });
const { load } = app;
const { initDatabase, closeDatabase, db, databaseHandle } = await load("/app/server/db/db.server.ts");
const { runMigrations } = await load("/app/server/db/migrate.server.ts");
const schema = await load("/app/server/db/schema/index.ts");
const { syncLeadIndex } = await load("/app/features/lead-desk/index-sync.server.ts");
const inbox = await load("/app/features/lead-desk/inbox.server.ts");
const { sql } = await import("drizzle-orm");

const ms = (t) => Number((performance.now() - t).toFixed(1));
try {
  await initDatabase();
  await runMigrations();
  const engine = databaseHandle().engine;

  const courseRows = await db
    .insert(schema.courses)
    .values(
      Array.from({ length: 17 }, (_, i) => ({ course_name: `Course ${i + 1}`, course_code: `C-${i + 1}`, course_type: "mobile_repair" })),
    )
    .returning({ id: schema.courses.id, name: schema.courses.course_name });
  const first = ["Ravi", "Asha", "Mohit", "Pooja", "Imran", "Sunita", "Deepak", "Neha", "Arjun", "Kavita", "Vikas", "Farah"];
  const last = ["Kumar", "Sharma", "Verma", "Gupta", "Khan", "Singh", "Yadav", "Jain", "Mishra", "Das"];
  const start = Date.now();
  let t = performance.now();
  const BATCH = 2000;
  // Half admission enquiries, a quarter demo requests, 15% contact messages, 10% newsletter.
  const kindOf = (i) => (i % 20 < 10 ? "admission" : i % 20 < 15 ? "demo" : i % 20 < 18 ? "contact" : "newsletter");
  for (let offset = 0; offset < ROWS; offset += BATCH) {
    const rows = { admission: [], demo: [], contact: [], newsletter: [] };
    for (let i = offset; i < Math.min(ROWS, offset + BATCH); i++) {
      const name = `${first[i % first.length]} ${last[(i * 7) % last.length]} ${i}`;
      const phone = `9${String(800000000 + i).padStart(9, "0")}`;
      const created_at = new Date(start - i * 60_000);
      const course = courseRows[i % courseRows.length];
      const kind = kindOf(i);
      if (kind === "admission")
        rows.admission.push({ full_name: name, email: `student${i}@example.com`, phone, course_id: course.id, created_at });
      else if (kind === "demo") rows.demo.push({ name, mobile: phone, course: course.name, created_at });
      else if (kind === "contact")
        rows.contact.push({ name, email: `student${i}@example.com`, phone, message: "Please call me", course: course.name, created_at });
      else rows.newsletter.push({ email: `reader${i}@example.com`, created_at });
    }
    if (rows.admission.length) await db.insert(schema.courseInquiries).values(rows.admission);
    if (rows.demo.length) await db.insert(schema.demoRequests).values(rows.demo);
    if (rows.contact.length) await db.insert(schema.contactMessages).values(rows.contact);
    if (rows.newsletter.length) await db.insert(schema.newsletterSubscribers).values(rows.newsletter);
  }
  console.log(`engine ${engine}: inserted ${ROWS.toLocaleString("en-IN")} submissions in ${ms(t)} ms`);
  t = performance.now();
  const { added: indexed } = await syncLeadIndex();
  console.log(`indexed ${indexed.toLocaleString("en-IN")} leads (syncLeadIndex) in ${ms(t)} ms`);
  t = performance.now();
  await syncLeadIndex();
  console.log(`syncLeadIndex with nothing missing (start-up, hourly): ${ms(t)} ms`);

  // Spread the desk's state: statuses, two assignees, follow-ups on 1 in 50 (some overdue).
  t = performance.now();
  await db.execute(sql`
    with n as (select id, row_number() over (order by created_at desc) as i from leads)
    update leads l set
      status = (array['pending','pending','pending','contacted','contacted','demo_scheduled','enrolled','rejected'])[1 + (n.i % 8)],
      first_response_at = case when n.i % 8 >= 3 then l.created_at + interval '90 minutes' end,
      assigned_to = case when n.i % 3 = 0 then 'staff-a' when n.i % 3 = 1 then 'staff-b' end,
      follow_up_at = case when n.i % 50 = 0 then now() + ((n.i % 7) - 3) * interval '1 day' end
    from n where n.id = l.id`);
  await db.execute(sql`analyze`);
  console.log(`spread statuses, assignees and follow-ups in ${ms(t)} ms`);

  const base = inbox.NO_FILTER;
  const total = (await inbox.listLeads(base)).total;
  const cases = [
    ["first page", base, 1],
    ["page 2", base, 2],
    ["page 200", base, 200],
    ["kind=demo", { ...base, kind: "demo" }, 1],
    ["kind=newsletter", { ...base, kind: "newsletter" }, 1],
    ["status=pending (New)", { ...base, status: "pending" }, 1],
    ["status=enrolled", { ...base, status: "enrolled" }, 1],
    ["course", { ...base, courseId: courseRows[3].id }, 1],
    ["assignee", { ...base, assignee: "staff-a" }, 1],
    ["assignee=none", { ...base, assignee: "none" }, 1],
    ["follow-up due", { ...base, due: true }, 1],
    ["kind + status + course", { ...base, kind: "admission", status: "contacted", courseId: courseRows[5].id }, 1],
    ["search name 'sharma' (common)", { ...base, q: "sharma" }, 1],
    ["search e-mail (one match)", { ...base, q: "student54321@example.com" }, 1],
    ["search phone '9800054321'", { ...base, q: "9800054321" }, 1],
    ["search no match", { ...base, q: "zzzz-nobody" }, 1],
    ["status + search", { ...base, status: "rejected", q: "khan" }, 1],
  ];
  const results = [];
  const time = async (label, fn, summarize) => {
    const times = [];
    let result;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      result = await fn();
      times.push(ms(started));
    }
    times.sort((a, b) => a - b);
    results.push({ query: label, ...summarize(result), "median ms": times[2], "max ms": times[4] });
  };
  for (const [label, filter, page] of cases) {
    await time(
      label,
      () => inbox.listLeads(filter, { page }),
      (r) => ({ rows: r.rows.length, total: r.total }),
    );
  }
  await time(
    "follow-ups view",
    () => inbox.listFollowUps(),
    (r) => ({ rows: r.due.rows.length + r.unanswered.rows.length, total: r.due.total + r.unanswered.total }),
  );
  await time(
    "new-leads badge",
    () => inbox.countNewLeads(),
    (n) => ({ rows: "", total: n }),
  );
  console.log(`${total.toLocaleString("en-IN")} leads in the inbox`);
  console.table(results);
} finally {
  await closeDatabase();
  await app.close();
  await database?.drop();
}
