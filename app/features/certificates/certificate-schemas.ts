import { z } from "zod";
import { cleanPrintedText } from "#app/lib/printable-text";
import { unprintableCharacters, unprintableMessage } from "./certificate-text";

/**
 * The admin certificate form (spec 5): certificate_id, student_name, course_name,
 * issue_date and approved_by required; details optional. certificate_id is fixed once the
 * record exists, so the edit form uses certificateEditSchema, which has no such field
 * (the action ignores one if sent and refuses a different value).
 */
/** The course select's value for a course that is not in the list. */
export const OTHER_COURSE = "other";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CERTIFICATE_ID_MAX = 60;
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.\-/]*$/;
export const CERTIFICATE_ID_FORMAT_MESSAGE = "Certificate ID may use letters, digits and - _ . / (no spaces)";

const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Text the PDF prints: direction controls removed, and refused when a character would print as
 * "?" (certificate-text.ts, decision 035).
 */
function printed<T extends z.ZodType<string | null, string>>(label: string, schema: T) {
  return z
    .string({ error: `${label} is required` })
    .transform(cleanPrintedText)
    .pipe(schema)
    .superRefine((value, ctx) => {
      const characters = value === null ? [] : unprintableCharacters(value);
      if (characters.length) ctx.addIssue({ code: "custom", message: unprintableMessage(label, characters) });
    });
}

const shape = {
  student_name: printed("Student name", requiredText("Student name")),
  course_name: printed("Course name", requiredText("Course name")),
  issue_date: z
    .string({ error: "Issue date is required" })
    .trim()
    .min(1, "Issue date is required")
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Issue date must be a valid date"),
  approved_by: printed("Approved by", requiredText("Approved by")),
  details: z
    .string()
    .trim()
    .max(5000, "Details must be at most 5000 characters")
    .optional()
    .transform((v) => (v ? v : null)),
  image_url: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null)),
  /**
   * The course picked from the list ("" or "other": a course typed in course_name, for old
   * courses). The action reloads a picked course and stores its name as course_name.
   */
  course_id: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v && v !== OTHER_COURSE ? v : null))
    .refine((v) => v === null || UUID.test(v), "Choose a course from the list"),
  duration: z
    .string()
    .optional()
    .transform((v) => v ?? "")
    .pipe(
      printed(
        "Duration",
        z
          .string()
          .trim()
          .max(100, "Duration must be at most 100 characters")
          .transform((v) => (v ? v : null)),
      ),
    ),
};

export const certificateCreateSchema = z.object({
  certificate_id: requiredText("Certificate ID", CERTIFICATE_ID_MAX).regex(CERTIFICATE_ID_PATTERN, CERTIFICATE_ID_FORMAT_MESSAGE),
  ...shape,
  /** The ID the form suggested: when it is the one sent and someone took it meanwhile, the next number is used. */
  suggested_id: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null)),
});

export const certificateEditSchema = z.object(shape);

export type CertificateCreateValues = z.output<typeof certificateCreateSchema>;
export type CertificateEditValues = z.output<typeof certificateEditSchema>;

/**
 * The row actions posted to the list (decision 013: one ConfirmForm each). Create and update
 * have their own routes (certificates/new, certificates/:id/edit), revoking its dialog route.
 */
export const certificateRowIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid("Unknown certificate") }),
  z.object({ intent: z.literal("undo-revoke"), id: z.uuid("Unknown certificate") }),
]);

export const REVOKE_REASON_MAX = 500;

/** Revoking needs a reason: it is shown on the public page and kept in the activity log. */
export const certificateRevokeSchema = z.object({
  reason: z
    .string({ error: "A reason is required" })
    .trim()
    .min(1, "A reason is required")
    .max(REVOKE_REASON_MAX, `The reason must be at most ${REVOKE_REASON_MAX} characters`),
});

export const DUPLICATE_CERTIFICATE_ID = "A certificate with this ID already exists";
export const CERTIFICATE_ID_LOCKED = "The certificate ID cannot be changed once the certificate exists";

/** Why a revocation or its undo was refused, with the status the action answers. */
export const REVOCATION_REFUSED = {
  missing: ["This certificate no longer exists.", 404],
  already: ["This certificate is already revoked.", 409],
  "not-revoked": ["This certificate is not revoked.", 409],
  changed: ["Someone changed this certificate meanwhile. Reload the page and try again.", 409],
} as const;
