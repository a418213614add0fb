import { sql } from "drizzle-orm";
import type { Database, Transaction } from "#app/server/db/db.server";
import { batches, courses, leads, students } from "#app/server/db/schema";

/**
 * Sets a course's `currently_enrolled` from who holds its seats (decision "Batch seats and the
 * course's seat fields"): the students studying in its batches, plus the leads the lead desk
 * enrolled that are not yet a student (they took their seat with its conditional UPDATE). A
 * lead admitted as a student counts once, as the student, wherever they were admitted.
 *
 * A course without batches keeps the figure staff typed in the course editor: the spec's seat
 * labels and Course Full keep working for courses that are not run in batches yet.
 *
 * Call it inside the transaction that admits, moves or drops a student (for both courses on a
 * move), so the public seat labels never show a half-done change. Returns the new figure, or
 * null when the course has no batches (nothing changed).
 */
export async function recountCourseSeats(tx: Transaction | Database, courseId: string): Promise<number | null> {
  const [row] = await tx
    .update(courses)
    .set({
      currently_enrolled: sql`(
        (select count(*) from ${students} join ${batches} on ${batches.id} = ${students.batch_id}
          where ${batches.course_id} = ${courseId} and ${students.status} = 'studying')
        + (select count(*) from ${leads} where ${leads.seat_course_id} = ${courseId}
          and not exists (select 1 from ${students} where ${students.lead_id} = ${leads.id}))
      )::int`,
    })
    .where(sql`${courses.id} = ${courseId} and exists (select 1 from ${batches} where ${batches.course_id} = ${courseId})`)
    .returning({ currently_enrolled: courses.currently_enrolled });
  return row ? (row.currently_enrolled ?? 0) : null;
}
