import { eq, inArray, sql } from "drizzle-orm";
import { attendanceSummaries } from "#app/features/attendance/index.server";
import { batchSettings } from "#app/features/settings/index.server";
import { db } from "#app/server/db/db.server";
import { batches, practicalTasks, students, taskSignoffs } from "#app/server/db/schema";
import { type Eligibility, judgeEligibility } from "./eligibility";

/**
 * Each student's certificate eligibility: attendance % over the days marked (wherever they sat
 * that day), practical tasks of their batch's course signed off out of all of them, and the
 * reasons when not eligible. Two grouped queries whatever the number of students.
 */
export async function certificateEligibility(studentIds: readonly string[]): Promise<Map<string, Eligibility>> {
  const result = new Map<string, Eligibility>();
  if (!studentIds.length) return result;
  const ids = [...studentIds];
  const [settings, days, tasks] = await Promise.all([
    batchSettings(),
    attendanceSummaries(ids),
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
  for (const t of tasks) {
    const d = days.get(t.student_id);
    const figures = { marked: d?.daysMarked ?? 0, attended: (d?.present ?? 0) + (d?.late ?? 0), tasksDone: t.done, tasksTotal: t.total };
    result.set(t.student_id, judgeEligibility(figures, settings.certificateMinAttendance));
  }
  return result;
}
