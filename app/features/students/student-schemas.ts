import { z } from "zod";
import { STUDENT_STATUSES } from "#app/lib/batch-vocabulary";
import { isUuid } from "#app/lib/ids";
import { phoneDigits } from "#app/lib/phone";

/**
 * The students' forms (admission, contact details and status, a move to another batch): one zod
 * schema each, for the browser's instant messages and the server's real check (decision 013).
 * Phones are stored as their 10 digits (app/lib/phone.ts), however they were typed.
 */
export const STUDENT_TEXT_MAX = { name: 100, email: 254, address: 500, reason: 500 } as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

const PHONE_MESSAGE = "Enter a 10-digit mobile number";
/** Digits, spaces, dashes and an optional +91: the last 10 digits are kept. */
const isPhone = (v: string) => /^\+?[\d\s-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 10 && (v.match(/\d/g)?.length ?? 0) <= 13;

const phone = required(PHONE_MESSAGE).refine(isPhone, PHONE_MESSAGE).transform(phoneDigits);
const optionalPhone = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || isPhone(v), PHONE_MESSAGE)
  .transform((v) => (v ? phoneDigits(v) : null));

const batchId = required("Choose a batch").refine(isUuid, "Choose a batch");

/** An ISO date (YYYY-MM-DD) that exists. */
const isoDate = (message: string) =>
  required(message).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);

/** The contact fields an admission and the student page share. */
const contactFields = {
  full_name: required("Enter the student's name").pipe(
    z.string().max(STUDENT_TEXT_MAX.name, `A name can be at most ${STUDENT_TEXT_MAX.name} characters`),
  ),
  phone,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine((v) => !v || (v.length <= STUDENT_TEXT_MAX.email && z.email().safeParse(v).success), "Enter a valid e-mail address")
    .transform((v) => v || null),
  guardian_name: optional(STUDENT_TEXT_MAX.name, "A guardian's name"),
  guardian_phone: optionalPhone,
  address: optional(STUDENT_TEXT_MAX.address, "An address"),
};

/**
 * Admitting past a full batch: an admin ticks the override and says why (the reason is audited).
 * `override` arrives as "on" when ticked.
 */
const overrideFields = {
  override: z
    .string()
    .optional()
    .transform((v) => v === "on"),
  override_reason: optional(STUDENT_TEXT_MAX.reason, "A reason"),
};

const OVERRIDE_REASON_MESSAGE = "Give a reason for admitting beyond the batch's seats";
const reasonWhenOverridden = (v: { override: boolean; override_reason: string | null }) => !v.override || Boolean(v.override_reason);

export const admitSchema = z
  .object({
    batch_id: batchId,
    ...contactFields,
    admitted_on: isoDate("Choose the date of admission"),
    ...overrideFields,
  })
  .refine(reasonWhenOverridden, { message: OVERRIDE_REASON_MESSAGE, path: ["override_reason"] });
export type AdmitInput = z.output<typeof admitSchema>;

/** The student page's details form: contact fields and the status (Studying, Completed, Dropped out). */
export const studentDetailsSchema = z.object({
  ...contactFields,
  status: z.enum(STUDENT_STATUSES, { error: "Choose a status" }),
});
export type StudentDetailsInput = z.output<typeof studentDetailsSchema>;

/** A move to another batch; a full one needs an admin's override and reason, as an admission does. */
export const moveSchema = z
  .object({ batch_id: batchId, ...overrideFields })
  .refine(reasonWhenOverridden, { message: OVERRIDE_REASON_MESSAGE, path: ["override_reason"] });
export type MoveInput = z.output<typeof moveSchema>;
