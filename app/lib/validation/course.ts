import { z } from "zod";
import { parseSyllabus, type SyllabusModule } from "#app/lib/course-syllabus";
import { COURSE_TYPES } from "#app/lib/domain";
import { TRADE_SLUGS } from "#app/lib/trades";
import { checkbox, optionalText } from "./fields";

/**
 * The admin course form (spec 5): course_name and course_code required, course_type from
 * the admin list, duration_weeks required (min 1), fee_amount required (min 0, step 0.01),
 * max_students min 1, the rest optional; an end date is never before the start date.
 * Values arrive as FormData strings, in the browser and in the action alike.
 */
const MAX_INT = 1_000_000;
const MAX_FEE = 9_999_999_999.99;

const integerField = (label: string, min: number, required: boolean) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) {
        if (required) ctx.addIssue({ code: "custom", message: `${label} is required` });
        return null;
      }
      const n = Number(v);
      if (!Number.isFinite(n)) ctx.addIssue({ code: "custom", message: `${label} must be a number` });
      else if (!Number.isInteger(n)) ctx.addIssue({ code: "custom", message: `${label} must be a whole number` });
      else if (n < min) ctx.addIssue({ code: "custom", message: `${label} must be at least ${min}` });
      else if (n > MAX_INT) ctx.addIssue({ code: "custom", message: `${label} must be at most ${MAX_INT.toLocaleString("en-IN")}` });
      return n;
    });

const dateField = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) {
        ctx.addIssue({ code: "custom", message: `${label} must be a valid date` });
        return null;
      }
      return v;
    });

/**
 * Rupees as numeric(12,2): the exact decimal string, never a float. Optional money fields
 * (the fee options) are null when empty.
 */
const moneyField = (label: string, required: boolean) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): string | null => {
      if (!v) {
        if (required) ctx.addIssue({ code: "custom", message: `${label} is required` });
        return null;
      }
      const n = Number(v);
      if (!Number.isFinite(n)) ctx.addIssue({ code: "custom", message: `${label} must be a number` });
      else if (n < 0) ctx.addIssue({ code: "custom", message: `${label} must be at least 0` });
      else if (n > MAX_FEE) ctx.addIssue({ code: "custom", message: `${label} is too large` });
      else if (!/^\d+(\.\d{1,2})?$/.test(v)) ctx.addIssue({ code: "custom", message: `${label} can have at most 2 decimal places` });
      return n.toFixed(2);
    });

/** The syllabus textarea: one module a line, "Title | hours" (lib/course-syllabus.ts). Empty is null. */
const syllabusField = (label: string) =>
  z
    .string()
    .max(10_000, `${label} is too long`)
    .optional()
    .transform((v, ctx): SyllabusModule[] | null => {
      const parsed = parseSyllabus(v ?? "");
      if ("problem" in parsed) {
        ctx.addIssue({ code: "custom", message: `${label}, line ${parsed.line}: ${parsed.problem} (e.g. "Soldering basics | 6")` });
        return null;
      }
      return parsed.modules.length ? parsed.modules : null;
    });

export const courseFormSchema = z
  .object({
    course_name: z
      .string({ error: "Course name is required" })
      .trim()
      .min(1, "Course name is required")
      .max(200, "Course name must be at most 200 characters"),
    course_code: z
      .string({ error: "Course code is required" })
      .trim()
      .min(1, "Course code is required")
      .max(40, "Course code must be at most 40 characters")
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.\-/ ]*$/, "Course code may use letters, digits, spaces and - _ . /"),
    course_type: z.enum(COURSE_TYPES, { message: "Please select a course type" }),
    description: optionalText(5000, "Description"),
    duration_weeks: integerField("Duration (weeks)", 1, true),
    fee_amount: moneyField("Fee", true).transform((v) => v ?? "0"),
    max_students: integerField("Max students", 1, true),
    currently_enrolled: integerField("Currently enrolled", 0, false),
    instructor_name: optionalText(200, "Instructor name"),
    start_date: dateField("Start date"),
    end_date: dateField("End date"),
    is_active: checkbox,
    // empty means the trade the course type implies.
    trade: z
      .union([z.literal(""), z.enum(TRADE_SLUGS)], { error: "Please select a trade" })
      .optional()
      .transform((v) => v || null),
    is_featured: checkbox,
    // the course page's answers (all optional).
    syllabus: syllabusField("Syllabus"),
    eligibility: optionalText(500, "Eligibility"),
    teaching_language: optionalText(100, "Language of teaching"),
    batch_morning: optionalText(100, "Morning batch"),
    batch_evening: optionalText(100, "Evening batch"),
    batch_weekend: optionalText(100, "Weekend batch"),
    fee_full_payment: moneyField("Full payment fee", false),
    fee_instalments: optionalText(200, "Instalments"),
    fee_hostel: moneyField("Hostel fee", false),
    next_batch_date: dateField("Next batch date"),
    // Hindi text; empty shows the English on /hi pages.
    name_hi: optionalText(200, "Hindi course name"),
    description_hi: optionalText(5000, "Hindi description"),
    syllabus_hi: syllabusField("Hindi syllabus"),
  })
  .superRefine((value, ctx) => {
    if (value.start_date && value.end_date && value.end_date < value.start_date) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "End date cannot be before the start date" });
    }
  });

export type CourseFormValues = z.output<typeof courseFormSchema>;

/**
 * What the list page's action accepts: the row's delete, and (for forms of older pages still
 * open in a tab) the create and update posts the editor routes now take.
 */
export const courseIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update"), id: z.uuid("Unknown course") }),
  z.object({ intent: z.literal("delete"), id: z.uuid("Unknown course") }),
]);

export const DUPLICATE_COURSE_CODE = "A course with this code already exists";
