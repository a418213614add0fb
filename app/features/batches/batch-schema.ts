import { z } from "zod";
import { BATCH_STATUSES } from "#app/lib/batch-vocabulary";
import { isUuid } from "#app/lib/ids";

/**
 * The batch editor's form (new and edit share it). Values arrive as FormData strings, in the
 * browser and in the action alike. Left empty, the code, end date and capacity are filled on
 * the server from the course (suggestBatchCode, suggestEndDate, max_students), so the form
 * works without JavaScript too; with it, the editor shows the same suggestions as one types.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const MAX_CAPACITY = 500;

/** The list; the batch page is `${BATCHES_URL}/{id}`. */
export const BATCHES_URL = "/admin/batches";

const isDate = (v: string) =>
  DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().trim());

const dateField = (label: string, required: boolean) =>
  text.transform((v, ctx): string | null => {
    if (!v) {
      if (required) ctx.addIssue({ code: "custom", message: `${label} is required` });
      return null;
    }
    if (!isDate(v)) ctx.addIssue({ code: "custom", message: `${label} must be a valid date` });
    return v;
  });

const timeField = (label: string) =>
  text.transform((v, ctx) => {
    if (!v) ctx.addIssue({ code: "custom", message: `${label} is required` });
    else if (!TIME.test(v)) ctx.addIssue({ code: "custom", message: `${label} must be a time, e.g. 10:00` });
    return v.slice(0, 5);
  });

export const batchFormSchema = z
  .object({
    course_id: text.refine(isUuid, "Please select a course"),
    code: text
      .pipe(
        z
          .string()
          .max(40, "Batch code must be at most 40 characters")
          .regex(/^([A-Za-z0-9][A-Za-z0-9/_-]*)?$/, "Use letters, digits and dashes only, e.g. MRC-2026-07"),
      )
      .transform((v) => (v ? v.toUpperCase() : null)),
    branch: text.pipe(z.string().min(1, "Please select a branch").max(100, "Branch must be at most 100 characters")),
    start_date: dateField("Start date", true),
    end_date: dateField("End date", false),
    days: z.preprocess(
      (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(z.enum(["0", "1", "2", "3", "4", "5", "6"], { message: "Choose days from Monday to Sunday" }))
        .min(1, "Choose at least one day")
        .transform((list) => [...new Set(list.map(Number))].sort((a, b) => a - b)),
    ),
    start_time: timeField("Start time"),
    end_time: timeField("End time"),
    trainer_user_id: text.pipe(z.string().max(100)).transform((v) => (v ? v : null)),
    capacity: text.transform((v, ctx): number | null => {
      if (!v) return null;
      const n = Number(v);
      if (!Number.isInteger(n)) ctx.addIssue({ code: "custom", message: "Capacity must be a whole number" });
      else if (n < 1) ctx.addIssue({ code: "custom", message: "Capacity must be at least 1" });
      else if (n > MAX_CAPACITY) ctx.addIssue({ code: "custom", message: `Capacity must be at most ${MAX_CAPACITY}` });
      return n;
    }),
    status: text.pipe(z.enum(BATCH_STATUSES, { message: "Please select a status" })),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date)
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "End date cannot be before the start date" });
    if (TIME.test(v.start_time) && TIME.test(v.end_time) && v.end_time <= v.start_time)
      ctx.addIssue({ code: "custom", path: ["end_time"], message: "End time must be after the start time" });
  });

export type BatchFormValues = z.output<typeof batchFormSchema>;

/** The list's and batch page's row actions: only the confirmed delete. */
export const batchRowActionSchema = z.object({
  intent: z.literal("delete"),
  id: z.string().refine(isUuid),
});
