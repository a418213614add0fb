import { z } from "zod";

/**
 * The admin certificate form (spec 5): certificate_id, student_name, course_name,
 * issue_date and approved_by required; details optional. certificate_id is fixed once the
 * record exists, so the edit form uses certificateEditSchema, which has no such field
 * (the action ignores one if sent and refuses a different value).
 */
const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const shape = {
  student_name: requiredText("Student name"),
  course_name: requiredText("Course name"),
  issue_date: z
    .string({ error: "Issue date is required" })
    .trim()
    .min(1, "Issue date is required")
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Issue date must be a valid date"),
  approved_by: requiredText("Approved by"),
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
};

export const certificateCreateSchema = z.object({
  certificate_id: requiredText("Certificate ID", 60).regex(
    /^[A-Za-z0-9][A-Za-z0-9_.\-/]*$/,
    "Certificate ID may use letters, digits and - _ . / (no spaces)",
  ),
  ...shape,
});

export const certificateEditSchema = z.object(shape);

export type CertificateCreateValues = z.output<typeof certificateCreateSchema>;
export type CertificateEditValues = z.output<typeof certificateEditSchema>;

export const certificateIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update"), id: z.uuid("Unknown certificate") }),
  z.object({ intent: z.literal("delete"), id: z.uuid("Unknown certificate") }),
  z.object({ intent: z.literal("upload") }),
  z.object({ intent: z.literal("discard-upload"), image_url: z.string() }),
]);

export const DUPLICATE_CERTIFICATE_ID = "A certificate with this ID already exists";
export const CERTIFICATE_ID_LOCKED = "The certificate ID cannot be changed once the certificate exists";
