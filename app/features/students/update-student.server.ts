import { eq } from "drizzle-orm";
import { recountCourseSeats } from "#app/features/batches/index.server";
import { audit, changes } from "#app/server/db/audit.server";
import type { Transaction } from "#app/server/db/db.server";
import { Refused, refusable } from "#app/server/db/refusable.server";
import { batches, studentEvents, students } from "#app/server/db/schema";
import { claimSeat, type StaffActor } from "./seats.server";
import { refusal } from "./student-result";
import type { MoveInput, StudentDetailsInput } from "./student-schemas";

/** Contact fields: named in the log when they change, never with their values (decision 025). */
const CONTACT = ["full_name", "phone", "email", "guardian_name", "guardian_phone", "address"] as const;

async function lockStudent(tx: Transaction, studentId: string) {
  const [student] = await tx.select().from(students).where(eq(students.id, studentId)).for("update");
  if (!student) throw new Refused(refusal(404, "This student no longer exists"));
  return student;
}

/**
 * The student page's details: contact fields and status. A change of status is a timeline
 * event and moves the course's seats; back to Studying needs a seat in the batch.
 */
export function updateStudentDetails(studentId: string, input: StudentDetailsInput, actor: StaffActor) {
  return refusable(async (tx) => {
    const student = await lockStudent(tx, studentId);
    const statusChanged = student.status !== input.status;
    if (statusChanged && input.status === "studying") await claimSeat(tx, student.batch_id, { override: false }, actor);
    await tx
      .update(students)
      .set({ ...input, updated_at: new Date() })
      .where(eq(students.id, studentId));
    if (statusChanged) {
      await tx
        .insert(studentEvents)
        .values({ student_id: studentId, type: "status", actor_id: actor.id, details: { before: student.status, after: input.status } });
      const [batch] = await tx.select({ course_id: batches.course_id }).from(batches).where(eq(batches.id, student.batch_id));
      await recountCourseSeats(tx, batch.course_id);
    }
    const change = changes(student, input, CONTACT);
    await audit({ adminUserId: actor.id, action: "update_student", details: { student_id: studentId, ...change } }, tx);
    return { ok: true as const };
  });
}

/**
 * Moves a student to another batch (audited, a "moved" event). Their attendance stays theirs:
 * each day keeps the batch it was marked in. A studying student needs a seat in the target,
 * or an admin's override with a reason.
 */
export function moveStudent(studentId: string, input: MoveInput, actor: StaffActor) {
  return refusable(async (tx) => {
    const student = await lockStudent(tx, studentId);
    if (student.batch_id === input.batch_id) throw new Refused(refusal(400, "The student is already in this batch", "batch_id"));
    const [from] = await tx.select({ course_id: batches.course_id }).from(batches).where(eq(batches.id, student.batch_id));
    const needsSeat = student.status === "studying";
    const { batch, overridden } = await claimSeat(tx, input.batch_id, { ...input, needsSeat }, actor);
    await tx.update(students).set({ batch_id: batch.id, updated_at: new Date() }).where(eq(students.id, studentId));
    const override = overridden ? { override: true, reason: input.override_reason } : { override: false };
    const details = { from_batch_id: student.batch_id, to_batch_id: batch.id, ...override };
    await tx.insert(studentEvents).values({ student_id: studentId, type: "moved", actor_id: actor.id, details });
    await recountCourseSeats(tx, batch.course_id);
    if (from && from.course_id !== batch.course_id) await recountCourseSeats(tx, from.course_id);
    await audit({ adminUserId: actor.id, action: "move_student", details: { student_id: studentId, ...details } }, tx);
    return { ok: true as const, batchCode: batch.code };
  });
}
