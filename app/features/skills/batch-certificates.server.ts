import { asc, eq } from "drizzle-orm";
import { data } from "react-router";
import { isUuid } from "#app/lib/ids";
import { db } from "#app/server/db/db.server";
import { batches, certificates, courses, students } from "#app/server/db/schema";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Eligibility } from "./eligibility";
import { certificateEligibility } from "./eligibility.server";
import { findCertificateStudent, issueStudentCertificate } from "./issue-student-certificate.server";
import type { Staff } from "./staff";

type BatchCertificateRow = {
  id: string;
  full_name: string;
  student_number: string;
  eligibility: Eligibility;
  certificate_id: string | null;
};

/** A batch's students for /admin/batches/:id/certificates: each with eligibility and the certificate they hold. */
export async function loadBatchCertificates(batchId: string | undefined) {
  const [batch] = isUuid(batchId)
    ? await db
        .select({ id: batches.id, code: batches.code, status: batches.status, course_name: courses.course_name })
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.course_id))
        .where(eq(batches.id, batchId))
        .limit(1)
    : [];
  if (!batch) throw data({ error: "Batch not found" }, { status: 404 });
  const people = await db
    .select({
      id: students.id,
      full_name: students.full_name,
      student_number: students.student_number,
      certificate_id: certificates.certificate_id,
    })
    .from(students)
    .leftJoin(certificates, eq(certificates.student_id, students.id))
    .where(eq(students.batch_id, batch.id))
    .orderBy(asc(students.full_name), asc(students.student_number));
  const eligibility = await certificateEligibility(people.map((p) => p.id));
  const rows: BatchCertificateRow[] = people.flatMap((p) => {
    const e = eligibility.get(p.id);
    return e ? [{ ...p, eligibility: e }] : [];
  });
  return {
    batch,
    ready: rows.filter((r) => !r.certificate_id && r.eligibility.eligible),
    issued: rows.filter((r) => r.certificate_id),
    others: rows.filter((r) => !r.certificate_id && !r.eligibility.eligible),
  };
}

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * "Issue certificates" on a completed batch: each eligible student without one gets theirs,
 * one by one through issueStudentCertificate (a failure for one never undoes the others), and
 * the toast sums up: "Issued 14 certificates. 3 students are not eligible: …".
 */
export async function issueBatchCertificates(request: Request, batchId: string | undefined, admin: Staff) {
  const { batch, ready, others } = await loadBatchCertificates(batchId);
  const back = new URL(request.url).pathname;
  if (batch.status !== "completed")
    return refuse({
      status: 400,
      title: "Certificates not issued",
      description: "Certificates are issued to a batch once it is completed.",
    });
  let issued = 0;
  const failed: string[] = [];
  for (const row of ready) {
    const student = await findCertificateStudent(row.id);
    const outcome = student ? await issueStudentCertificate(student, admin) : null;
    if (outcome?.ok) issued++;
    else failed.push(`${row.full_name} (${outcome?.message ?? "student not found"})`);
  }
  const notes = [
    others.length
      ? `${plural(others.length, "student is", "students are")} not eligible: ${others.map((o) => `${o.full_name} (${o.eligibility.reasons.join("; ")})`).join(", ")}.`
      : null,
    failed.length ? `Not issued: ${failed.join(", ")}.` : null,
  ].filter(Boolean);
  return redirectWithToast(back, {
    title: `Issued ${plural(issued, "certificate", "certificates")}.`,
    description: notes.join(" ") || undefined,
    type: issued || !notes.length ? "success" : "info",
  });
}
