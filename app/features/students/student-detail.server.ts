import { desc, eq, inArray } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { batches, courses, leads, studentEvents, students, user } from "#app/server/db/schema";
import { openBatches } from "./admission-choices.server";

/** The batch ids an event names (admitted to, moved from and to), to show their codes. */
function batchIdsOf(details: unknown): string[] {
  if (!details || typeof details !== "object") return [];
  const d = details as Record<string, unknown>;
  return [d.batch_id, d.from_batch_id, d.to_batch_id].filter((v): v is string => typeof v === "string");
}

/** The timeline, newest first, with who did each thing (null: the system). */
async function timelineOf(studentId: string) {
  const rows = await db
    .select({
      id: studentEvents.id,
      type: studentEvents.type,
      details: studentEvents.details,
      at: studentEvents.created_at,
      actor_name: user.name,
      actor_email: user.email,
      actor_id: studentEvents.actor_id,
    })
    .from(studentEvents)
    .leftJoin(user, eq(user.id, studentEvents.actor_id))
    .where(eq(studentEvents.student_id, studentId))
    .orderBy(desc(studentEvents.created_at), desc(studentEvents.id))
    .limit(500);
  return rows.map(({ actor_name, actor_email, actor_id, ...row }) => ({
    ...row,
    actor: actor_id ? actor_name || actor_email || "Former staff member" : null,
  }));
}

/** The student page (/admin/students/{id}): the student, their batch and course, the lead they came from, the timeline, the batches they may move to. */
export async function getStudent(studentId: string) {
  const [row] = await db
    .select({
      student: students,
      batch: { id: batches.id, code: batches.code, start_date: batches.start_date, end_date: batches.end_date, status: batches.status },
      course: { id: courses.id, course_name: courses.course_name },
    })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batch_id))
    .innerJoin(courses, eq(courses.id, batches.course_id))
    .where(eq(students.id, studentId));
  if (!row) return null;
  const [timeline, lead, moveTo] = await Promise.all([
    timelineOf(studentId),
    row.student.lead_id
      ? db
          .select({ id: leads.id, name: leads.name })
          .from(leads)
          .where(eq(leads.id, row.student.lead_id))
          .then((r) => r[0] ?? null)
      : null,
    openBatches().then((all) => all.filter((b) => b.id !== row.batch.id)),
  ]);
  const ids = [...new Set(timeline.flatMap((e) => batchIdsOf(e.details)))];
  const codes = ids.length ? await db.select({ id: batches.id, code: batches.code }).from(batches).where(inArray(batches.id, ids)) : [];
  return { ...row, lead, timeline, moveTo, batchCodes: Object.fromEntries(codes.map((b) => [b.id, b.code])) as Record<string, string> };
}
export type StudentPage = NonNullable<Awaited<ReturnType<typeof getStudent>>>;
