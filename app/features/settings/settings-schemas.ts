import { z } from "zod";

/**
 * Admin > Settings (spec 2 and 5: Site Name, Contact Email of e-mail type, Contact Phone,
 * Address; beyond the spec, the second phone, WhatsApp number, social links and Google
 * place id). The values are stored and every public page reads them, so the fields the
 * pages cannot do without are required.
 */
/** The prefix of the certificate sequence PREFIX-YEAR-NNNN (app/features/certificates/certificate-sequence.ts). */
const CERTIFICATE_PREFIX_PATTERN = /^[A-Z0-9]{1,12}$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => (v === "" ? null : v));

const optionalUrl = z
  .string()
  .trim()
  .max(300, "Must be at most 300 characters")
  .refine((v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), "Enter a full link starting with https://")
  .transform((v) => (v === "" ? null : v));

const phone = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(30, "Must be at most 30 characters")
    .regex(/^\+?[\d\s()-]{7,}$/, "Enter a phone number (digits, spaces and + only)");

/** A missing field reads as empty, so it gets the field's own message rather than a type error. */
const field = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === "string" ? v : ""), schema);

/**
 * A trust figure: a number in a form field. A form without the field (an older
 * page, an older backup) keeps the stored value; an empty field is an error.
 */
const figure = (label: string, pattern: RegExp, hint: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined),
    z
      .string()
      .trim()
      .min(1, { message: `${label} is required`, abort: true })
      .regex(pattern, hint)
      .transform(Number)
      .pipe(z.number().min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`))
      .optional(),
  );
const WHOLE = /^\d{1,9}$/;

export const settingsSchema = z.object({
  site_name: field(z.string().trim().min(1, "Site name is required").max(100, "Must be at most 100 characters")),
  contact_email: field(z.string().trim().pipe(z.email("Invalid email address"))),
  contact_phone: field(phone("Contact phone")),
  contact_phone_alt: field(
    z
      .string()
      .trim()
      .max(30, "Must be at most 30 characters")
      .refine((v) => v === "" || /^\+?[\d\s()-]{7,}$/.test(v), "Enter a phone number (digits, spaces and + only)")
      .transform((v) => (v === "" ? null : v)),
  ),
  whatsapp_number: field(
    z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s+()-]/g, ""))
      .pipe(z.string().regex(/^\d{10,15}$/, "Enter the WhatsApp number with the country code, e.g. 919876543210")),
  ),
  address: field(z.string().trim().min(1, "Address is required").max(300, "Must be at most 300 characters")),
  facebook_url: field(optionalUrl),
  instagram_url: field(optionalUrl),
  youtube_url: field(optionalUrl),
  google_place_id: field(optionalText(200)),
  // Beyond the spec (docs/certificates.md). A form without the field keeps the stored prefix.
  certificate_prefix: z.preprocess(
    (v) => (typeof v === "string" ? v : undefined),
    z
      .string()
      .trim()
      .toUpperCase()
      .min(1, "Certificate ID prefix is required")
      .max(12, "Must be at most 12 characters")
      .regex(CERTIFICATE_PREFIX_PATTERN, "Use letters and digits only, e.g. STI")
      .optional(),
  ),
  students_trained: figure("Students trained", WHOLE, "Enter a whole number, e.g. 500", 0, 10_000_000),
  placement_rate: figure("Placement rate", WHOLE, "Enter a whole percentage, e.g. 95", 0, 100),
  founded_year: figure("Founding year", /^\d{4}$/, "Enter a year, e.g. 2021", 1900, 2100),
  rating: figure("Rating", /^\d(\.\d)?$/, "Enter a rating from 1 to 5 with one decimal, e.g. 4.8", 1, 5),
  review_count: figure("Number of reviews", WHOLE, "Enter a whole number, e.g. 125", 0, 10_000_000),
  // The batches' branches, one a line (blank lines and repeats dropped). A form without the field keeps them.
  branches: z.preprocess(
    (v) =>
      typeof v === "string"
        ? [
            ...new Set(
              v
                .split(/\r?\n/)
                .map((line) => line.trim())
                .filter(Boolean),
            ),
          ]
        : undefined,
    z
      .array(z.string().max(100, "Each branch must be at most 100 characters"))
      .min(1, "Add at least one branch")
      .max(20, "At most 20 branches")
      .optional(),
  ),
});
