import { eq, inArray, sql } from "drizzle-orm";
import { BATCH_DEFAULTS } from "#app/lib/batch-vocabulary";
import { db } from "#app/server/db/db.server";
import { attendance, batches, practicalTasks, siteSettings, students, taskSignoffs } from "#app/server/db/schema";
import { type Eligibility, judgeEligibility } from "./eligibility";

/** The minimum attendance % for a certificate (Admin > Settings; 80 by default, the site's claim). */
async function certificateMinAttendance(): Promise<number> {
  const [row] = await db.select({ min: siteSettings.certificate_min_attendance }).from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row?.min ?? BATCH_DEFAULTS.certificateMinAttendance;
}

/**
 * Each student's certificate eligibility: attendance % over the days marked (wherever they sat
 * that day), practical tasks of their batch's course signed off out of all of them, and the
 * reasons when not eligible. Two grouped queries whatever the number of students.
 */
export async function certificateEligibility(studentIds: readonly string[]): Promise<Map<string, Eligibility>> {
  const result = new Map<string, Eligibility>();
  if (!studentIds.length) return result;
  const ids = [...studentIds];
  const [min, days, tasks] = await Promise.all([
    certificateMinAttendance(),
    db
      .select({
        student_id: attendance.student_id,
        marked: sql<number>`count(*)::int`,
        attended: sql<number>`(count(*) filter (where ${attendance.mark} in ('present', 'late')))::int`,
      })
      .from(attendance)
      .where(inArray(attendance.student_id, ids))
      .groupBy(attendance.student_id),
    db
      .select({
        student_id: students.id,
        total: sql<number>`(select count(*) from ${practicalTasks} where ${practicalTasks.course_id} = ${batches.course_id})::int`,
        done: sql<number>`(select count(*) from ${taskSignoffs} join ${practicalTasks} on ${practicalTasks.id} = ${taskSignoffs.task_id}
          where ${taskSignoffs.student_id} = ${students.id} and ${practicalTasks.course_id} = ${batches.course_id})::int`,
      })
      .from(students)
      .innerJoin(batches, eq(batches.id, students.batch_id))
      .where(inArray(students.id, ids)),
  ]);
  const byStudent = new Map(days.map((d) => [d.student_id, d]));
  for (const t of tasks) {
    const d = byStudent.get(t.student_id);
    result.set(
      t.student_id,
      judgeEligibility({ marked: d?.marked ?? 0, attended: d?.attended ?? 0, tasksDone: t.done, tasksTotal: t.total }, min),
    );
  }
  return result;
}
