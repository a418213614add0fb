// Measures attendance (app/features/attendance) at an institute's scale: 2,000 students in 100
// batches, each with 200 marked days (about 400,000 attendance rows), seeded with
// generate_series in a few statements. Then times what the pages run: the attendance page (a
// day's sheet), saving a day, the monthly register grid, the batch page, a student's page, the
// students list, and the dashboard's "today" over every batch.
// Usage: npm run bench:attendance                       (PGlite in a temporary DATA_DIR)
//        PG_URL=postgres://... npm run bench:attendance (a temporary database on that server;
//        DATABASE_URL is used the same way when PG_URL is not set)
// Prints the median and the worst of 7 runs in ms; the target is < 150 ms on PostgreSQL.
import { freshPostgres } from "../scripts/app-process.mjs";
import { loadAppInProcess } from "./in-process.mjs";

const BATCHES = 100;
const PER_BATCH = 20;
const DAYS = 200;
const server = process.env.PG_URL ?? process.env.DATABASE_URL;
const database = server ? await freshPostgres(server, "bench_attendance") : null;
if (!database) delete process.env.DATABASE_URL;
const app = await loadAppInProcess({ SEED_DEMO: "false", ...(database ? { DATABASE_URL: database.url } : {}) });
const { load } = app;
const { initDatabase, closeDatabase, db, databaseHandle } = await load("/app/server/db/db.server.ts");
const { runMigrations } = await load("/app/server/db/migrate.server.ts");
const { ensureSiteSettings } = await load("/app/features/settings/settings.server.ts");
const { indiaDate } = await load("/app/lib/india-time.ts");
const { addDays } = await load("/app/features/attendance/attendance-days.ts");
const { getBatchCalendar, saveAttendanceSheet } = await load("/app/features/attendance/attendance-day.server.ts");
const { loadAttendancePage } = await load("/app/features/attendance/attendance-page.server.ts");
const { loadRegisterPage } = await load("/app/features/attendance/register-page.server.ts");
const { batchAttendanceToday } = await load("/app/features/attendance/figures.server.ts");
const { loadBatchPage } = await load("/app/features/batches/batch-page.server.ts");
const { getStudent } = await load("/app/features/students/student-detail.server.ts");
const { listStudents, studentFilterFrom } = await load("/app/features/students/list-students.server.ts");
const { studentCertificateSection } = await load("/app/features/skills/student-certificate.server.ts");
const { parseListParams } = await load("/app/lib/list-params.ts");
const { sql } = await import("drizzle-orm");

const ms = (t) => Number((performance.now() - t).toFixed(1));
const rowsOf = (result) => result.rows ?? result;

async function seed(today) {
  const [course] = rowsOf(
    await db.execute(
      sql`insert into supertech_courses (course_name, course_code) values ('Mobile Repair Bench', 'BENCH-ATT') returning id`,
    ),
  );
  // Batches that have met every day for the last DAYS days and go on for two more months.
  await db.execute(sql`
    insert into batches (course_id, code, branch, start_date, end_date, days, start_time, end_time, capacity, status)
    select ${course.id}::uuid, 'BENCH-' || lpad(b::text, 3, '0'), 'Main Campus', ${today}::date - ${DAYS - 1}::int, ${today}::date + 60,
           array[0,1,2,3,4,5,6]::smallint[], '10:00', '13:00', ${PER_BATCH + 5}, 'running'
    from generate_series(1, ${BATCHES}) b`);
  await db.execute(sql`
    insert into students (student_number, batch_id, full_name, phone, email, admitted_on)
    select 'STU-B-' || lpad((row_number() over ())::text, 5, '0'), b.id,
           (array['Ravi','Asha','Mohit','Pooja','Imran','Sunita','Deepak','Neha','Arjun','Kavita'])[1 + s % 10] || ' ' ||
           (array['Kumar','Sharma','Verma','Gupta','Khan','Singh','Yadav','Jain'])[1 + (s * 7) % 8] || ' ' || s,
           '9' || lpad((800000000 + (row_number() over ()))::text, 9, '0'), null, ${today}::date - ${DAYS}::int
    from batches b cross join generate_series(1, ${PER_BATCH}) s`);
  // About 85% present, 8% late, 7% absent, spread by a hash of the student and the day.
  await db.execute(sql`
    insert into attendance (student_id, day, batch_id, mark)
    select s.id, ${today}::date - d, s.batch_id,
           case when h < 85 then 'present' when h < 93 then 'late' else 'absent' end
    from students s cross join generate_series(1, ${DAYS}) d
    cross join lateral (select abs(hashtext(s.id::text || d::text)) % 100 as h) x`);
  await db.execute(sql`analyze`);
}

async function timed(label, fn, runs = 7) {
  const times = [];
  let result;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    result = await fn(run);
    times.push(ms(started));
  }
  times.sort((a, b) => a - b);
  return { what: label, "median ms": times[Math.floor(runs / 2)], "max ms": times[runs - 1], result };
}

try {
  await initDatabase();
  await runMigrations();
  await ensureSiteSettings();
  const engine = databaseHandle().engine;
  const today = indiaDate();
  const t = performance.now();
  await seed(today);
  const [{ n }] = rowsOf(await db.execute(sql`select count(*)::int as n from attendance`));
  console.log(
    `engine ${engine}: seeded ${BATCHES} batches, ${BATCHES * PER_BATCH} students, ${n.toLocaleString("en-IN")} attendance rows in ${ms(t)} ms`,
  );

  const batchIds = rowsOf(await db.execute(sql`select id from batches order by code`)).map((r) => r.id);
  const batch = await getBatchCalendar(batchIds[42]);
  const people = rowsOf(await db.execute(sql`select id from students where batch_id = ${batch.id} order by full_name`)).map((r) => r.id);
  const actor = { id: "bench-admin", email: "bench@example.com", profile: { role: "admin" } };
  const month = today.slice(0, 7);
  const lastMonth = addDays(`${month}-01`, -1).slice(0, 7);

  const results = [
    await timed("attendance page (today's sheet)", () => loadAttendancePage(actor, batch, new URL(`http://x/a?date=${today}`))),
    await timed("attendance page (a day 100 days ago)", () =>
      loadAttendancePage(actor, batch, new URL(`http://x/a?date=${addDays(today, -100)}`)),
    ),
    await timed("save a day (20 marks changed, audited)", (run) =>
      saveAttendanceSheet(
        batch,
        addDays(today, -run),
        { marks: Object.fromEntries(people.map((id, i) => [id, (i + run) % 5 === 0 ? "absent" : run % 2 ? "late" : "present"])) },
        actor,
        today,
      ),
    ),
    await timed("register grid, this month", () => loadRegisterPage(batch, new URL(`http://x/r?month=${month}`))),
    await timed("register grid, last month (full)", () => loadRegisterPage(batch, new URL(`http://x/r?month=${lastMonth}`))),
    await timed("batch page (20 students, eligibility)", () => loadBatchPage(batch.id)),
    await timed("student page (details, timeline, certificate card)", async (run) => {
      const id = people[run % people.length];
      return Promise.all([getStudent(id), studentCertificateSection(id, actor)]);
    }),
    await timed("students list (first page of 2,000)", () => {
      const url = new URL("http://x/admin/students");
      return listStudents(studentFilterFrom(url.searchParams), parseListParams(url));
    }),
    await timed("students list (search: Pooja Sharma)", () => {
      const url = new URL("http://x/admin/students?q=Pooja%20Sharma");
      return listStudents(studentFilterFrom(url.searchParams), parseListParams(url));
    }),
    await timed("dashboard: today over 100 batches", () => batchAttendanceToday(batchIds, today)),
  ];
  console.table(results.map(({ result: _result, ...row }) => row));
  const worst = Math.max(...results.map((r) => r["median ms"]));
  console.log(`slowest median: ${worst} ms (target < 150 ms on PostgreSQL)`);
} finally {
  await closeDatabase();
  await app.close();
  await database?.drop();
}
