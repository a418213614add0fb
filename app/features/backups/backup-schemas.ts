import { z } from "zod";
import { ATTENDANCE_MARKS, BATCH_STATUSES, STUDENT_STATUSES } from "#app/lib/batch-vocabulary";
import { SYLLABUS_MAX_MODULES } from "#app/lib/course-syllabus";
import { hasDirectionControls } from "#app/lib/direction-controls";
import { EDUCATION_LEVELS, INQUIRY_STATUSES, ROLES, STORED_COURSE_TYPES } from "#app/lib/domain";
import { DUE_KINDS, PAYMENT_LINK_STATUSES, PAYMENT_MODES, REMINDER_KINDS } from "#app/lib/fee-vocabulary";
import { TRADE_SLUGS } from "#app/lib/trade-slugs";

/**
 * The backup file (the 'generate-backup' function's output, spec 7) as the restore reads
 * it. Tables keep the spec's names and columns. Everything a restore writes is checked
 * here first, so a malformed or foreign file is refused before anything changes. Tables
 * a restore never writes (admin_logs, messages) are not checked beyond being lists.
 */
export const BACKUP_VERSION = 1;
const MAX_ROWS = 1_000_000;

const id = z.guid("Invalid id");
const timestamp = z.iso.datetime({ offset: true, message: "Invalid date-time" });
const date = z.iso.date("Invalid date");
const text = (max: number) => z.string().max(max);
const required = (max: number) => z.string().trim().min(1, "Required").max(max);
const nullableText = (max: number) => text(max).nullable().default(null);

/** Rupees as a number or a decimal string, kept as numeric(12,2) text. */
const money = z
  .union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/, "Invalid amount")])
  .transform((v) => Number(v))
  .pipe(z.number().min(0).max(1e10))
  .transform((v) => v.toFixed(2));
/** A course syllabus (lib/course-syllabus.ts): modules with hours. */
const syllabus = z
  .array(z.object({ title: z.string().trim().min(1).max(150), hours: z.number().positive().max(1000) }))
  .max(SYLLABUS_MAX_MODULES);

const backupCourseSchema = z
  .object({
    id,
    course_name: required(300),
    course_code: required(100),
    course_type: z.enum(STORED_COURSE_TYPES),
    description: nullableText(20_000),
    duration_weeks: z.number().int().min(1),
    fee_amount: money,
    max_students: z.number().int().min(1),
    currently_enrolled: z.number().int().min(0).nullable().default(0),
    instructor_name: nullableText(300),
    start_date: date.nullable().default(null),
    end_date: date.nullable().default(null),
    is_active: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp.nullable().default(null),
    // The trade staff chose (null: the one its type implies) and the featured mark;
    // absent in older backups (then null and not featured, as the migration made them).
    trade: z.enum(TRADE_SLUGS).nullable().default(null),
    is_featured: z.boolean().default(false),
    // The course page's fields and the Hindi text; absent in older backups (null).
    syllabus: syllabus.nullable().default(null),
    eligibility: nullableText(500),
    teaching_language: nullableText(100),
    batch_morning: nullableText(100),
    batch_evening: nullableText(100),
    batch_weekend: nullableText(100),
    fee_full_payment: money.nullable().default(null),
    fee_instalments: nullableText(200),
    fee_hostel: money.nullable().default(null),
    next_batch_date: date.nullable().default(null),
    name_hi: nullableText(300),
    description_hi: nullableText(20_000),
    syllabus_hi: syllabus.nullable().default(null),
  })
  .refine((c) => !c.start_date || !c.end_date || c.end_date >= c.start_date, {
    message: "end_date is before start_date",
    path: ["end_date"],
  });

/**
 * The enquiry columns added after the first backups: the reference number (absent from older
 * backups: then the database gives the row a new one), the waitlist mark and the time of the
 * opt-in to course updates.
 */
const enquiryExtras = {
  reference: z
    .string()
    .regex(/^ENQ-\d{4}-\d{6,}$/)
    .optional(),
  updates_consent_at: timestamp.nullable().default(null),
};

const backupInquirySchema = z.object({
  ...enquiryExtras,
  waitlist: z.boolean().default(false),
  id,
  full_name: required(300),
  email: text(320),
  phone: text(50),
  course_id: id.nullable().default(null),
  age: z.number().int().min(16).max(60).nullable().default(null),
  education: z.enum(EDUCATION_LEVELS).nullable().default(null),
  address: nullableText(2000),
  previous_experience: nullableText(5000),
  reason_for_joining: nullableText(5000),
  status: z.enum(INQUIRY_STATUSES),
  created_at: timestamp,
  /** The batch the visitor asked for; absent from older backups. */
  preferred_batch_id: id.nullable().default(null),
});

/**
 * A certificate's printed text must hold no direction controls: the forms remove them, but a
 * restore cannot without breaking the row's signature (decision 035).
 */
const noDirectionControls = <T extends z.ZodType<string | null>>(schema: T) =>
  schema.refine(
    (v) => v === null || !hasDirectionControls(v),
    "Contains invisible text-direction characters (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F or U+061C)",
  );

const backupCertificateSchema = z.object({
  id,
  certificate_id: required(100),
  student_name: noDirectionControls(required(300)),
  course_name: noDirectionControls(required(300)),
  approved_by: noDirectionControls(required(300)),
  issue_date: date,
  details: nullableText(10_000),
  certificate_image_url: nullableText(2000),
  created_at: timestamp,
  // The course link, duration, revocation and verification code (docs/certificates.md); absent
  // from older backups (then null: a restore signs such records again).
  course_id: id.nullable().default(null),
  duration: noDirectionControls(nullableText(200)),
  revoked_at: timestamp.nullable().default(null),
  revoked_reason: nullableText(2000),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86}$/, "Invalid signature")
    .nullable()
    .default(null),
  signing_key_id: z.number().int().min(1).nullable().default(null),
  updated_at: timestamp.nullable().default(null),
  /** The student who earned it (decision 037); absent from older backups. */
  student_id: id.nullable().default(null),
});

/** Public halves of the certificate signing keys (never a private key: there is none in the database). */
const backupSigningKeySchema = z.object({
  id: z.number().int().min(1),
  public_key: z
    .string()
    .max(2000)
    .regex(/^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----$/, "Invalid public key"),
  created_at: timestamp,
  retired_at: timestamp.nullable().default(null),
});

const backupGallerySchema = z.object({
  id,
  image_url: required(2000),
  title: required(300),
  description: nullableText(5000),
  alt_text: nullableText(1000),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp.nullable().default(null),
});

/** Profiles: a restore only updates names, role and active flag of users that exist. */
const backupProfileSchema = z.object({
  id: id.optional(),
  user_id: required(200),
  email: z.string().max(320).nullable().optional(),
  first_name: nullableText(200),
  last_name: nullableText(200),
  company_name: nullableText(300),
  role: z.enum(ROLES),
  is_active: z.boolean(),
});

const backupSettingsSchema = z.object({
  site_name: required(200),
  contact_email: required(320),
  contact_phone: required(50),
  contact_phone_alt: nullableText(50),
  whatsapp_number: required(30),
  address: required(500),
  facebook_url: nullableText(500),
  instagram_url: nullableText(500),
  youtube_url: nullableText(500),
  google_place_id: nullableText(300),
  /** The certificate sequence's prefix; absent from older backups, and then left as it is. */
  certificate_prefix: required(20).optional(),
  /** The home page's trust figures; absent from older backups, and then left as they are. */
  students_trained: z.number().int().optional(),
  placement_rate: z.number().int().optional(),
  founded_year: z.number().int().optional(),
  rating: z.number().optional(),
  review_count: z.number().int().optional(),
  /** Batches (decision 037); absent from older backups, and then left as they are. */
  student_number_prefix: required(20).optional(),
  branches: z.array(required(200)).max(50).optional(),
  absence_alert_after: z.number().int().min(1).max(365).optional(),
  certificate_min_attendance: z.number().int().min(0).max(100).optional(),
});

const backupContactMessageSchema = z.object({
  id,
  ...enquiryExtras,
  name: required(300),
  email: text(320),
  phone: nullableText(50),
  subject: nullableText(500),
  message: z.string().max(20_000),
  course: nullableText(300),
  created_at: timestamp,
});

const backupDemoRequestSchema = z.object({
  id,
  ...enquiryExtras,
  name: required(300),
  mobile: text(50),
  course: text(300),
  created_at: timestamp,
});
const backupNewsletterSchema = z.object({
  id,
  email: required(320),
  created_at: timestamp,
  updates_consent_at: timestamp.nullable().default(null),
});

/** Batches, students and their records (decision 037); absent from older backups (then none). */
const time = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, "Invalid time");
const phoneKey = z.string().regex(/^\d{10}$/, "Invalid phone");
const backupBatchSchema = z.object({
  id,
  course_id: id,
  code: required(50),
  branch: required(200),
  start_date: date,
  end_date: date,
  days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  start_time: time,
  end_time: time,
  trainer_user_id: nullableText(200),
  capacity: z.number().int().min(1),
  status: z.enum(BATCH_STATUSES),
  created_at: timestamp,
  updated_at: timestamp.nullable().default(null),
});
const backupStudentSchema = z.object({
  id,
  student_number: required(50),
  lead_id: id.nullable().default(null),
  batch_id: id,
  full_name: required(300),
  phone: phoneKey,
  email: nullableText(320),
  guardian_name: nullableText(300),
  guardian_phone: phoneKey.nullable().default(null),
  address: nullableText(2000),
  admitted_on: date,
  status: z.enum(STUDENT_STATUSES),
  created_at: timestamp,
  updated_at: timestamp.nullable().default(null),
});
const backupAttendanceSchema = z.object({
  student_id: id,
  day: date,
  batch_id: id,
  mark: z.enum(ATTENDANCE_MARKS),
  marked_by: nullableText(200),
  marked_at: timestamp,
});
const backupPracticalTaskSchema = z.object({
  id,
  course_id: id,
  title: required(300),
  title_hi: nullableText(300),
  position: z.number().int(),
  created_at: timestamp,
});
const backupTaskSignoffSchema = z.object({
  student_id: id,
  task_id: id,
  signed_on: date,
  signed_by: nullableText(200),
  created_at: timestamp,
});
const backupStudentEventSchema = z.object({
  id,
  student_id: id,
  type: required(100),
  details: z.unknown().nullable().default(null),
  actor_id: nullableText(200),
  once_key: nullableText(300),
  created_at: timestamp,
});
const backupDocumentSeriesSchema = z.object({ series: required(100), last_given: z.number().int().min(0) });

const rows = <T extends z.ZodType>(schema: T) => z.array(schema).max(MAX_ROWS);

/* Fees (decision 044): integer paise, never floats. The gateway's raw events are not backed up (decision 048-backups-carry-fees). */
const paise = z.number().int().min(0).max(1e12);
const userRef = nullableText(200);
const backupFeePlanSchema = z.object({ course_id: id, registration_paise: paise, updated_at: timestamp.nullable().default(null) });
const backupFeePlanInstalmentSchema = z.object({
  id,
  course_id: id,
  position: z.number().int(),
  amount_paise: paise,
  due_after_days: z.number().int(),
});
const backupDueSchema = z.object({
  id,
  student_id: id,
  kind: z.enum(DUE_KINDS),
  position: z.number().int(),
  label: required(300),
  label_hi: nullableText(300),
  amount_paise: paise,
  discount_paise: paise,
  paid_paise: paise,
  due_date: date,
  cancelled_at: timestamp.nullable().default(null),
  created_at: timestamp,
  updated_at: timestamp.nullable().default(null),
});
const backupFeeDiscountSchema = z.object({
  id,
  due_id: id,
  student_id: id,
  amount_paise: paise,
  reason: required(2000),
  rule: nullableText(100),
  given_by: userRef,
  created_at: timestamp,
});
const backupPaymentLinkSchema = z.object({
  id,
  due_id: id,
  student_id: id,
  razorpay_link_id: required(200),
  reference_id: required(200),
  short_url: required(2000),
  amount_paise: paise,
  status: z.enum(PAYMENT_LINK_STATUSES),
  expire_by: timestamp,
  created_by: userRef,
  paid_at: timestamp.nullable().default(null),
  last_checked_at: timestamp.nullable().default(null),
  created_at: timestamp,
});
const backupPaymentSchema = z.object({
  id,
  student_id: id,
  batch_id: id.nullable().default(null),
  amount_paise: paise,
  advance_paise: paise,
  mode: z.enum(PAYMENT_MODES),
  paid_on: date,
  reference: nullableText(200),
  receipt_number: required(100),
  financial_year: required(20),
  recorded_by: userRef,
  razorpay_payment_id: nullableText(200),
  payment_link_id: id.nullable().default(null),
  refunded_paise: paise,
  note: nullableText(2000),
  created_at: timestamp,
});
const backupPaymentAllocationSchema = z.object({ payment_id: id, due_id: id, amount_paise: paise });
const backupRefundSchema = z.object({
  id,
  payment_id: id,
  student_id: id,
  amount_paise: paise,
  credit_note_number: required(100),
  financial_year: required(20),
  refunded_on: date,
  reason: required(2000),
  cancelled_dues: z.boolean(),
  refunded_by: userRef,
  created_at: timestamp,
});
const backupFeeReminderSchema = z.object({
  student_id: id,
  sent_on: date,
  kind: z.enum(REMINDER_KINDS),
  due_ids: z.array(id),
  details: z.unknown().nullable().default(null),
  created_at: timestamp,
});
const backupFeeSettingsSchema = z.object({
  id: z.literal(1),
  online_admission_discount_paise: paise,
  discount_limit_paise: paise,
  upi_id: nullableText(200),
  upi_payee_name: nullableText(300),
  gst_registered: z.boolean(),
  gstin: nullableText(20),
  gst_sac: required(20),
  gst_rate_bp: z.number().int().min(0).max(2800),
  gst_inclusive: z.boolean(),
  gst_state: required(100),
  gst_state_code: required(10),
  reminder_days_before: z.number().int(),
  reminder_every_days: z.number().int(),
  reminder_max_overdue: z.number().int(),
  updated_at: timestamp.nullable().default(null),
});

/** The fees tables of the file, in the restore's order (each after what it points at). */
const FEES_ROW_SCHEMAS = {
  fee_settings: backupFeeSettingsSchema,
  fee_plans: backupFeePlanSchema,
  fee_plan_instalments: backupFeePlanInstalmentSchema,
  dues: backupDueSchema,
  fee_discounts: backupFeeDiscountSchema,
  payment_links: backupPaymentLinkSchema,
  payments: backupPaymentSchema,
  payment_allocations: backupPaymentAllocationSchema,
  refunds: backupRefundSchema,
  fee_reminders: backupFeeReminderSchema,
} as const;
const feesTables = Object.fromEntries(Object.entries(FEES_ROW_SCHEMAS).map(([name, schema]) => [name, rows(schema).default([])])) as {
  [K in keyof typeof FEES_ROW_SCHEMAS]: z.ZodDefault<z.ZodArray<(typeof FEES_ROW_SCHEMAS)[K]>>;
};

export const backupFileSchema = z.object({
  version: z.literal(BACKUP_VERSION, { message: `Unsupported backup version (expected ${BACKUP_VERSION})` }),
  backup_type: z.literal("full"),
  created_at: timestamp,
  tables: z.object({
    supertech_courses: rows(backupCourseSchema),
    course_inquiries: rows(backupInquirySchema),
    certificates: rows(backupCertificateSchema),
    gallery: rows(backupGallerySchema),
    profiles: rows(backupProfileSchema),
    site_settings: backupSettingsSchema,
    contact_messages: rows(backupContactMessageSchema).default([]),
    demo_requests: rows(backupDemoRequestSchema).default([]),
    newsletter_subscribers: rows(backupNewsletterSchema).default([]),
    certificate_signing_keys: rows(backupSigningKeySchema).default([]),
    batches: rows(backupBatchSchema).default([]),
    students: rows(backupStudentSchema).default([]),
    attendance: rows(backupAttendanceSchema).default([]),
    practical_tasks: rows(backupPracticalTaskSchema).default([]),
    task_signoffs: rows(backupTaskSignoffSchema).default([]),
    student_events: rows(backupStudentEventSchema).default([]),
    document_series: rows(backupDocumentSeriesSchema).default([]),
    ...feesTables,
    admin_logs: z.array(z.unknown()).optional(),
    messages: z.array(z.unknown()).optional(),
  }),
});

export type BackupFile = z.output<typeof backupFileSchema>;

/**
 * The schema of each table's rows, by table name. A restore reads a file row by row and
 * checks each row with these; backupFileSchema then checks the rest of the file with the
 * row lists left empty. admin_logs and messages are never restored: only listed.
 */
export const BACKUP_ROW_SCHEMAS = {
  supertech_courses: backupCourseSchema,
  course_inquiries: backupInquirySchema,
  certificates: backupCertificateSchema,
  gallery: backupGallerySchema,
  profiles: backupProfileSchema,
  contact_messages: backupContactMessageSchema,
  demo_requests: backupDemoRequestSchema,
  newsletter_subscribers: backupNewsletterSchema,
  certificate_signing_keys: backupSigningKeySchema,
  batches: backupBatchSchema,
  students: backupStudentSchema,
  attendance: backupAttendanceSchema,
  practical_tasks: backupPracticalTaskSchema,
  task_signoffs: backupTaskSignoffSchema,
  student_events: backupStudentEventSchema,
  document_series: backupDocumentSeriesSchema,
  ...FEES_ROW_SCHEMAS,
} as const;
export type BackupRowTable = keyof typeof BACKUP_ROW_SCHEMAS;
export const BACKUP_MAX_ROWS = MAX_ROWS;

/** One problem as "tables.supertech_courses[2].course_type: Invalid option"; `prefix` is prepended to its path. */
export function describeBackupIssue(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[] = []): string {
  const where = [...prefix, ...issue.path].reduce<string>(
    (acc, part) => (typeof part === "number" ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)),
    "",
  );
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** "a; b; c (and 4 more)": the first `limit` of `total` problems. */
export function summarizeBackupIssues(first: readonly string[], total: number, limit = 3): string {
  const more = total > limit ? ` (and ${total - limit} more)` : "";
  return first.slice(0, limit).join("; ") + more;
}

/** The restore form: step one uploads a file (dry run), step two applies the checked file. */
export const restoreIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("dry-run") }),
  /** The dry run of a backup the server stored (the list on the page), by its run's id. */
  z.object({ intent: z.literal("dry-run-stored"), run: z.uuid("Choose a stored backup.") }),
  z.object({ intent: z.literal("apply"), token: z.string().regex(/^[a-f0-9]{32}$/, "This restore has expired. Upload the file again.") }),
  z.object({
    intent: z.literal("cancel"),
    token: z
      .string()
      .regex(/^[a-f0-9]{32}$/)
      .optional(),
  }),
]);
