import { and, eq, isNotNull } from "drizzle-orm";
import { certificateCreateSchema, courseDuration } from "#app/features/certificates";
import { issueCertificate, suggestCertificateId } from "#app/features/certificates/index.server";
import { indiaDate } from "#app/lib/india-time";
import { audit } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { batches, certificates, courses, studentEvents, students } from "#app/server/db/schema";
import { certificateEligibility } from "./eligibility.server";
import type { Staff } from "./staff";

/** The student, their batch's course, and the certificate they already hold (if any). */
export async function findCertificateStudent(studentId: string) {
  const [row] = await db
    .select({
      id: students.id,
      full_name: students.full_name,
      student_number: students.student_number,
      batch_id: students.batch_id,
      batch_code: batches.code,
      course_id: courses.id,
      course_name: courses.course_name,
      duration_weeks: courses.duration_weeks,
    })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batch_id))
    .innerJoin(courses, eq(courses.id, batches.course_id))
    .where(eq(students.id, studentId))
    .limit(1);
  if (!row) return null;
  return { ...row, certificate: await studentCertificate(studentId) };
}

export type CertificateStudent = NonNullable<Awaited<ReturnType<typeof findCertificateStudent>>>;

/** The certificate a student earned (one per student), or null. */
async function studentCertificate(studentId: string) {
  const [row] = await db
    .select({ id: certificates.id, certificate_id: certificates.certificate_id, revoked_at: certificates.revoked_at })
    .from(certificates)
    .where(and(isNotNull(certificates.student_id), eq(certificates.student_id, studentId)))
    .limit(1);
  return row ?? null;
}

export type IssueOutcome = { ok: true; certificateId: string } | { ok: false; status: number; message: string };

/** The name printed under "Approved by": the admin's profile name, else their account's name or e-mail. */
function approverName(admin: Staff): string {
  const profileName = [admin.profile.first_name, admin.profile.last_name].filter(Boolean).join(" ").trim();
  return profileName || admin.name || admin.email;
}

/**
 * Issues an eligible student's certificate through the certificate flow (the form's own rules,
 * the PREFIX-YEAR-NNNN sequence, the signature that the QR code and PDF carry), filled from the
 * student, their course and its duration, dated today in India and approved by the admin. A
 * student not eligible is refused unless a super admin issues anyway with a reason; a second
 * certificate for one student is refused (the student's row is locked while it is linked).
 */
export async function issueStudentCertificate(
  student: CertificateStudent,
  admin: Staff,
  { override = false, reason = null }: { override?: boolean; reason?: string | null } = {},
): Promise<IssueOutcome> {
  if (student.certificate) return already(student.certificate.certificate_id);
  const eligibility = (await certificateEligibility([student.id])).get(student.id);
  const eligible = eligibility?.eligible === true;
  if (!eligible && !override) return { ok: false, status: 400, message: `Not eligible yet: ${eligibility?.reasons.join("; ")}.` };
  if (!eligible && admin.profile.role !== "super_admin")
    return { ok: false, status: 403, message: "Only a super admin can issue a certificate to a student who is not eligible." };
  const suggested = await suggestCertificateId();
  const form = certificateCreateSchema.safeParse({
    certificate_id: suggested,
    suggested_id: suggested,
    student_name: student.full_name,
    course_name: student.course_name,
    course_id: student.course_id,
    duration: courseDuration(student.duration_weeks),
    issue_date: indiaDate(),
    approved_by: approverName(admin),
  });
  if (!form.success) return { ok: false, status: 400, message: form.error.issues[0]?.message ?? "The certificate could not be filled in." };
  const { suggested_id: _suggested, image_url: _image, ...values } = form.data;
  const issued = await issueCertificate({ ...values, certificate_image_url: null }, { followSequence: true });
  if (!issued.ok) return { ok: false, status: 409, message: "The certificate ID was taken. Please try again." };
  const linked = await linkToStudent(issued.row, student.id, admin, eligible ? null : reason);
  if (!linked.ok) {
    // Someone issued this student's certificate meanwhile: theirs stands, this one goes.
    await db.delete(certificates).where(eq(certificates.id, issued.row.id));
    return already(linked.existing);
  }
  return { ok: true, certificateId: issued.row.certificate_id };
}

const already = (certificateId: string): IssueOutcome => ({
  ok: false,
  status: 409,
  message: `This student already has certificate ${certificateId}.`,
});

/**
 * Links the new certificate to the student, writes "certificate_issued" on their timeline and
 * the audit entries, in one transaction that holds the student's row: two admins issuing at
 * once link one certificate. An override's reason goes on the timeline (erased with the
 * student); the log keeps its length (decision 025).
 */
async function linkToStudent(
  row: { id: string; certificate_id: string; course_name: string },
  studentId: string,
  admin: Staff,
  overrideReason: string | null,
): Promise<{ ok: true } | { ok: false; existing: string }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for("update");
    const [existing] = await tx
      .select({ certificate_id: certificates.certificate_id })
      .from(certificates)
      .where(eq(certificates.student_id, studentId))
      .limit(1);
    if (existing) return { ok: false as const, existing: existing.certificate_id };
    await tx.update(certificates).set({ student_id: studentId }).where(eq(certificates.id, row.id));
    const override = overrideReason !== null;
    await tx.insert(studentEvents).values({
      student_id: studentId,
      type: "certificate_issued",
      details: { certificate_id: row.certificate_id, ...(override ? { override: true, reason: overrideReason } : {}) },
      actor_id: admin.id,
    });
    const details = { id: row.id, certificate_id: row.certificate_id, course_name: row.course_name, student_id: studentId };
    await audit({ adminUserId: admin.id, action: "certificate_created", details }, tx);
    if (override)
      await audit(
        { adminUserId: admin.id, action: "certificate_issued_anyway", details: { ...details, reason_length: overrideReason.length } },
        tx,
      );
    return { ok: true as const };
  });
}
