import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { isUuid } from "#app/lib/ids";
import { audit, changes } from "#app/server/db/audit.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import { chooseImage, deleteImageIfUnused, discardUnused, imageInUse, uploadNow } from "#app/server/storage/admin-images.server";
import { deleteStoredFile } from "#app/server/storage/storage.server";
import { LIST_URL } from "./certificate-editor";
import { refuseForm } from "./certificate-refusal.server";
import {
  CERTIFICATE_ID_LOCKED,
  certificateCreateSchema,
  certificateEditSchema,
  DUPLICATE_CERTIFICATE_ID,
  OTHER_COURSE,
} from "./certificate-schemas";
import { getCourseChoice } from "./course-choices.server";
import { courseDuration } from "./course-duration";
import type { AdminCertificate } from "./get-certificate.server";
import { issueCertificate } from "./issue-certificate.server";
import { updateCertificate } from "./update-certificate.server";

/**
 * The one action of the certificate editor (certificates/new and certificates/:id/edit):
 * the photo's immediate upload and discard (ImageUpload's fetcher posts to the editor's own
 * URL), then the save. `before` is the certificate being edited, null when creating.
 */
const SAVE_FAILED = "The certificate could not be saved. Please try again.";

export async function certificateEditorAction(request: Request, adminUserId: string, before: AdminCertificate | null) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "upload") return upload(formData);
  if (intent === "discard-upload") {
    const url = formData.get("image_url");
    if (typeof url === "string") await discardUnused("certificates", url, (u) => imageInUse(u));
    return data({ ok: true as const });
  }
  const courseError = await applyCourseChoice(formData);
  return before ? update(formData, before, adminUserId, courseError) : create(formData, adminUserId, courseError);
}

/** ImageUpload's answer: the stored URL, or the reason, each with its toast (the component shows it). */
async function upload(formData: FormData) {
  const result = await uploadNow("certificates", formData, (url) => imageInUse(url));
  if (!result.ok)
    return data(
      { ok: false as const, error: result.error, toast: { title: "Error", description: result.error, type: "error" as const } },
      { status: 400 },
    );
  return data({ ok: true as const, url: result.url, toast: { title: "Image uploaded successfully", type: "success" as const } });
}

/**
 * A course picked from the list is reloaded (never trusted from the form): its name is
 * stored as course_name, and an empty duration takes the course's. Answers the error for a
 * course that no longer exists.
 */
async function applyCourseChoice(formData: FormData): Promise<string | null> {
  const courseId = String(formData.get("course_id") ?? "").trim();
  if (!courseId || courseId === OTHER_COURSE) return null;
  const course = isUuid(courseId) ? await getCourseChoice(courseId) : null;
  if (!course) return "This course no longer exists. Choose another or type the course name.";
  formData.set("course_name", course.course_name);
  if (!String(formData.get("duration") ?? "").trim()) formData.set("duration", courseDuration(course.duration_weeks));
  return null;
}

async function create(formData: FormData, adminUserId: string, courseError: string | null) {
  const submission = parseWithZod(formData, { schema: certificateCreateSchema, disableAutoCoercion: true });
  if (courseError) return refuseForm(submission, { fieldErrors: { course_id: [courseError] } });
  if (submission.status !== "success") return refuseForm(submission);
  const { image_url: submittedUrl, suggested_id: suggestedId, ...fields } = submission.value;
  // The suggested ID sent as it was: if someone issues it first, the next number is used.
  const followSequence = suggestedId !== null && suggestedId === fields.certificate_id;
  const image = await chooseImage("certificates", formData, { current: null, submittedUrl, required: false });
  if (!image.ok) return refuseForm(submission, { fieldErrors: { image: [image.error] } });
  try {
    const result = await issueCertificate({ ...fields, certificate_image_url: image.url }, { followSequence });
    if (!result.ok) {
      if (image.uploaded) await deleteStoredFile(image.url);
      return refuseForm(submission, { fieldErrors: { certificate_id: [DUPLICATE_CERTIFICATE_ID] } });
    }
    const created = result.row;
    await audit({
      adminUserId,
      action: "certificate_created",
      details: { id: created.id, certificate_id: created.certificate_id, course_name: created.course_name },
    });
    return redirectWithToast(LIST_URL, {
      title: "Certificate added successfully",
      description: result.movedFrom
        ? `${result.movedFrom} was issued by someone else a moment ago, so this certificate is ${created.certificate_id}.`
        : undefined,
      type: "success",
    });
  } catch (error) {
    if (image.uploaded) await deleteStoredFile(image.url);
    logger.error({ err: error }, "saving a certificate failed");
    return refuseForm(submission, { formErrors: [SAVE_FAILED], status: 500 });
  }
}

/** The fields an edit may change, as the activity log records them: not the ID, the status or the code. */
/** The fields that name people or hold free text: the log says they changed, not to what. */
const PERSONAL_FIELDS = ["student_name", "approved_by", "details"] as const;

function editable(row: AdminCertificate) {
  const {
    id: _id,
    certificate_id: _certificateId,
    revoked_at: _at,
    revoked_reason: _reason,
    signature: _code,
    created_at: _created,
    ...fields
  } = row;
  return fields;
}

async function update(formData: FormData, before: AdminCertificate, adminUserId: string, courseError: string | null) {
  const submission = parseWithZod(formData, { schema: certificateEditSchema, disableAutoCoercion: true });
  // certificate_id is fixed once the record exists: a different value is refused, never written.
  const sentId = formData.get("certificate_id");
  if (typeof sentId === "string" && sentId.trim() !== before.certificate_id)
    return refuseForm(submission, { fieldErrors: { certificate_id: [CERTIFICATE_ID_LOCKED] } });
  if (courseError) return refuseForm(submission, { fieldErrors: { course_id: [courseError] } });
  if (submission.status !== "success") return refuseForm(submission);
  const { image_url: submittedUrl, ...fields } = submission.value;
  const image = await chooseImage("certificates", formData, { current: before.certificate_image_url, submittedUrl, required: false });
  if (!image.ok) return refuseForm(submission, { fieldErrors: { image: [image.error] } });
  try {
    const after = await updateCertificate(before, { ...fields, certificate_image_url: image.url });
    if (!after) {
      if (image.uploaded && image.url) await deleteImageIfUnused(image.url);
      return refuseForm(submission, {
        formErrors: ["Someone changed or removed this certificate meanwhile. Reload the page and try again."],
        status: 409,
      });
    }
    if (before.certificate_image_url !== after.certificate_image_url) await deleteImageIfUnused(before.certificate_image_url);
    await audit({
      adminUserId,
      action: "certificate_updated",
      details: { id: after.id, certificate_id: after.certificate_id, ...changes(editable(before), editable(after), PERSONAL_FIELDS) },
    });
    return redirectWithToast(LIST_URL, { title: "Certificate updated successfully", type: "success" });
  } catch (error) {
    if (image.uploaded && image.url) await deleteStoredFile(image.url);
    logger.error({ err: error }, "saving a certificate failed");
    return refuseForm(submission, { formErrors: [SAVE_FAILED], status: 500 });
  }
}
