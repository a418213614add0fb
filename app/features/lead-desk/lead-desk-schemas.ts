import { z } from "zod";
import { indiaDateTime } from "#app/lib/india-time";
import { LEAD_NOTE_MAX, LEAD_STATUSES } from "#app/lib/lead-vocabulary";

/**
 * The lead desk's forms: the admin pages and the server actions share these (decision 016).
 * A follow-up comes from <input type="datetime-local">, read as India time (app/lib/india-time.ts),
 * the institute's clock whatever the server's zone.
 */
export const leadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Choose a status" }),
  /** "on" when the admin ticked "enrol even though the course is full". */
  override: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
});

export const leadNoteSchema = z.object({
  note: z.string().trim().min(1, "Write a note first").max(LEAD_NOTE_MAX, `A note can be at most ${LEAD_NOTE_MAX} characters`),
});

export const followUpSchema = z.object({
  followUpAt: z
    .string({ error: "Choose a date and time" })
    .trim()
    .transform((value, ctx) => {
      const at = indiaDateTime(value);
      if (!at) {
        ctx.addIssue({ code: "custom", message: "Choose a date and time" });
        return z.NEVER;
      }
      return at;
    }),
});

export const assignSchema = z.object({
  /** Empty: nobody. */
  assignee: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || null),
});

/** The lead desk's settings form: the greetings ({name}, {course} filled in) and the retention in days (empty: off). */
const GREETING_MAX = 500;

export const leadDeskSettingsSchema = z.object({
  greetingEn: z.string().trim().max(GREETING_MAX, `A greeting can be at most ${GREETING_MAX} characters`),
  greetingHi: z.string().trim().max(GREETING_MAX, `A greeting can be at most ${GREETING_MAX} characters`),
  retentionDays: z
    .string()
    .trim()
    .regex(/^\d{0,5}$/, "Enter a number of days, or leave it empty to keep leads")
    .transform((v) => (v ? Number(v) : null))
    .refine((v) => v === null || (v >= 30 && v <= 3650), "Keep leads between 30 and 3650 days"),
});
