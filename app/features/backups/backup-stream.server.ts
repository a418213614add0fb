import { eq, getTableColumns } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { profileWithEmail } from "#app/features/accounts/index.server";
import { SITE_DEFAULTS } from "#app/lib/site-defaults";
import {
  type KeyColumn,
  type KeysetPage,
  keysetBatches,
  LONG_READ_BATCH,
  type Reader,
  withReadSnapshot,
} from "#app/server/db/long-read.server";
import {
  adminLogs,
  attendance,
  batches,
  certificateSigningKeys,
  certificates,
  contactMessages,
  courseInquiries,
  courses,
  demoRequests,
  documentSeries,
  dues,
  feeDiscounts,
  feePlanInstalments,
  feePlans,
  feeReminders,
  feeSettings,
  gallery,
  messages,
  newsletterSubscribers,
  paymentAllocations,
  paymentLinks,
  payments,
  practicalTasks,
  profiles,
  refunds,
  siteSettings,
  studentEvents,
  students,
  taskSignoffs,
  user,
} from "#app/server/db/schema";
import { BACKUP_VERSION } from "./backup-schemas";
import { producedStream } from "./produced-stream.server";

/**
 * The full backup (the 'generate-backup' function, spec 7). It holds the content tables with
 * the spec's names, the profiles with each user's e-mail, the settings, the admin logs and the
 * messages. It never holds Better Auth's tables: no password hashes, sessions, tokens or
 * account rows. It is written as a stream, one table after another, each read by keyset
 * batches, with bounded memory whatever the size of the tables (decision 008).
 */

type Row = Record<string, unknown>;

/** One table of the backup: how to read it in order, batch by batch. */
type Dump = { name: string; keys: KeyColumn[]; direction: "asc" | "desc"; page: (reader: Reader, page: KeysetPage) => Promise<Row[]> };

const ts = (column: AnyPgColumn): KeyColumn => ({ column, type: "timestamptz" });
const uuid = (column: AnyPgColumn): KeyColumn => ({ column, type: "uuid" });

function plainDump(name: string, table: PgTable, keys: KeyColumn[], direction: "asc" | "desc"): Dump {
  const columns = getTableColumns(table);
  return {
    name,
    keys,
    direction,
    page: (reader, p) =>
      reader
        .select({ ...columns, ...p.cursor })
        .from(table)
        .where(p.after)
        .orderBy(...p.orderBy)
        .limit(p.limit) as Promise<Row[]>,
  };
}

const profileColumns = {
  id: profiles.id,
  ...profileWithEmail,
  message_credits: profiles.message_credits,
  last_login: profiles.last_login,
  created_at: profiles.created_at,
};

/** The file's tables, in the file's order; site_settings (one row) sits between profiles and admin_logs. */
const DUMPS: (Dump | "site_settings")[] = [
  plainDump("supertech_courses", courses, [ts(courses.created_at), uuid(courses.id)], "asc"),
  plainDump("course_inquiries", courseInquiries, [ts(courseInquiries.created_at), uuid(courseInquiries.id)], "asc"),
  plainDump("certificates", certificates, [ts(certificates.created_at), uuid(certificates.id)], "asc"),
  // Public keys only: the private signing key lives in DATA_DIR or CERT_SIGNING_KEY, never here.
  plainDump("certificate_signing_keys", certificateSigningKeys, [{ column: certificateSigningKeys.id, type: "integer" }], "asc"),
  plainDump("gallery", gallery, [{ column: gallery.sort_order, type: "integer" }, ts(gallery.created_at), uuid(gallery.id)], "asc"),
  {
    name: "profiles",
    keys: [ts(profiles.created_at), uuid(profiles.id)],
    direction: "asc",
    page: (reader, p) =>
      reader
        .select({ ...profileColumns, ...p.cursor })
        .from(profiles)
        .leftJoin(user, eq(user.id, profiles.user_id))
        .where(p.after)
        .orderBy(...p.orderBy)
        .limit(p.limit),
  },
  "site_settings",
  plainDump("admin_logs", adminLogs, [ts(adminLogs.created_at), uuid(adminLogs.id)], "desc"),
  plainDump("messages", messages, [ts(messages.created_at), uuid(messages.id)], "desc"),
  plainDump("contact_messages", contactMessages, [ts(contactMessages.created_at), uuid(contactMessages.id)], "asc"),
  plainDump("demo_requests", demoRequests, [ts(demoRequests.created_at), uuid(demoRequests.id)], "asc"),
  plainDump("newsletter_subscribers", newsletterSubscribers, [ts(newsletterSubscribers.created_at), uuid(newsletterSubscribers.id)], "asc"),
  // Batches and students (decision 037), each after what it points at.
  plainDump("batches", batches, [ts(batches.created_at), uuid(batches.id)], "asc"),
  plainDump("students", students, [ts(students.created_at), uuid(students.id)], "asc"),
  plainDump("attendance", attendance, [uuid(attendance.student_id), { column: attendance.day, type: "date" }], "asc"),
  plainDump("practical_tasks", practicalTasks, [ts(practicalTasks.created_at), uuid(practicalTasks.id)], "asc"),
  plainDump("task_signoffs", taskSignoffs, [uuid(taskSignoffs.student_id), uuid(taskSignoffs.task_id)], "asc"),
  plainDump("student_events", studentEvents, [ts(studentEvents.created_at), uuid(studentEvents.id)], "asc"),
  plainDump("document_series", documentSeries, [{ column: documentSeries.series, type: "text" }], "asc"),
  // Fees (decision 048-backups-carry-fees): each after what it points at; not the gateway's raw events.
  plainDump("fee_settings", feeSettings, [{ column: feeSettings.id, type: "integer" }], "asc"),
  plainDump("fee_plans", feePlans, [uuid(feePlans.course_id)], "asc"),
  plainDump("fee_plan_instalments", feePlanInstalments, [uuid(feePlanInstalments.id)], "asc"),
  plainDump("dues", dues, [uuid(dues.id)], "asc"),
  plainDump("fee_discounts", feeDiscounts, [uuid(feeDiscounts.id)], "asc"),
  plainDump("payment_links", paymentLinks, [uuid(paymentLinks.id)], "asc"),
  plainDump("payments", payments, [uuid(payments.id)], "asc"),
  plainDump("payment_allocations", paymentAllocations, [uuid(paymentAllocations.payment_id), uuid(paymentAllocations.due_id)], "asc"),
  plainDump("refunds", refunds, [uuid(refunds.id)], "asc"),
  plainDump("fee_reminders", feeReminders, [uuid(feeReminders.student_id), { column: feeReminders.sent_on, type: "date" }], "asc"),
];

/** Re-indents a pretty-printed JSON value that starts `by` into its line. */
const indent = (json: string, by: string) => json.replaceAll("\n", `\n${by}`);

/**
 * Writes the backup document: indented like JSON.stringify(backup, null, 2), except that
 * each table row is one compact line (decision 008: a file people can read and diff, that
 * a restore reads fastest). "counts" comes last, from the rows actually written.
 */
async function writeBackup(reader: Reader, write: (text: string) => Promise<void>, now: Date, batchSize: number) {
  const counts: Record<string, number> = {};
  await write(
    `{\n  "version": ${BACKUP_VERSION},\n  "backup_type": "full",\n  "created_at": ${JSON.stringify(now.toISOString())},\n  "source": "Supertech Institute admin",\n  "tables": {\n`,
  );
  for (const [i, dump] of DUMPS.entries()) {
    const comma = i < DUMPS.length - 1 ? "," : "";
    if (dump === "site_settings") {
      const [row] = await reader.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
      const { id: _id, updated_at: _u, ...settings } = row ?? { id: 1, updated_at: null, ...SITE_DEFAULTS };
      counts.site_settings = 1;
      await write(`    "site_settings": ${indent(JSON.stringify(settings, null, 2), "    ")}${comma}\n`);
      continue;
    }
    let n = 0;
    let head = `    ${JSON.stringify(dump.name)}: [`;
    for await (const batch of keysetBatches(dump.keys, dump.direction, batchSize, (p) => dump.page(reader, p))) {
      const lines = batch.map((row) => `\n      ${JSON.stringify(row)}`);
      await write(head + (n ? "," : "") + lines.join(","));
      head = "";
      n += batch.length;
    }
    await write(`${head}${n ? "\n    " : ""}]${comma}\n`);
    counts[dump.name] = n;
  }
  await write(`  },\n  "counts": ${indent(JSON.stringify(counts, null, 2), "  ")}\n}\n`);
  return counts;
}

/**
 * The full backup as a stream of JSON text. Reading starts with the first read of the
 * stream: on PostgreSQL inside one REPEATABLE READ transaction (a consistent snapshot), on
 * PGlite batch by batch with other requests served in between (decision 008).
 * `onComplete` runs with the row counts once the whole file has been produced, before the
 * stream ends (the audit log entry).
 */
export function backupStream(options: {
  now?: Date;
  batchSize?: number;
  onComplete?: (counts: Record<string, number>) => Promise<void>;
}): ReadableStream<Uint8Array> {
  const now = options.now ?? new Date();
  return producedStream(async (write) => {
    const counts = await withReadSnapshot((reader) => writeBackup(reader, write, now, options.batchSize ?? LONG_READ_BATCH));
    await options.onComplete?.(counts);
  });
}

export function backupFilename(now = new Date()): string {
  return `backup-${now.toISOString().slice(0, 10)}.json`;
}
