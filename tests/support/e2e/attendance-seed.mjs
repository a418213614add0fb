// Batches for tests/e2e/attendance.test.ts, made by the e2e server before it listens
// (start-server.mjs): one per viewport width, each meeting every day from 30 days ago, with
// five students, taught by the e2e admin. The ids are fixed so the test can open their pages.
import { sql } from "drizzle-orm";

export const ATTENDANCE_E2E_BATCHES = { 375: "e2e0a77e-0000-4000-8000-000000000375", 1280: "e2e0a77e-0000-4000-8000-000000001280" };
const NAMES = ["Aarav Sharma", "Bhavya Singh", "Chirag Patel", "Divya Nair", "Eshan Khan"];

export async function seedAttendanceBatches(db) {
  for (const [width, id] of Object.entries(ATTENDANCE_E2E_BATCHES)) {
    await db.execute(sql`
      insert into batches (id, course_id, code, branch, start_date, end_date, days, start_time, end_time, trainer_user_id, capacity, status)
      select ${id}::uuid, c.id, ${`E2E-ATT-${width}`}, 'Main Campus', current_date - 30, current_date + 60,
             array[0,1,2,3,4,5,6]::smallint[], '10:00', '13:00', null, 20, 'running'
      from supertech_courses c order by c.created_at limit 1`);
    for (const [i, name] of NAMES.entries()) {
      await db.execute(sql`
        insert into students (student_number, batch_id, full_name, phone, admitted_on)
        values (${`STU-E2E-${width}-${i + 1}`}, ${id}::uuid, ${name}, ${`98${width.padStart(4, "0")}000${i}`}, current_date - 30)`);
    }
  }
}
