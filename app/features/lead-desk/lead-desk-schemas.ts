import { z } from "zod";
import { LEAD_NOTE_MAX, LEAD_STATUSES } from "./lead-vocabulary";

/**
 * The lead desk's forms (issue 10): the admin pages and the server actions share these.
 * A follow-up comes from <input type="datetime-local">, read as India time (UTC+05:30,
 * no daylight saving), the institute's clock whatever the server's zone.
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

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-11-25T10:30" in India time as an instant, or null when it is not a real date and time. */
export function indiaDateTime(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi) - 330 * 60_000;
  const date = new Date(utc);
  // Date.UTC rolls 31 February over; a real date comes back the same.
  const back = new Date(utc + 330 * 60_000);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return date;
}

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
