import { z } from "zod";
import { EDUCATION_LEVELS, LIMITS } from "../domain";
import { isUuid } from "../ids";

/** Spec 8 and 5: the admission form's toasts. */
export const ADMISSION_MESSAGES = {
  missing: { title: "Missing Information", description: "Please fill in all required fields" },
  invalid: { title: "Please check your details", description: "Some fields need your attention." },
  success: {
    title: "Inquiry Submitted Successfully!",
    description: "We'll contact you within 24 hours to confirm your admission.",
  },
  failure: { title: "Error", description: "Failed to submit inquiry. Please try again." },
} as const;

/** The full success sentence of the spec, shown on the page after a submit. */
export const ADMISSION_SUCCESS_TEXT = `${ADMISSION_MESSAGES.success.title} ${ADMISSION_MESSAGES.success.description}`;

const REQUIRED_ADMISSION_FIELDS = ["fullName", "email", "phone", "courseId"] as const;

export const EDUCATION_LABELS: Record<(typeof EDUCATION_LEVELS)[number], string> = {
  "10th": "10th Pass",
  "12th": "12th Pass",
  diploma: "Diploma",
  graduate: "Graduate",
  postgraduate: "Post Graduate",
};

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Empty optional text becomes null (spec 5). */
const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .pipe(z.string().max(max, `Please keep this under ${max} characters`).nullable());

/**
 * The admission form (spec 5): fullName, email, phone and courseId required; age a whole
 * number from 16 to 60; education one of the five levels; empty optional fields are null.
 * The browser (instant messages) and the action use this one schema.
 */
export const admissionSchema = z.object({
  fullName: required("Please enter your full name").pipe(z.string().max(100, "Please keep your name under 100 characters")),
  email: required("Please enter your email address").pipe(z.email("Please enter a valid email address").max(254)),
  phone: required("Please enter your phone number").pipe(
    z
      .string()
      .refine(
        (v) => /^\+?[\d\s-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 10 && (v.match(/\d/g)?.length ?? 0) <= 13,
        "Please enter a valid phone number",
      ),
  ),
  courseId: required("Please select a course").pipe(z.string().refine(isUuid, "Please select a course")),
  age: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v?.trim() ?? "";
      if (!text) return null;
      const n = /^\d+$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
      if (!Number.isInteger(n) || n < LIMITS.admissionAgeMin || n > LIMITS.admissionAgeMax) {
        ctx.addIssue({ code: "custom", message: `Age must be a whole number from ${LIMITS.admissionAgeMin} to ${LIMITS.admissionAgeMax}` });
        return z.NEVER;
      }
      return n;
    }),
  education: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .pipe(z.enum(EDUCATION_LEVELS, { error: "Please choose an education level from the list" }).nullable()),
  address: optionalText(500),
  previousExperience: optionalText(2000),
  reasonForJoining: optionalText(2000),
});
export type AdmissionInput = z.output<typeof admissionSchema>;

/** True when one of the four required fields is empty (the 'Missing Information' case). */
export function missingRequired(values: Record<string, unknown>): boolean {
  return REQUIRED_ADMISSION_FIELDS.some((key) => {
    const v = values[key];
    return typeof v !== "string" || v.trim() === "";
  });
}
