import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import type { Actor } from "#app/features/accounts/index.server";
import { isUuid } from "#app/lib/ids";
import { audit, changes } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { isUniqueViolation } from "#app/server/db/db-errors.server";
import { courses } from "#app/server/db/schema";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import { suggestBatchCode, suggestEndDate } from "./batch-format";
import { BATCHES_URL, type BatchFormValues, batchFormSchema } from "./batch-schema";
import {
  type BatchColumns,
  findBatchCodeClash,
  findTrainerClashes,
  freeBatchCode,
  getBatchRow,
  insertBatch,
  listBranches,
  listTrainerChoices,
  updateBatch,
} from "./batches-admin.server";
import { recountCourseSeats } from "./seats.server";

const SAVE_FAILED = "Failed to save batch";
const GONE = "This batch no longer exists.";
const duplicateCode = (code: string) => `Batch code ${code} is already used by another batch. Choose another code.`;

type Reply = SubmissionResult<string[]>;
type Before = NonNullable<Awaited<ReturnType<typeof getBatchRow>>>;

/** The first message of a reply, under the toast's title (the field shows it too). */
const firstMessage = (error: Record<string, string[] | null> | null | undefined) => Object.values(error ?? {}).find((m) => m?.length)?.[0];

/**
 * The batch editor's save (batches/new and batches/:id/edit): the form through its schema, then
 * the checks the schema cannot make (the course exists, the branch is one of the settings', the
 * trainer is active staff, the code is free), the empty suggestions filled from the course, one
 * transaction for the write, its audit entry and the course's seats; then the batch page. A
 * trainer teaching another batch at the same time is a warning, never a refusal: the toast says
 * so and the batch page keeps showing it.
 */
export async function saveBatch(request: Request, admin: Pick<Actor, "id">, id: string | null) {
  const submission = parseWithZod(await request.formData(), { schema: batchFormSchema, disableAutoCoercion: true });
  const refused = (reply: Reply, status = 400) => refuse({ status, title: SAVE_FAILED, description: firstMessage(reply.error) }, reply);
  if (submission.status !== "success") return refused(submission.reply());
  const before = id === null ? null : isUuid(id) ? await getBatchRow(id) : null;
  if (id !== null && !before) return refused(submission.reply({ formErrors: [GONE] }), 404);

  const checked = await completeValues(submission.value, before);
  if ("field" in checked) return refused(submission.reply({ fieldErrors: { [checked.field]: [checked.message] } }));
  const values = checked.values;
  const duplicate = () => refused(submission.reply({ fieldErrors: { code: [duplicateCode(values.code)] } }));
  if (await findBatchCodeClash(values.code, before?.id ?? null)) return duplicate();

  try {
    const saved = await db.transaction(async (tx) => {
      const row = before ? await updateBatch(tx, before.id, values) : await insertBatch(tx, values);
      if (!row) return null;
      const action = before ? "batch_updated" : "batch_created";
      const details = before
        ? { batch_id: row.id, code: row.code, ...changes(auditFields(before), auditFields(row)) }
        : { batch_id: row.id, code: row.code, course_id: row.course_id };
      await audit({ adminUserId: admin.id, action, details }, tx);
      // A batch moved to another course takes its students' seats along.
      await recountCourseSeats(tx, row.course_id);
      if (before && before.course_id !== row.course_id) await recountCourseSeats(tx, before.course_id);
      return row;
    });
    if (!saved) return refused(submission.reply({ formErrors: [GONE] }), 404);
    const clashes = await findTrainerClashes(saved);
    const title = before ? "Batch updated successfully" : "Batch created successfully";
    const description = clashes.length ? trainerClashWarning(clashes.map((c) => c.code)) : undefined;
    return redirectWithToast(`${BATCHES_URL}/${saved.id}`, { title, description, type: clashes.length ? "info" : "success" });
  } catch (error) {
    // Two people saving the same code at once: the unique index decides, the message stays clear.
    if (isUniqueViolation(error)) return duplicate();
    logger.error({ err: error }, "saving a batch failed");
    return refused(submission.reply({ formErrors: ["Something went wrong. Please try again."] }), 500);
  }
}

/** The warning the toast and the batch page show: the trainer's other batches at the same time. */
function trainerClashWarning(codes: string[]): string {
  return `Warning: the trainer also teaches ${codes.join(", ")} at the same time (overlapping dates, days and hours).`;
}

type Checked = { values: BatchColumns & { code: string; end_date: string } } | { field: keyof BatchFormValues; message: string };

/** The checks against stored data, and the empty fields filled with what the course suggests. */
async function completeValues(form: BatchFormValues, before: Before | null): Promise<Checked> {
  const [course] = await db
    .select({ code: courses.course_code, weeks: courses.duration_weeks, max: courses.max_students })
    .from(courses)
    .where(eq(courses.id, form.course_id))
    .limit(1);
  if (!course) return { field: "course_id", message: "Please select a course" };
  // A branch since removed from the settings may stay on a batch that already had it.
  const branches = await listBranches();
  if (!branches.includes(form.branch) && form.branch !== before?.branch)
    return { field: "branch", message: "Please select a branch from the list" };
  if (form.trainer_user_id && form.trainer_user_id !== before?.trainer_user_id) {
    const staff = await listTrainerChoices();
    if (!staff.some((s) => s.id === form.trainer_user_id))
      return { field: "trainer_user_id", message: "Please select a trainer from the list" };
  }
  const startDate = form.start_date as string;
  const endDate = form.end_date ?? suggestEndDate(startDate, course.weeks);
  if (endDate < startDate) return { field: "end_date", message: "End date cannot be before the start date" };
  const code = form.code ?? (await freeBatchCode(suggestBatchCode(course.code, startDate)));
  return {
    values: {
      course_id: form.course_id,
      code,
      branch: form.branch,
      start_date: startDate,
      end_date: endDate,
      days: form.days,
      start_time: form.start_time,
      end_time: form.end_time,
      trainer_user_id: form.trainer_user_id,
      capacity: form.capacity ?? course.max,
      status: form.status,
    },
  };
}

/** What the update's audit entry compares: the batch's own fields, no timestamps. */
function auditFields(row: Before): Record<string, unknown> {
  const { id: _id, created_at: _c, updated_at: _u, ...fields } = row;
  return { ...fields, start_time: fields.start_time.slice(0, 5), end_time: fields.end_time.slice(0, 5) };
}
