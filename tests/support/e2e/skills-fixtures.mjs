// The practical-skills fixtures of the end-to-end server (tests/e2e/skills.test.ts): per
// viewport width, a course without practical tasks (inactive: the public lists stay as other tests expect), a running batch taught by the e2e trainer,
// and one student with ten days present, so adding a task, signing it off and issuing the
// certificate is the whole story. Written with SQL through the built server's `db`.
import { sql } from "drizzle-orm";

export const SKILLS_TRAINER = "e2e-skills-trainer@example.com";

/** Fixed ids, one set per width (tests/e2e/skills.test.ts reads the same). */
export const skillsIds = (width) => {
  const tail = String(width).padStart(12, "0");
  return {
    course: `5c000001-0000-4000-8000-${tail}`,
    batch: `5c000002-0000-4000-8000-${tail}`,
    student: `5c000003-0000-4000-8000-${tail}`,
  };
};

/** @param {import("drizzle-orm/pg-core").PgDatabase<any>} db */
export async function seedSkillsFixtures(db, createUserWithPassword, password) {
  const trainer = await createUserWithPassword({
    email: SKILLS_TRAINER,
    password,
    role: "trainer",
    firstName: "Tara",
    lastName: "Trainer",
  });
  for (const width of [375, 1280]) {
    const ids = skillsIds(width);
    await db.execute(sql`insert into supertech_courses (id, course_name, course_code, duration_weeks, max_students, is_active)
      values (${ids.course}, ${`Skills Course ${width}`}, ${`E2E-SKL-${width}`}, 12, 20, false)`);
    await db.execute(sql`insert into batches (id, course_id, code, branch, start_date, end_date, days, start_time, end_time, trainer_user_id, capacity, status)
      values (${ids.batch}, ${ids.course}, ${`E2E-SKL-${width}-B1`}, 'Main Campus', '2026-01-05', '2026-12-31', '{1,2,3,4,5,6}', '10:00', '13:00', ${trainer.id}, 20, 'running')`);
    await db.execute(sql`insert into students (id, student_number, batch_id, full_name, phone, admitted_on)
      values (${ids.student}, ${`STU-2026-E${width}`}, ${ids.batch}, ${`Sneha Verma ${width}`}, ${`90000${String(width).padStart(5, "0")}`}, '2026-01-05')`);
    await db.execute(sql`insert into attendance (student_id, day, batch_id, mark)
      select ${ids.student}, d::date, ${ids.batch}, 'present' from generate_series('2026-01-05'::date, '2026-01-14'::date, '1 day') d`);
  }
}
