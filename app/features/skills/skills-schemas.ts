import { z } from "zod";

/**
 * The practical-skills forms (decision "Practical tasks and earned certificates"): the course
 * editor's task list, a trainer's sign-off and its undo, and issuing a certificate. One schema
 * each, the messages shown as they are.
 */

export const TASK_TITLE_MAX = 200;

const taskId = z.uuid("Unknown practical task");
const title = z
  .string({ error: "Task title is required" })
  .trim()
  .min(1, "Task title is required")
  .max(TASK_TITLE_MAX, `Task title must be at most ${TASK_TITLE_MAX} characters`);
const titleHi = z
  .string()
  .trim()
  .max(TASK_TITLE_MAX, `Hindi title must be at most ${TASK_TITLE_MAX} characters`)
  .optional()
  .transform((v) => (v ? v : null));

/** The course editor's "Practical tasks" section: each button posts its own `intent`. */
export const courseTaskIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("task-add"), title, title_hi: titleHi }),
  z.object({ intent: z.literal("task-rename"), task_id: taskId, title, title_hi: titleHi }),
  z.object({ intent: z.literal("task-up"), task_id: taskId }),
  z.object({ intent: z.literal("task-down"), task_id: taskId }),
  z.object({
    intent: z.literal("task-remove"),
    task_id: taskId,
    /** A task already signed off for students is removed only when this is ticked. */
    remove_signoffs: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true" || v === "1"),
  }),
]);

export type CourseTaskIntent = z.output<typeof courseTaskIntentSchema>;

/** Whether a posted form is one of the task section's (the course editor's own form has no such intent). */
export const isCourseTaskIntent = (intent: unknown) => typeof intent === "string" && intent.startsWith("task-");

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A trainer's tick on /admin/batches/:id/tasks, and its undo. */
export const signoffIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("sign"),
    student_id: z.uuid("Unknown student"),
    task_id: taskId,
    signed_on: z
      .string({ error: "Date is required" })
      .trim()
      .refine((v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Date must be a valid date"),
  }),
  z.object({ intent: z.literal("undo"), student_id: z.uuid("Unknown student"), task_id: taskId }),
]);

export const OVERRIDE_REASON_MAX = 500;

/** "Issue certificate": a super admin may tick "Issue anyway" for a student not yet eligible, with a reason. */
export const issueCertificateSchema = z
  .object({
    override: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true" || v === "1"),
    reason: z
      .string()
      .trim()
      .max(OVERRIDE_REASON_MAX, `The reason must be at most ${OVERRIDE_REASON_MAX} characters`)
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .refine((v) => !v.override || v.reason !== null, { path: ["reason"], message: "A reason is required to issue anyway" });
