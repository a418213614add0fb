import { getTableColumns, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  certificates,
  contactMessages,
  courseInquiries,
  courses,
  demoRequests,
  gallery,
  newsletterSubscribers,
} from "#app/server/db/schema";
import type { BackupRowTable } from "./backup-schemas";

/** A content table the restore makes equal to the file. */
export type Mirror = {
  name: Exclude<BackupRowTable, "profiles" | "certificate_signing_keys">;
  label: string;
  table: PgTable;
  idColumn: AnyPgColumn;
  /** Columns compared and written, with how to read a file value into a database value. */
  fields: Record<string, "text" | "timestamp" | "money" | "value" | "json">;
};

export const MIRRORS: Mirror[] = [
  {
    name: "supertech_courses",
    label: "Courses",
    table: courses,
    idColumn: courses.id,
    fields: {
      course_name: "text",
      course_code: "text",
      course_type: "text",
      description: "text",
      duration_weeks: "value",
      fee_amount: "money",
      max_students: "value",
      currently_enrolled: "value",
      instructor_name: "text",
      start_date: "text",
      end_date: "text",
      is_active: "value",
      // The trade, the featured mark, the course page's fields and the Hindi text (null in older backups).
      trade: "text",
      is_featured: "value",
      syllabus: "json",
      eligibility: "text",
      teaching_language: "text",
      batch_morning: "text",
      batch_evening: "text",
      batch_weekend: "text",
      fee_full_payment: "money",
      fee_instalments: "text",
      fee_hostel: "money",
      next_batch_date: "text",
      name_hi: "text",
      description_hi: "text",
      syllabus_hi: "json",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
  },
  {
    name: "course_inquiries",
    label: "Inquiries",
    table: courseInquiries,
    idColumn: courseInquiries.id,
    fields: {
      full_name: "text",
      email: "text",
      phone: "text",
      course_id: "text",
      age: "value",
      education: "text",
      address: "text",
      previous_experience: "text",
      reason_for_joining: "text",
      status: "text",
      created_at: "timestamp",
      reference: "text",
      waitlist: "value",
      updates_consent_at: "timestamp",
    },
  },
  {
    name: "certificates",
    label: "Certificates",
    table: certificates,
    idColumn: certificates.id,
    fields: {
      certificate_id: "text",
      student_name: "text",
      course_name: "text",
      approved_by: "text",
      issue_date: "text",
      details: "text",
      certificate_image_url: "text",
      created_at: "timestamp",
      course_id: "text",
      duration: "text",
      revoked_at: "timestamp",
      revoked_reason: "text",
      signature: "text",
      signing_key_id: "value",
      updated_at: "timestamp",
    },
  },
  {
    name: "gallery",
    label: "Gallery",
    table: gallery,
    idColumn: gallery.id,
    fields: {
      image_url: "text",
      title: "text",
      description: "text",
      alt_text: "text",
      sort_order: "value",
      is_active: "value",
      is_featured: "value",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
  },
  {
    name: "contact_messages",
    label: "Contact messages",
    table: contactMessages,
    idColumn: contactMessages.id,
    fields: {
      name: "text",
      email: "text",
      phone: "text",
      subject: "text",
      message: "text",
      course: "text",
      created_at: "timestamp",
      reference: "text",
      updates_consent_at: "timestamp",
    },
  },
  {
    name: "demo_requests",
    label: "Demo requests",
    table: demoRequests,
    idColumn: demoRequests.id,
    fields: { name: "text", mobile: "text", course: "text", created_at: "timestamp", reference: "text", updates_consent_at: "timestamp" },
  },
  {
    name: "newsletter_subscribers",
    label: "Newsletter sign-ups",
    table: newsletterSubscribers,
    idColumn: newsletterSubscribers.id,
    fields: { email: "text", created_at: "timestamp", updates_consent_at: "timestamp" },
  },
];

/** One value in a comparable form: timestamps at millisecond precision, money with 2 decimals, JSON as its text. */
function canonical(kind: Mirror["fields"][string], value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === "timestamp") return new Date(value as string | Date).toISOString();
  if (kind === "money") return Number(value).toFixed(2);
  if (kind === "json") return JSON.stringify(value, sortedKeys);
  return value;
}

/** JSON with each object's keys in order: jsonb keeps its own key order, a parsed file another. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether the database row `a` already holds the file's row `b`. */
export function sameRow(mirror: Mirror, a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.entries(mirror.fields).every(([key, kind]) => canonical(kind, a[key]) === canonical(kind, b[key]));
}

/** A file row as the database takes it: its id and the mirrored columns, timestamps as dates. */
export function toDatabase(mirror: Mirror, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { id: row.id };
  for (const [key, kind] of Object.entries(mirror.fields)) {
    const value = row[key] ?? null;
    values[key] = kind === "timestamp" && value !== null ? new Date(value as string) : value;
  }
  return values;
}

/** INSERT ... ON CONFLICT (id) DO UPDATE SET every compared column to the file's value. */
export function upsertSet(mirror: Mirror) {
  const columns = getTableColumns(mirror.table) as Record<string, AnyPgColumn>;
  return Object.fromEntries(Object.keys(mirror.fields).map((key) => [key, sql.raw(`excluded."${columns[key].name}"`)]));
}
