import { eq } from "drizzle-orm";
import { recountCourseSeats } from "#app/features/batches/index.server";
import { createDuesForAdmission } from "#app/features/fees/index.server";
import { changeLeadStatus } from "#app/features/lead-desk/index.server";
import { audit } from "#app/server/db/audit.server";
import { db, type Transaction } from "#app/server/db/db.server";
import { documentNumber, takeNextNumber } from "#app/server/db/document-series.server";
import { Refused, refusable } from "#app/server/db/refusable.server";
import { leads, siteSettings, studentEvents, students } from "#app/server/db/schema";
import { claimSeat, type StaffActor } from "./seats.server";
import { refusal } from "./student-result";
import type { AdmitInput } from "./student-schemas";

/** The next student number, PREFIX-YEAR-NNNN, YEAR being the India year of admission. */
async function nextStudentNumber(tx: Transaction, admittedOn: string): Promise<string> {
  const [settings] = await tx.select({ prefix: siteSettings.student_number_prefix }).from(siteSettings).where(eq(siteSettings.id, 1));
  const series = `${settings?.prefix || "STU"}-${admittedOn.slice(0, 4)}`;
  return documentNumber(series, await takeNextNumber(tx, series));
}

/**
 * Admits a lead to a batch (decision 042-student-admission), in one transaction: the seat,
 * the student number, the student, their dues from the course's fee plan, their "admitted" event, the lead set to Enrolled through
 * the lead desk's own status change (its timeline and enquiry follow), the course's seats
 * recounted and the audit entry. A refusal changes nothing.
 */
export function admitStudent(leadId: string, input: AdmitInput, actor: StaffActor) {
  return refusable<{ studentId: string; studentNumber: string }>(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) throw new Refused(refusal(404, "This lead no longer exists"));
    const [already] = await tx.select({ number: students.student_number }).from(students).where(eq(students.lead_id, leadId));
    if (already) throw new Refused(refusal(409, `This lead is already student ${already.number}`));
    const { batch, overridden } = await claimSeat(tx, input.batch_id, input, actor);
    const studentNumber = await nextStudentNumber(tx, input.admitted_on);
    const { override: _override, override_reason, ...fields } = input;
    const [student] = await tx
      .insert(students)
      .values({ ...fields, student_number: studentNumber, lead_id: leadId, status: "studying" })
      .returning({ id: students.id });
    const override = overridden ? { override: true, reason: override_reason } : { override: false };
    await tx.insert(studentEvents).values({
      student_id: student.id,
      type: "admitted",
      actor_id: actor.id,
      details: { batch_id: batch.id, lead_id: leadId, ...override },
    });
    await createDuesForAdmission(tx, {
      studentId: student.id,
      courseId: batch.course_id,
      batchStart: batch.start_date,
      admittedOn: input.admitted_on,
    });
    const enrolled = await changeLeadStatus(tx, leadId, "enrolled", actor, { seatInBatch: true });
    if (!enrolled.ok) throw new Refused(refusal(409, enrolled.message));
    await recountCourseSeats(tx, batch.course_id);
    await audit(
      {
        adminUserId: actor.id,
        action: "admit_student",
        details: { student_id: student.id, student_number: studentNumber, lead_id: leadId, batch_id: batch.id, ...override },
      },
      tx,
    );
    return { ok: true as const, studentId: student.id, studentNumber };
  });
}

/** The student admitted from a lead, if any: the lead page shows them instead of "Admit to batch". */
export async function studentOfLead(leadId: string) {
  const [row] = await db
    .select({ id: students.id, student_number: students.student_number })
    .from(students)
    .where(eq(students.lead_id, leadId));
  return row ?? null;
}
