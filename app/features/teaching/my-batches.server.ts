import { and, asc, eq, ne, sql } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { batches, courses, students } from "#app/server/db/schema";

/**
 * The batches one person teaches (batches.trainer_user_id), for My batches: what the trainer
 * needs at the workbench and nothing more. Students are counted, never listed with contact
 * details (a trainer sees names only, on the attendance and tasks pages). Cancelled batches
 * are left out; running and open ones come first, then planned, then completed.
 */
export function batchesTaughtBy(userId: string) {
  return db
    .select({
      id: batches.id,
      code: batches.code,
      course: courses.course_name,
      branch: batches.branch,
      start_date: batches.start_date,
      end_date: batches.end_date,
      days: batches.days,
      start_time: batches.start_time,
      end_time: batches.end_time,
      status: batches.status,
      studying: sql<number>`(count(${students.id}) filter (where ${students.status} = 'studying'))::int`,
    })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.course_id))
    .leftJoin(students, eq(students.batch_id, batches.id))
    .where(and(eq(batches.trainer_user_id, userId), ne(batches.status, "cancelled")))
    .groupBy(batches.id, courses.course_name)
    .orderBy(
      sql`case ${batches.status} when 'running' then 0 when 'open' then 1 when 'planned' then 2 else 3 end`,
      asc(batches.start_date),
      asc(batches.code),
    );
}
