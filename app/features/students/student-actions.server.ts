import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { admitStudent } from "./admit-student.server";
import type { StaffActor } from "./seats.server";
import type { Refusal } from "./student-result";
import { admitSchema, moveSchema, studentDetailsSchema } from "./student-schemas";
import { moveStudent, updateStudentDetails } from "./update-student.server";

/**
 * The students' form posts (decision 013): parse with the form's schema (400 with Conform's
 * reply and the first message as the error toast), then the model; its refusal stands under
 * its field (or above the form), a success redirects with a toast.
 */
async function refuseForm(submission: Submission<unknown>, title: string, refused?: Refusal) {
  const reply = refused
    ? submission.reply(refused.field ? { fieldErrors: { [refused.field]: [refused.message] } } : { formErrors: [refused.message] })
    : submission.reply();
  const message = refused?.message ?? Object.values(reply.error ?? {}).find((m) => m?.length)?.[0] ?? "Please check the form";
  return refuse({ status: refused?.status ?? 400, title, description: message }, reply);
}

/** "Admit to batch" on a lead (/admin/leads/{id}/admit): success opens the new student's page. */
export async function runAdmission(formData: FormData, leadId: string, actor: StaffActor) {
  const submission = parseWithZod(formData, { schema: admitSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return refuseForm(submission, "Could not admit the student");
  const result = await admitStudent(leadId, submission.value, actor);
  if (!result.ok) return refuseForm(submission, "Could not admit the student", result);
  return redirectWithToast(`/admin/students/${result.studentId}`, { title: `Admitted as ${result.studentNumber}`, type: "success" });
}

/** The student page's two forms, by `intent`: the details (contact and status) and a move to another batch. */
export async function runStudentIntent(formData: FormData, studentId: string, actor: StaffActor) {
  const url = `/admin/students/${studentId}`;
  if (formData.get("intent") === "move") {
    const submission = parseWithZod(formData, { schema: moveSchema, disableAutoCoercion: true });
    if (submission.status !== "success") return refuseForm(submission, "Could not move the student");
    const result = await moveStudent(studentId, submission.value, actor);
    if (!result.ok) return refuseForm(submission, "Could not move the student", result);
    return redirectWithToast(url, { title: `Moved to batch ${result.batchCode}`, type: "success" });
  }
  const submission = parseWithZod(formData, { schema: studentDetailsSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return refuseForm(submission, "Could not save the student");
  const result = await updateStudentDetails(studentId, submission.value, actor);
  if (!result.ok) return refuseForm(submission, "Could not save the student", result);
  return redirectWithToast(url, { title: "Student updated", type: "success" });
}
