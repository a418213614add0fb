import { parseWithZod } from "@conform-to/zod/v4";
import { feeAmountRefusal } from "#app/features/fees/index.server";
import { courseListHref } from "#app/lib/course-admin";
import { courseFormSchema, DUPLICATE_COURSE_CODE } from "#app/lib/validation/course";
import { audit, changes } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { isUniqueViolation } from "#app/server/db/db-errors.server";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import { courseAuditFields, createCourse, findCourseCodeClash, getAdminCourse, updateCourse } from "./courses-admin.server";

/** The list URL to return to: the search and page kept, the editor closed. */
const courseListUrl = (request: Request) => courseListHref(new URL(request.url).search);

const SAVE_FAILED = "Failed to save course";

/**
 * The one action of the course editor (`courses/new` and `courses/:id/edit`, decision 013): parse with
 * the shared schema, refuse a code another course has, write, audit, back to the list with the
 * spec's toast. A refusal keeps the dialog open with Conform's reply (the values as sent) and the
 * spec's 'Failed to save course' toast; nothing is written.
 */
export async function courseEditorAction(request: Request, formData: FormData, adminId: string, courseId: string | null) {
  const submission = parseWithZod(formData, { schema: courseFormSchema, disableAutoCoercion: true });
  const refused = (reply: ReturnType<typeof submission.reply>, status: number) =>
    refuse({ status, title: SAVE_FAILED, description: firstMessage(reply.error) }, reply);
  if (submission.status !== "success") return refused(submission.reply(), 400);
  const values = submission.value;
  const duplicate = () => refused(submission.reply({ fieldErrors: { course_code: [DUPLICATE_COURSE_CODE] } }), 400);
  const gone = () => refused(submission.reply({ formErrors: ["This course no longer exists."] }), 404);

  try {
    if (courseId === null) {
      if (await findCourseCodeClash(values.course_code)) return duplicate();
      const created = await createCourse(values);
      await audit({
        adminUserId: adminId,
        action: "course_created",
        details: { course_id: created.id, course_name: created.course_name, course_code: created.course_code },
      });
      return redirectWithToast(courseListUrl(request), { title: "Course created successfully", type: "success" });
    }

    const before = await getAdminCourse(courseId);
    if (!before) return gone();
    if (await findCourseCodeClash(values.course_code, before.id)) return duplicate();
    // A saved fee plan must still add up to the fee, as the plan editor checks the other way round:
    // checked and written in one transaction with the course locked, so a plan edit cannot slip between.
    const saved = await db.transaction(async (tx) => {
      const feeRefused = await feeAmountRefusal(before.id, values.fee_amount, tx);
      if (feeRefused) return { feeRefused, after: null };
      const after = await updateCourse(before.id, values, tx);
      if (after)
        await audit(
          {
            adminUserId: adminId,
            action: "course_updated",
            details: {
              course_id: after.id,
              course_name: after.course_name,
              course_code: after.course_code,
              // The instructor is a person: named as changed, without the names.
              ...changes(courseAuditFields(before), courseAuditFields(after), ["instructor_name"]),
            },
          },
          tx,
        );
      return { feeRefused: null, after };
    });
    if (saved.feeRefused) return refused(submission.reply({ fieldErrors: { fee_amount: [saved.feeRefused] } }), 400);
    if (!saved.after) return gone();
    return redirectWithToast(courseListUrl(request), { title: "Course updated successfully", type: "success" });
  } catch (error) {
    // Two people saving the same code at once: the unique index decides, the message stays clear.
    if (isUniqueViolation(error)) return duplicate();
    logger.error({ err: error }, "saving a course failed");
    return refused(submission.reply({ formErrors: ["Something went wrong. Please try again."] }), 500);
  }
}

/** The first message of a reply, shown under the toast's title (the field shows it too). */
function firstMessage(error: Record<string, string[] | null> | null | undefined): string | undefined {
  return Object.values(error ?? {}).find((messages) => messages?.length)?.[0];
}
