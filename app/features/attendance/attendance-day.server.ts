import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "#app/features/accounts/index.server";
import type { AttendanceMark } from "#app/lib/batch-vocabulary";
import { indiaDate } from "#app/lib/india-time";
import { audit } from "#app/server/db/audit.server";
import { db, type Transaction } from "#app/server/db/db.server";
import { adminLogs, attendance, batches, courses, students } from "#app/server/db/schema";
import { markingRefusal } from "./attendance-days";
import type { AttendanceSheet } from "./attendance-schemas";

/** What the attendance page needs of a batch: its calendar, its trainer (assertTeaches) and its names. */
export async function getBatchCalendar(batchId: string) {
  const [batch] = await db
    .select({
      id: batches.id,
      code: batches.code,
      course_name: courses.course_name,
      start_date: batches.start_date,
      end_date: batches.end_date,
      days: batches.days,
      trainer_user_id: batches.trainer_user_id,
    })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.course_id))
    .where(eq(batches.id, batchId))
    .limit(1);
  return batch ?? null;
}
export type BatchCalendarRow = NonNullable<Awaited<ReturnType<typeof getBatchCalendar>>>;

/** The students who sit in the batch now, by name: the sheet's rows. */
function studyingStudents(batchId: string) {
  return db
    .select({ id: students.id, full_name: students.full_name, student_number: students.student_number })
    .from(students)
    .where(and(eq(students.batch_id, batchId), eq(students.status, "studying")))
    .orderBy(asc(students.full_name), asc(students.id));
}

/**
 * A day's sheet: every studying student with the mark stored for the day, or Present when the
 * day has not been saved yet (`saved` says which).
 */
export async function getAttendanceSheet(batchId: string, day: string) {
  const people = await studyingStudents(batchId);
  const stored = people.length
    ? await db
        .select({ student_id: attendance.student_id, mark: attendance.mark })
        .from(attendance)
        .where(
          and(
            eq(attendance.day, day),
            inArray(
              attendance.student_id,
              people.map((p) => p.id),
            ),
          ),
        )
    : [];
  const marks = new Map(stored.map((row) => [row.student_id, row.mark]));
  return {
    saved: stored.length > 0,
    students: people.map((p) => ({ ...p, mark: marks.get(p.id) ?? ("present" as AttendanceMark), stored: marks.has(p.id) })),
  };
}

export type SaveOutcome =
  | { ok: true; changed: { student_id: string; from: AttendanceMark | null; to: AttendanceMark }[]; repeated: boolean }
  | { ok: false; status: 400; message: string };

const NOT_IN_BATCH = "A student on this sheet is no longer in this batch. Reload the page and mark the day again.";

/**
 * Stores a day's marks in one transaction: one row per student and day, inserted or updated
 * (never a second row), and one audit entry naming the marks that changed (none when nothing
 * did). A save the server has already applied (its save id is in the log: the phone sent it
 * again after losing the answer) changes nothing.
 */
export async function saveAttendanceSheet(
  batch: BatchCalendarRow,
  day: string,
  sheet: AttendanceSheet,
  actor: Actor,
  today = indiaDate(),
): Promise<SaveOutcome> {
  const refusal = markingRefusal(batch, day, { today, trainer: actor.profile.role === "trainer" });
  if (refusal) return { ok: false, status: 400, message: refusal };
  const ids = Object.keys(sheet.marks);
  return db.transaction(async (tx) => {
    if (sheet.saveId && (await alreadyApplied(tx, sheet.saveId))) return { ok: true, changed: [], repeated: true };
    const members = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.batch_id, batch.id), eq(students.status, "studying"), inArray(students.id, ids)));
    if (members.length !== ids.length) return { ok: false, status: 400, message: NOT_IN_BATCH };
    const before = await tx
      .select({ student_id: attendance.student_id, mark: attendance.mark })
      .from(attendance)
      .where(and(eq(attendance.day, day), inArray(attendance.student_id, ids)));
    const previous = new Map(before.map((row) => [row.student_id, row.mark]));
    const changed = ids
      .filter((id) => previous.get(id) !== sheet.marks[id])
      .map((id) => ({ student_id: id, from: previous.get(id) ?? null, to: sheet.marks[id] }));
    if (changed.length === 0) return { ok: true, changed, repeated: false };
    await tx
      .insert(attendance)
      .values(changed.map((c) => ({ student_id: c.student_id, day, batch_id: batch.id, mark: c.to, marked_by: actor.id })))
      .onConflictDoUpdate({
        target: [attendance.student_id, attendance.day],
        set: { mark: sql`excluded.mark`, batch_id: sql`excluded.batch_id`, marked_by: sql`excluded.marked_by`, marked_at: sql`now()` },
      });
    await audit(
      {
        adminUserId: actor.id,
        action: "attendance_saved",
        details: { batch_id: batch.id, day, save_id: sheet.saveId ?? null, changes: changed },
      },
      tx,
    );
    return { ok: true, changed, repeated: false };
  });
}

async function alreadyApplied(tx: Transaction, saveId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: adminLogs.id })
    .from(adminLogs)
    .where(and(eq(adminLogs.action, "attendance_saved"), sql`${adminLogs.details}->>'save_id' = ${saveId}`))
    .limit(1);
  return Boolean(row);
}
