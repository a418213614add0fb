import { getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { KeyColumn } from "#app/server/db/long-read.server";
import {
  attendance,
  batches,
  certificates,
  contactMessages,
  courseInquiries,
  courses,
  demoRequests,
  documentSeries,
  gallery,
  newsletterSubscribers,
  practicalTasks,
  studentEvents,
  students,
  taskSignoffs,
} from "#app/server/db/schema";
import type { BackupRowTable } from "./backup-schemas";
import { FEES_MIRRORS } from "./restore-fees-mirrors.server";

/** A content table the restore makes equal to the file. */
export type Mirror = {
  name: Exclude<BackupRowTable, "profiles" | "certificate_signing_keys">;
  label: string;
  table: PgTable;
  /** The primary key: the id, or the columns of a composite one (a student's day), in index order. */
  keys: KeyColumn[];
  /** Columns compared and written, with how to read a file value into a database value. */
  fields: Record<string, "text" | "timestamp" | "money" | "value" | "json">;
};

const idKey = (column: AnyPgColumn): KeyColumn => ({ column, type: "uuid" });

export const MIRRORS: Mirror[] = [
  {
    name: "supertech_courses",
    label: "Courses",
    table: courses,
    keys: [idKey(courses.id)],
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
    name: "batches",
    label: "Batches",
    table: batches,
    keys: [idKey(batches.id)],
    fields: {
      course_id: "text",
      code: "text",
      branch: "text",
      start_date: "text",
      end_date: "text",
      days: "json",
      start_time: "text",
      end_time: "text",
      trainer_user_id: "text",
      capacity: "value",
      status: "text",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
  },
  {
    name: "course_inquiries",
    label: "Inquiries",
    table: courseInquiries,
    keys: [idKey(courseInquiries.id)],
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
      preferred_batch_id: "text",
    },
  },
  {
    name: "students",
    label: "Students",
    table: students,
    keys: [idKey(students.id)],
    fields: {
      student_number: "text",
      lead_id: "text",
      batch_id: "text",
      full_name: "text",
      phone: "text",
      email: "text",
      guardian_name: "text",
      guardian_phone: "text",
      address: "text",
      admitted_on: "text",
      status: "text",
      created_at: "timestamp",
      updated_at: "timestamp",
    },
  },
  {
    name: "certificates",
    label: "Certificates",
    table: certificates,
    keys: [idKey(certificates.id)],
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
      student_id: "text",
    },
  },
  {
    name: "gallery",
    label: "Gallery",
    table: gallery,
    keys: [idKey(gallery.id)],
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
    keys: [idKey(contactMessages.id)],
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
    keys: [idKey(demoRequests.id)],
    fields: { name: "text", mobile: "text", course: "text", created_at: "timestamp", reference: "text", updates_consent_at: "timestamp" },
  },
  {
    name: "newsletter_subscribers",
    label: "Newsletter sign-ups",
    table: newsletterSubscribers,
    keys: [idKey(newsletterSubscribers.id)],
    fields: { email: "text", created_at: "timestamp", updates_consent_at: "timestamp" },
  },
  {
    name: "practical_tasks",
    label: "Practical tasks",
    table: practicalTasks,
    keys: [idKey(practicalTasks.id)],
    fields: { course_id: "text", title: "text", title_hi: "text", position: "value", created_at: "timestamp" },
  },
  {
    name: "task_signoffs",
    label: "Task sign-offs",
    table: taskSignoffs,
    keys: [idKey(taskSignoffs.student_id), idKey(taskSignoffs.task_id)],
    fields: { signed_on: "text", signed_by: "text", created_at: "timestamp" },
  },
  {
    name: "attendance",
    label: "Attendance",
    table: attendance,
    keys: [idKey(attendance.student_id), { column: attendance.day, type: "date" }],
    fields: { batch_id: "text", mark: "text", marked_by: "text", marked_at: "timestamp" },
  },
  {
    name: "student_events",
    label: "Student timelines",
    table: studentEvents,
    keys: [idKey(studentEvents.id)],
    fields: { student_id: "text", type: "text", details: "json", actor_id: "text", once_key: "text", created_at: "timestamp" },
  },
  {
    // The numbered series' last numbers, so the next student number follows the restored ones.
    name: "document_series",
    label: "Numbered series",
    table: documentSeries,
    keys: [{ column: documentSeries.series, type: "text" }],
    fields: { last_given: "value" },
  },
  ...FEES_MIRRORS,
];

/** The name of a key column as rows carry it (the spec's column names are the properties'). */
const keyName = (key: KeyColumn) => (key.column as AnyPgColumn).name;

/** A row's primary key as one string, to compare a file row with a database row. */
export function keyOf(mirror: Mirror, row: Record<string, unknown>): string {
  return mirror.keys.map((key) => String(row[keyName(key)])).join("\u0000");
}

/**
 * WHERE the primary key is one of `rows`' keys: `id in (...)`, or for a composite key
 * `(a, b) in (select * from unnest(array[...], array[...]))`. Not `(a, b) in ((...), ...)`:
 * PostgreSQL turns a list of row values into one OR per row, which no index serves, so a
 * batch of 1,000 allocations scanned the whole table a thousand times over and held PGlite's
 * one connection for minutes (the bench:backup hang). The unnest is one hash join on the key.
 */
export function keyIn(mirror: Mirror, rows: Record<string, unknown>[]): SQL {
  if (mirror.keys.length === 1) {
    const [key] = mirror.keys;
    return inArray(key.column, rows.map((row) => row[keyName(key)]) as string[]);
  }
  const tuple = sql.join(
    mirror.keys.map((key) => sql`${key.column}`),
    sql`, `,
  );
  const arrays = mirror.keys.map(
    (key) =>
      sql`array[${sql.join(
        rows.map((row) => sql`${row[keyName(key)]}`),
        sql`, `,
      )}]::${sql.raw(key.type)}[]`,
  );
  return sql`(${tuple}) in (select * from unnest(${sql.join(arrays, sql`, `)}))`;
}

/** The key columns of a row, for selecting keys only. */
export function keyColumns(mirror: Mirror): Record<string, AnyPgColumn> {
  return Object.fromEntries(mirror.keys.map((key) => [keyName(key), key.column as AnyPgColumn]));
}

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

/** A file row as the database takes it: its key and the mirrored columns, timestamps as dates. */
export function toDatabase(mirror: Mirror, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = Object.fromEntries(mirror.keys.map((key) => [keyName(key), row[keyName(key)]]));
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
