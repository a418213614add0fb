// Batches for the e2e trainer (tests/e2e/trainer.test.ts): the built server has no batch
// pages to make them through on every branch, so the harness writes them, as it writes the
// accounts, into the server's own embedded database before it listens.
import { sql } from "drizzle-orm";

const TODAY = sql`(now() at time zone 'Asia/Kolkata')::date`;

/**
 * e2e-trainer@example.com teaches E2E-TRN-1 (every day, 10:00 am–1:00 pm, three studying
 * students, no marks: the test marks today itself); Tarun Other teaches E2E-TRN-2, which
 * e2e-trainer must never see, where Sunita Devi is under the attendance minimum.
 *
 * Nothing here is marked for today: the server is seeded once and the suite may run across
 * midnight in Delhi, when a seeded "today" would become yesterday. Sunita's marks are all in
 * the past, so the days after them keep her at 3 of 7 whenever the suite runs.
 * @param {import("drizzle-orm/pg-core").PgDatabase<any>} db
 */
export async function seedTeaching(db, { createUserWithPassword, password }) {
  const trainer = await createUserWithPassword({
    email: "e2e-trainer@example.com",
    password,
    role: "trainer",
    firstName: "Tara",
    lastName: "Trainer",
  });
  const other = await createUserWithPassword({
    email: "e2e-trainer-other@example.com",
    password,
    role: "trainer",
    firstName: "Tarun",
    lastName: "Other",
  });
  const course = (await db.execute(sql`select id from supertech_courses order by course_name limit 1`)).rows[0];
  const batch = async (code, trainerId, branch) =>
    (
      await db.execute(sql`insert into batches (course_id, code, branch, start_date, end_date, days, start_time, end_time, trainer_user_id, capacity, status)
        values (${course.id}, ${code}, ${branch}, ${TODAY} - 30, ${TODAY} + 60, '{0,1,2,3,4,5,6}', '10:00', '13:00', ${trainerId}, 20, 'running')
        returning id`)
    ).rows[0].id;
  const mine = await batch("E2E-TRN-1", trainer.id, "Main Campus");
  const theirs = await batch("E2E-TRN-2", other.id, "Practical Lab & Hostel");
  const student = async (batchId, n, name) =>
    (
      await db.execute(sql`insert into students (student_number, batch_id, full_name, phone, admitted_on)
        values (${`E2E-STU-${n}`}, ${batchId}, ${name}, ${`90000000${String(n).padStart(2, "0")}`}, ${TODAY} - 30) returning id`)
    ).rows[0].id;
  await student(mine, 1, "Ravi Kumar");
  await student(mine, 3, "Mohan Lal");
  await student(mine, 5, "Meena Kumari");
  const sunita = await student(theirs, 2, "Sunita Devi");
  // Present or late on 3 of 7 days: 42%, under the certificate's 80%.
  for (const [ago, mark] of [
    [1, "absent"],
    [2, "absent"],
    [3, "present"],
    [4, "absent"],
    [5, "late"],
    [6, "absent"],
    [7, "present"],
  ]) {
    await db.execute(
      sql`insert into attendance (student_id, day, batch_id, mark) values (${sunita}, ${TODAY} - ${ago}::int, ${theirs}, ${mark})`,
    );
  }
}
