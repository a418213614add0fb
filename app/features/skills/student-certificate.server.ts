import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { isUuid } from "#app/lib/ids";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { certificateEligibility } from "./eligibility.server";
import { findCertificateStudent, issueStudentCertificate } from "./issue-student-certificate.server";
import { issueCertificateSchema } from "./skills-schemas";
import type { Staff } from "./staff";
import type { StudentCertificateData } from "./student-certificate";

const notFound = () => data({ error: "Student not found" }, { status: 404 });

async function studentOr404(studentId: string | undefined) {
  const student = isUuid(studentId) ? await findCertificateStudent(studentId) : null;
  if (!student) throw notFound();
  return student;
}

/**
 * The student page's "Certificate" card data (StudentCertificateCard): eligibility, the
 * certificate they hold, whether this admin may issue anyway. A 404 for an unknown student.
 */
export async function studentCertificateSection(studentId: string | undefined, admin: Staff) {
  const student = await studentOr404(studentId);
  const eligibility = (await certificateEligibility([student.id])).get(student.id);
  if (!eligibility) throw notFound();
  const card: StudentCertificateData = {
    studentId: student.id,
    eligibility,
    certificate: student.certificate,
    canOverride: admin.profile.role === "super_admin",
  };
  return { student, card };
}

/** Where to return after issuing: the student's own page when it posted, else the certificate page. */
function backTo(formData: FormData, studentId: string): string {
  const back = formData.get("back");
  return back === `/admin/students/${studentId}` ? back : `/admin/students/${studentId}/certificate`;
}

/** POST /admin/students/:id/certificate: issues the student's certificate (issueStudentCertificate). */
export async function studentCertificateAction(request: Request, studentId: string | undefined, admin: Staff) {
  const student = await studentOr404(studentId);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: issueCertificateSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).find((m) => m?.length)?.[0] ?? "Check the form and try again.";
    return refuse({ status: 400, title: "Certificate not issued", description: message });
  }
  const outcome = await issueStudentCertificate(student, admin, submission.value);
  if (!outcome.ok) return refuse({ status: outcome.status, title: "Certificate not issued", description: outcome.message });
  return redirectWithToast(backTo(formData, student.id), {
    title: "Certificate issued",
    description: `${outcome.certificateId} for ${student.full_name}`,
    type: "success",
  });
}
