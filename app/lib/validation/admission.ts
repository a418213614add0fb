import { z } from "zod";
import type { Lang } from "#app/i18n/lang";
import { EDUCATION_LEVELS, LIMITS } from "#app/lib/domain";
import { isUuid } from "#app/lib/ids";
import { checkboxField } from "./consent";
import { FORMS, type FormErrors, fill, perLang } from "./form-errors";

/** Spec 8 and 5: the admission form's toasts, in a page's language (the English ones are the spec's). */
export function admissionMessagesFor(lang: Lang) {
  const m = FORMS[lang].admission;
  return {
    missing: { title: m.missingTitle, description: m.missing },
    invalid: { title: m.invalidTitle, description: m.invalid },
    success: { title: m.successTitle, description: m.success },
    failure: { title: m.errorTitle, description: m.failure },
  };
}
export const ADMISSION_MESSAGES = admissionMessagesFor("en");

/** The full success sentence of the spec, shown on the page after a submit. */
export const admissionSuccessText = (lang: Lang) => {
  const { success } = admissionMessagesFor(lang);
  return `${success.title} ${success.description}`;
};
export const ADMISSION_SUCCESS_TEXT = admissionSuccessText("en");

/** The education levels' English names (the staff's alerts; pages read theirs through useI18n). */
export const EDUCATION_LABELS: Record<(typeof EDUCATION_LEVELS)[number], string> = FORMS.en.education;

const REQUIRED_ADMISSION_FIELDS = ["fullName", "email", "phone", "courseId"] as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Empty optional text becomes null (spec 5). */
const optionalText = (max: number, e: FormErrors) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .pipe(z.string().max(max, fill(e.tooLong, { max })).nullable());

/**
 * The admission form (spec 5): fullName, email, phone and courseId required; age a whole
 * number from 16 to 60; education one of the five levels; empty optional fields are null.
 * The browser (instant messages) and the action use this one schema, in the page's language.
 */
const buildAdmissionSchema = (e: FormErrors) =>
  z.object({
    fullName: required(e.fullNameRequired).pipe(z.string().max(100, e.fullNameMax)),
    email: required(e.emailRequired).pipe(z.email(e.emailInvalid).max(254)),
    phone: required(e.phoneRequired).pipe(
      z
        .string()
        .refine(
          (v) => /^\+?[\d\s-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 10 && (v.match(/\d/g)?.length ?? 0) <= 13,
          e.phoneInvalid,
        ),
    ),
    courseId: required(e.courseRequired).pipe(z.string().refine(isUuid, e.courseRequired)),
    age: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const text = v?.trim() ?? "";
        if (!text) return null;
        const n = /^\d+$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
        if (!Number.isInteger(n) || n < LIMITS.admissionAgeMin || n > LIMITS.admissionAgeMax) {
          ctx.addIssue({ code: "custom", message: fill(e.age, { min: LIMITS.admissionAgeMin, max: LIMITS.admissionAgeMax }) });
          return z.NEVER;
        }
        return n;
      }),
    education: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : null))
      .pipe(z.enum(EDUCATION_LEVELS, { error: e.education }).nullable()),
    address: optionalText(500, e),
    previousExperience: optionalText(2000, e),
    reasonForJoining: optionalText(2000, e),
    /** Sent from a full course's "Join the next batch" (the page keeps it in a hidden field). */
    waitlist: z
      .string()
      .optional()
      .transform((v) => v === "1"),
    updates: checkboxField(),
  });

export const admissionSchemaFor = perLang(buildAdmissionSchema);
export const admissionSchema = admissionSchemaFor("en");
export type AdmissionInput = z.output<typeof admissionSchema>;

/** True when one of the four required fields is empty (the 'Missing Information' case). */
export function missingRequired(values: Record<string, unknown>): boolean {
  return REQUIRED_ADMISSION_FIELDS.some((key) => {
    const v = values[key];
    return typeof v !== "string" || v.trim() === "";
  });
}
