import { eq, getTableColumns, gt, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { profileWithEmail } from "#app/features/accounts/index.server";
import { prepareCertificateSigning } from "#app/features/certificates/certificate-signing.server";
import { type Role, STAFF_ROLES } from "#app/lib/domain";
import { SITE_DEFAULTS } from "#app/lib/site-defaults";
import { db } from "#app/server/db/db.server";
import {
  type KeyColumn,
  type KeysetPage,
  keysetBatches,
  LONG_READ_BATCH,
  pause,
  type Reader,
  withReadSnapshot,
} from "#app/server/db/long-read.server";
import {
  adminLogs,
  certificateSigningKeys,
  certificates,
  contactMessages,
  courseInquiries,
  courses,
  demoRequests,
  gallery,
  messages,
  newsletterSubscribers,
  profiles,
  session,
  siteSettings,
  user,
} from "#app/server/db/schema";
import { logger } from "#app/server/logger.server";
import { memorySource, type RestoreSource } from "./backup-file.server";
import { BACKUP_VERSION, type BackupFile, type BackupRowTable } from "./backup-schemas";

export {
  dropStaged,
  keepStaged,
  parseBackup,
  RestoreError,
  readStaged,
  type StagedBackup,
  stageUpload,
} from "./backup-file.server";

/**
 * Full backups (the 'generate-backup' function, spec 7) and, beyond the spec, restores.
 *
 * A backup holds the content tables with the spec's names, the profiles with each user's
 * e-mail, the settings, the admin logs and the messages. It never holds Better Auth's
 * tables: no password hashes, sessions, tokens or account rows.
 *
 * A restore makes the content tables equal to the file (rows missing from the file are
 * deleted, others inserted or updated), in one transaction. Profiles are only updated
 * (names, role, active flag) for users that exist; users and sign-in data are never
 * touched, and the super admin who restores keeps their own role and access.
 *
 * Both work in batches with bounded memory, whatever the size of the tables (decision 008):
 * the backup is written as a stream, one table after another, read by keyset batches; a
 * restore reads the checked file from disk table by table (backup-file.server.ts) and
 * compares and writes it batch by batch.
 */

type Row = Record<string, unknown>;

// ---------------------------------------------------------------------------------------
// Backup

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

class StreamCancelled extends Error {}

/**
 * A byte stream fed by `produce`, one chunk per read: nothing runs before the first read,
 * the producer waits while the reader is slow, and stops when the reader goes away.
 */
function producedStream(produce: (write: (text: string) => Promise<void>) => Promise<void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  let cancelled = false;
  let demand: (() => void) | null = null;
  let waiting: (() => void) | null = null;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const served = new Promise<void>((resolve) => {
          demand = resolve;
        });
        if (waiting) {
          waiting();
          waiting = null;
        }
        if (!started) {
          started = true;
          const write = async (text: string) => {
            if (!demand && !cancelled) await new Promise<void>((resolve) => (waiting = resolve));
            if (cancelled) throw new StreamCancelled();
            controller.enqueue(encoder.encode(text));
            const done = demand;
            demand = null;
            done?.();
          };
          produce(write).then(
            () => {
              if (!cancelled) controller.close();
              demand?.();
            },
            (error) => {
              if (!cancelled) {
                logger.error({ err: error }, "backup stream failed");
                controller.error(error);
              }
              demand?.();
            },
          );
        }
        return served;
      },
      cancel() {
        cancelled = true;
        waiting?.();
      },
    },
    { highWaterMark: 0 },
  );
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

// ---------------------------------------------------------------------------------------
// Restore

type TablePlan = {
  table: string;
  label: string;
  insert: number;
  update: number;
  delete: number;
  unchanged: number;
  skipped: number;
};
export type RestorePlan = { backupCreatedAt: string; tables: TablePlan[]; warnings: string[]; changes: number };

/** A content table the restore makes equal to the file. */
type Mirror = {
  name: Exclude<BackupRowTable, "profiles" | "certificate_signing_keys">;
  label: string;
  table: PgTable;
  idColumn: AnyPgColumn;
  /** Columns compared and written, with how to read a file value into a database value. */
  fields: Record<string, "text" | "timestamp" | "money" | "value" | "json">;
};

const MIRRORS: Mirror[] = [
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
      // Issue 11: the trade, the featured mark, the course page's fields and the Hindi text.
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

function sameRow(mirror: Mirror, a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return Object.entries(mirror.fields).every(([key, kind]) => canonical(kind, a[key]) === canonical(kind, b[key]));
}

function toDatabase(mirror: Mirror, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { id: row.id };
  for (const [key, kind] of Object.entries(mirror.fields)) {
    const value = row[key] ?? null;
    values[key] = kind === "timestamp" && value !== null ? new Date(value as string) : value;
  }
  return values;
}

/**
 * Public signing keys are only ever added, never deleted or changed: a code printed under
 * key N must keep verifying. A key of the file that is already here (same public key) keeps
 * its local number; a new one takes its number from the file when free, else the next one.
 * Returns the file's key numbers mapped to local ones, for the certificates' signing_key_id.
 */
async function mergeSigningKeys(reader: Reader, source: RestoreSource, apply: boolean, tables: TablePlan[]): Promise<Map<number, number>> {
  const local = await reader.select().from(certificateSigningKeys);
  const byPem = new Map(local.map((k) => [k.public_key.trim(), k.id]));
  const taken = new Set(local.map((k) => k.id));
  let next = Math.max(0, ...taken) + 1;
  const map = new Map<number, number>();
  let insert = 0;
  let unchanged = 0;
  for await (const row of source.rows("certificate_signing_keys")) {
    const key = row as { id: number; public_key: string; created_at: string; retired_at: string | null };
    const known = byPem.get(key.public_key.trim());
    if (known) {
      map.set(key.id, known);
      unchanged++;
      continue;
    }
    const id = taken.has(key.id) ? next : key.id;
    taken.add(id);
    next = Math.max(next, id + 1);
    map.set(key.id, id);
    byPem.set(key.public_key.trim(), id);
    insert++;
    if (apply) {
      await reader.insert(certificateSigningKeys).values({
        id,
        public_key: key.public_key.trim(),
        created_at: new Date(key.created_at),
        retired_at: new Date(key.retired_at ?? Date.now()),
      });
    }
  }
  if (apply && insert) {
    await reader.execute(
      sql`select setval(pg_get_serial_sequence('certificate_signing_keys', 'id'), (select max(id) from certificate_signing_keys))`,
    );
  }
  tables.push({
    table: "certificate_signing_keys",
    label: "Certificate signing keys",
    insert,
    update: 0,
    delete: 0,
    unchanged,
    skipped: 0,
  });
  return map;
}

/** Rows compared and written per statement; ids read per statement when looking for deletions. */
const RESTORE_BATCH = 1000;
const ID_BATCH = 5000;

async function* inBatches<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

async function idsOf(source: RestoreSource, table: BackupRowTable, key = "id"): Promise<Set<string>> {
  const ids = new Set<string>();
  for await (const row of source.rows(table)) ids.add(row[key] as string);
  return ids;
}

/** The ids in a table that are not in `keep`, batch by batch (keyset on the primary key). */
async function* missingIds(reader: Reader, mirror: Mirror, keep: Set<string>): AsyncGenerator<string[]> {
  let last: string | null = null;
  for (;;) {
    const rows: { id: string }[] = await reader
      .select({ id: sql<string>`${mirror.idColumn}` })
      .from(mirror.table)
      .where(last ? gt(mirror.idColumn, last) : undefined)
      .orderBy(mirror.idColumn)
      .limit(ID_BATCH);
    if (rows.length === 0) return;
    last = rows[rows.length - 1].id;
    const gone = rows.map((r) => r.id).filter((id) => !keep.has(id));
    if (gone.length) yield gone;
    if (rows.length < ID_BATCH) return;
    await pause();
  }
}

/** INSERT ... ON CONFLICT (id) DO UPDATE SET every compared column to the file's value. */
function upsertSet(mirror: Mirror) {
  const columns = getTableColumns(mirror.table) as Record<string, AnyPgColumn>;
  return Object.fromEntries(Object.keys(mirror.fields).map((key) => [key, sql.raw(`excluded."${columns[key].name}"`)]));
}

/**
 * Compares the source with the database and, when `apply`, makes the database equal to it.
 * Deletes first (enquiries before courses), so unique codes can move between rows; then
 * inserts and updates, courses before the enquiries that point at them; then profiles and
 * settings. Memory: one batch of rows, and the ids of one table (to find deletions).
 */
async function restoreWork(reader: Reader, source: RestoreSource, actingUserId: string, apply: boolean): Promise<RestorePlan> {
  const warnings: string[] = [];
  const tables: TablePlan[] = [];

  const deletes = new Map<string, number>();
  const deleteOrder = ["course_inquiries", ...MIRRORS.map((m) => m.name).filter((n) => n !== "course_inquiries")];
  for (const name of deleteOrder) {
    const mirror = MIRRORS.find((m) => m.name === name) as Mirror;
    const keep = await idsOf(source, mirror.name);
    let count = 0;
    for await (const gone of missingIds(reader, mirror, keep)) {
      count += gone.length;
      if (apply) await reader.delete(mirror.table).where(inArray(mirror.idColumn, gone));
    }
    deletes.set(name, count);
  }

  // Enquiries that point at a course the file does not have keep their text, without the link.
  const courseIds = await idsOf(source, "supertech_courses");
  let orphaned = 0;
  const keyMap = await mergeSigningKeys(reader, source, apply, tables);
  for (const mirror of MIRRORS) {
    let insert = 0;
    let update = 0;
    let unchanged = 0;
    const set = upsertSet(mirror);
    for await (const batch of inBatches(source.rows(mirror.name), RESTORE_BATCH)) {
      const incoming = batch.map((row) => toDatabase(mirror, row));
      if (mirror.name === "certificates") {
        for (const row of incoming) {
          if (row.course_id && !courseIds.has(row.course_id as string)) row.course_id = null;
          if (row.signing_key_id !== null) row.signing_key_id = keyMap.get(row.signing_key_id as number) ?? null;
          if (row.signing_key_id === null) row.signature = null;
        }
      }
      if (mirror.name === "course_inquiries") {
        for (const row of incoming) {
          if (row.course_id && !courseIds.has(row.course_id as string)) {
            row.course_id = null;
            orphaned++;
          }
        }
      }
      const current = (await reader
        .select()
        .from(mirror.table as typeof courses)
        .where(
          inArray(
            mirror.idColumn,
            incoming.map((row) => row.id as string),
          ),
        )) as Row[];
      const byId = new Map(current.map((row) => [row.id as string, row]));
      const writes: Row[] = [];
      for (const row of incoming) {
        const existing = byId.get(row.id as string);
        if (!existing) insert++;
        else if (!sameRow(mirror, existing, row)) update++;
        else {
          unchanged++;
          continue;
        }
        writes.push(row);
      }
      if (apply && writes.length) {
        await reader
          .insert(mirror.table)
          .values(writes as never)
          .onConflictDoUpdate({ target: mirror.idColumn, set });
      }
      await pause();
    }
    tables.push({
      table: mirror.name,
      label: mirror.label,
      insert,
      update,
      delete: deletes.get(mirror.name) ?? 0,
      unchanged,
      skipped: 0,
    });
  }
  if (orphaned) warnings.push(`${orphaned} inquiries refer to a course that is not in the file; they will be restored without a course.`);

  // Profiles: update only; unknown users are skipped; the restoring super admin keeps their access.
  let profileUpdates = 0;
  let profileUnchanged = 0;
  let profileSkipped = 0;
  let unconfirmedKept = 0;
  for await (const batch of inBatches(source.rows("profiles"), RESTORE_BATCH)) {
    const current = await reader
      .select({
        user_id: profiles.user_id,
        first_name: profiles.first_name,
        last_name: profiles.last_name,
        role: profiles.role,
        is_active: profiles.is_active,
        email_verified: user.emailVerified,
      })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.user_id))
      .where(
        inArray(
          profiles.user_id,
          batch.map((p) => p.user_id as string),
        ),
      );
    const profileByUser = new Map(current.map((p) => [p.user_id, p]));
    for (const p of batch as BackupFile["tables"]["profiles"]) {
      const existing = profileByUser.get(p.user_id);
      if (!existing) {
        profileSkipped++;
        continue;
      }
      const values = { first_name: p.first_name, last_name: p.last_name, role: p.role, is_active: p.is_active };
      if (p.user_id === actingUserId && (p.role !== existing.role || p.is_active !== existing.is_active)) {
        warnings.push("Your own role and access are kept as they are now.");
        values.role = existing.role as typeof values.role;
        values.is_active = existing.is_active;
      }
      // Finding 1: an account whose e-mail is not confirmed gains no staff role from a file either.
      if (STAFF_ROLES.includes(values.role) && !STAFF_ROLES.includes(existing.role as Role) && !existing.email_verified) {
        unconfirmedKept++;
        values.role = existing.role as typeof values.role;
      }
      const differs =
        values.first_name !== existing.first_name ||
        values.last_name !== existing.last_name ||
        values.role !== existing.role ||
        values.is_active !== existing.is_active;
      if (!differs) {
        profileUnchanged++;
        continue;
      }
      profileUpdates++;
      if (apply) {
        await reader.update(profiles).set(values).where(eq(profiles.user_id, p.user_id));
        // Finding 4: a restore that deactivates a user ends their sessions, in the same transaction.
        if (existing.is_active && !values.is_active) await reader.delete(session).where(eq(session.userId, p.user_id));
      }
    }
  }
  if (unconfirmedKept)
    warnings.push(
      `${unconfirmedKept} users whose e-mail is not confirmed keep their current role: a staff role needs a confirmed account.`,
    );
  if (profileSkipped)
    warnings.push(
      `${profileSkipped} profiles belong to users who no longer exist here; they are skipped (accounts are never created by a restore).`,
    );
  tables.push({
    table: "profiles",
    label: "User profiles",
    insert: 0,
    update: profileUpdates,
    delete: 0,
    unchanged: profileUnchanged,
    skipped: profileSkipped,
  });

  // Settings: the one row.
  const [currentSettings] = await reader.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  const incomingSettings = source.settings;
  const settingsDiffer =
    !currentSettings ||
    (Object.keys(incomingSettings) as (keyof typeof incomingSettings)[]).some(
      (key) => (currentSettings[key] ?? null) !== (incomingSettings[key] ?? null),
    );
  if (apply && settingsDiffer) {
    await reader
      .insert(siteSettings)
      .values({ id: 1, ...incomingSettings, updated_at: new Date() })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...incomingSettings, updated_at: new Date() } });
  }
  tables.push({
    table: "site_settings",
    label: "Settings",
    insert: currentSettings ? 0 : 1,
    update: currentSettings && settingsDiffer ? 1 : 0,
    delete: 0,
    unchanged: settingsDiffer ? 0 : 1,
    skipped: 0,
  });

  const changes = tables.reduce((sum, t) => sum + t.insert + t.update + t.delete, 0);
  return { backupCreatedAt: source.createdAt, tables, warnings, changes };
}

const sourceOf = (input: BackupFile | RestoreSource): RestoreSource => ("rows" in input ? input : memorySource(input));

/**
 * The dry run: what a restore would change, changing nothing. Reads in batches (on
 * PostgreSQL in one read-only snapshot), letting other requests run in between.
 */
export async function planRestore(input: BackupFile | RestoreSource, actingUserId: string): Promise<RestorePlan> {
  return withReadSnapshot((reader) => restoreWork(reader, sourceOf(input), actingUserId, false));
}

/**
 * Applies the file in one transaction: everything or, on any error, nothing. Then the key
 * in hand is registered again if the file did not know it, and certificates without a
 * signature (from a backup older than signatures) are signed.
 */
export async function applyRestore(input: BackupFile | RestoreSource, actingUserId: string): Promise<RestorePlan> {
  const plan = await db.transaction((tx) => restoreWork(tx, sourceOf(input), actingUserId, true));
  await prepareCertificateSigning();
  return plan;
}
