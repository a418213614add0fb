import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { SITE_DEFAULTS } from "../lib/site-defaults";
import { BACKUP_VERSION, type BackupFile, backupFileSchema, describeBackupIssues } from "../lib/validation/backup";
import { dataDir } from "./data-dir.server";
import { type Database, db } from "./db.server";
import {
  adminLogs,
  certificates,
  contactMessages,
  courseInquiries,
  courses,
  demoRequests,
  gallery,
  messages,
  newsletterSubscribers,
  profiles,
  siteSettings,
  user,
} from "./schema";

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
 */

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Tx;

export async function generateBackup(now = new Date()) {
  return db.transaction(async (tx) => {
    const [
      courseRows,
      inquiryRows,
      certificateRows,
      galleryRows,
      profileRows,
      settingsRows,
      logRows,
      messageRows,
      contactRows,
      demoRows,
      newsletterRows,
    ] = await Promise.all([
      tx.select().from(courses).orderBy(asc(courses.created_at), asc(courses.id)),
      tx.select().from(courseInquiries).orderBy(asc(courseInquiries.created_at), asc(courseInquiries.id)),
      tx.select().from(certificates).orderBy(asc(certificates.created_at), asc(certificates.id)),
      tx.select().from(gallery).orderBy(asc(gallery.sort_order), asc(gallery.created_at)),
      tx
        .select({
          id: profiles.id,
          user_id: profiles.user_id,
          email: user.email,
          first_name: profiles.first_name,
          last_name: profiles.last_name,
          company_name: profiles.company_name,
          role: profiles.role,
          is_active: profiles.is_active,
          message_credits: profiles.message_credits,
          last_login: profiles.last_login,
          created_at: profiles.created_at,
        })
        .from(profiles)
        .leftJoin(user, eq(user.id, profiles.user_id))
        .orderBy(asc(profiles.created_at)),
      tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1),
      tx.select().from(adminLogs).orderBy(desc(adminLogs.created_at)),
      tx.select().from(messages).orderBy(desc(messages.created_at)),
      tx.select().from(contactMessages).orderBy(asc(contactMessages.created_at)),
      tx.select().from(demoRequests).orderBy(asc(demoRequests.created_at)),
      tx.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.created_at)),
    ]);
    const settingsRow = settingsRows[0];
    const { id: _id, updated_at: _u, ...settings } = settingsRow ?? { id: 1, updated_at: null, ...SITE_DEFAULTS };
    const tables = {
      supertech_courses: courseRows,
      course_inquiries: inquiryRows,
      certificates: certificateRows,
      gallery: galleryRows,
      profiles: profileRows,
      site_settings: settings,
      admin_logs: logRows,
      messages: messageRows,
      contact_messages: contactRows,
      demo_requests: demoRows,
      newsletter_subscribers: newsletterRows,
    };
    const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, Array.isArray(rows) ? rows.length : 1]));
    return {
      version: BACKUP_VERSION,
      backup_type: "full" as const,
      created_at: now.toISOString(),
      source: "Supertech Institute admin",
      counts,
      tables,
    };
  });
}

export function backupFilename(now = new Date()): string {
  return `backup-${now.toISOString().slice(0, 10)}.json`;
}

// ---------------------------------------------------------------------------------------
// Restore

export type TablePlan = {
  table: string;
  label: string;
  insert: number;
  update: number;
  delete: number;
  unchanged: number;
  skipped: number;
};
export type RestorePlan = { backupCreatedAt: string; tables: TablePlan[]; warnings: string[]; changes: number };

export class RestoreError extends Error {}

/** Parses and validates an uploaded backup; throws RestoreError with a message for people. */
export function parseBackup(text: string): BackupFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreError("This file is not valid JSON. Choose a backup-YYYY-MM-DD.json file downloaded from this page.");
  }
  const parsed = backupFileSchema.safeParse(json);
  if (!parsed.success) throw new RestoreError(`This is not a valid backup file: ${describeBackupIssues(parsed.error)}`);
  const file = parsed.data;
  for (const [name, list] of Object.entries(file.tables)) {
    if (!Array.isArray(list) || name === "admin_logs" || name === "messages") continue;
    const ids = new Set<string>();
    for (const row of list as { id?: string; user_id?: string }[]) {
      const key = name === "profiles" ? row.user_id : row.id;
      if (!key) continue;
      if (ids.has(key)) throw new RestoreError(`This is not a valid backup file: ${name} lists ${key} twice`);
      ids.add(key);
    }
  }
  for (const [name, key] of [
    ["supertech_courses", "course_code"],
    ["certificates", "certificate_id"],
    ["newsletter_subscribers", "email"],
  ] as const) {
    const seen = new Set<string>();
    for (const row of file.tables[name] as Record<string, unknown>[]) {
      const value = String(row[key]).toLowerCase();
      if (seen.has(value)) throw new RestoreError(`This is not a valid backup file: ${name} has the ${key} "${row[key]}" twice`);
      seen.add(value);
    }
  }
  return file;
}

/** A content table the restore makes equal to the file. */
type Mirror = {
  name: keyof BackupFile["tables"];
  label: string;
  table: PgTable;
  idColumn: AnyPgColumn;
  /** Columns compared and written, with how to read a file value into a database value. */
  fields: Record<string, "text" | "timestamp" | "money" | "value">;
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
    fields: { name: "text", email: "text", phone: "text", subject: "text", message: "text", course: "text", created_at: "timestamp" },
  },
  {
    name: "demo_requests",
    label: "Demo requests",
    table: demoRequests,
    idColumn: demoRequests.id,
    fields: { name: "text", mobile: "text", course: "text", created_at: "timestamp" },
  },
  {
    name: "newsletter_subscribers",
    label: "Newsletter sign-ups",
    table: newsletterSubscribers,
    idColumn: newsletterSubscribers.id,
    fields: { email: "text", created_at: "timestamp" },
  },
];

/** One value in a comparable form: timestamps at millisecond precision, money with 2 decimals. */
function canonical(kind: Mirror["fields"][string], value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === "timestamp") return new Date(value as string | Date).toISOString();
  if (kind === "money") return Number(value).toFixed(2);
  return value;
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

type Work = {
  plan: RestorePlan;
  mirrors: { mirror: Mirror; inserts: Record<string, unknown>[]; updates: Record<string, unknown>[]; deletes: string[] }[];
  profileUpdates: { user_id: string; values: { first_name: string | null; last_name: string | null; role: string; is_active: boolean } }[];
  settings: BackupFile["tables"]["site_settings"] | null;
};

async function computeWork(reader: Reader, file: BackupFile, actingUserId: string): Promise<Work> {
  const warnings: string[] = [];
  const tables: TablePlan[] = [];
  const mirrors: Work["mirrors"] = [];

  // Enquiries that point at a course the file does not have keep their text, without the link.
  const courseIds = new Set(file.tables.supertech_courses.map((c) => c.id));
  let orphaned = 0;
  for (const inquiry of file.tables.course_inquiries) {
    if (inquiry.course_id && !courseIds.has(inquiry.course_id)) {
      inquiry.course_id = null;
      orphaned++;
    }
  }
  if (orphaned) warnings.push(`${orphaned} inquiries refer to a course that is not in the file; they will be restored without a course.`);

  for (const mirror of MIRRORS) {
    const incoming = file.tables[mirror.name] as unknown as Record<string, unknown>[];
    const current = (await reader.select().from(mirror.table as typeof courses)) as unknown as Record<string, unknown>[];
    const byId = new Map(current.map((row) => [row.id as string, row]));
    const seen = new Set<string>();
    const inserts: Record<string, unknown>[] = [];
    const updates: Record<string, unknown>[] = [];
    let unchanged = 0;
    for (const row of incoming) {
      const id = row.id as string;
      seen.add(id);
      const existing = byId.get(id);
      if (!existing) inserts.push(toDatabase(mirror, row));
      else if (!sameRow(mirror, existing, row)) updates.push(toDatabase(mirror, row));
      else unchanged++;
    }
    const deletes = current.map((row) => row.id as string).filter((id) => !seen.has(id));
    mirrors.push({ mirror, inserts, updates, deletes });
    tables.push({
      table: mirror.name,
      label: mirror.label,
      insert: inserts.length,
      update: updates.length,
      delete: deletes.length,
      unchanged,
      skipped: 0,
    });
  }

  // Profiles: update only; unknown users are skipped; the restoring super admin keeps their access.
  const currentProfiles = await reader
    .select({
      user_id: profiles.user_id,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      role: profiles.role,
      is_active: profiles.is_active,
    })
    .from(profiles);
  const profileByUser = new Map(currentProfiles.map((p) => [p.user_id, p]));
  const profileUpdates: Work["profileUpdates"] = [];
  let profileUnchanged = 0;
  let profileSkipped = 0;
  for (const p of file.tables.profiles) {
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
    const differs =
      values.first_name !== existing.first_name ||
      values.last_name !== existing.last_name ||
      values.role !== existing.role ||
      values.is_active !== existing.is_active;
    if (differs) profileUpdates.push({ user_id: p.user_id, values });
    else profileUnchanged++;
  }
  if (profileSkipped)
    warnings.push(
      `${profileSkipped} profiles belong to users who no longer exist here; they are skipped (accounts are never created by a restore).`,
    );
  tables.push({
    table: "profiles",
    label: "User profiles",
    insert: 0,
    update: profileUpdates.length,
    delete: 0,
    unchanged: profileUnchanged,
    skipped: profileSkipped,
  });

  // Settings: the one row.
  const [currentSettings] = await reader.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  const incomingSettings = file.tables.site_settings;
  const settingsDiffer =
    !currentSettings ||
    (Object.keys(incomingSettings) as (keyof typeof incomingSettings)[]).some(
      (key) => (currentSettings[key] ?? null) !== (incomingSettings[key] ?? null),
    );
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
  return {
    plan: { backupCreatedAt: file.created_at, tables, warnings, changes },
    mirrors,
    profileUpdates,
    settings: settingsDiffer ? incomingSettings : null,
  };
}

/** The dry run: what a restore of this file would change, changing nothing. */
export async function planRestore(file: BackupFile, actingUserId: string): Promise<RestorePlan> {
  return (await computeWork(db, structuredClone(file), actingUserId)).plan;
}

const CHUNK = 500;

/** Applies the file in one transaction: everything or, on any error, nothing. */
export async function applyRestore(file: BackupFile, actingUserId: string): Promise<RestorePlan> {
  return db.transaction(async (tx) => {
    const work = await computeWork(tx, structuredClone(file), actingUserId);
    // Deletes first (enquiries before courses), so unique codes can move between rows.
    const order = ["course_inquiries", ...MIRRORS.map((m) => m.name).filter((n) => n !== "course_inquiries")];
    for (const name of order) {
      const item = work.mirrors.find((m) => m.mirror.name === name);
      if (!item) continue;
      for (let i = 0; i < item.deletes.length; i += CHUNK) {
        await tx.delete(item.mirror.table).where(inArray(item.mirror.idColumn, item.deletes.slice(i, i + CHUNK)));
      }
    }
    // Then updates and inserts, courses before the enquiries that point at them.
    for (const { mirror, inserts, updates } of work.mirrors) {
      for (const row of updates) {
        const { id, ...values } = row;
        await tx
          .update(mirror.table)
          .set(values as never)
          .where(eq(mirror.idColumn, id as string));
      }
      for (let i = 0; i < inserts.length; i += CHUNK) {
        await tx.insert(mirror.table).values(inserts.slice(i, i + CHUNK) as never);
      }
    }
    for (const { user_id, values } of work.profileUpdates) {
      await tx.update(profiles).set(values).where(eq(profiles.user_id, user_id));
    }
    if (work.settings) {
      await tx
        .insert(siteSettings)
        .values({ id: 1, ...work.settings, updated_at: new Date() })
        .onConflictDoUpdate({ target: siteSettings.id, set: { ...work.settings, updated_at: new Date() } });
    }
    return work.plan;
  });
}

// ---------------------------------------------------------------------------------------
// Staging between the dry run and the confirmation: the checked file waits on disk under
// DATA_DIR for an hour, readable only by the super admin who uploaded it.

const STAGE_TTL_MS = 60 * 60 * 1000;

function stageDir(): string {
  const dir = path.join(dataDir(), "restore-staging");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

function sweepStaged(now = Date.now()) {
  const dir = stageDir();
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (now - statSync(file).mtimeMs > STAGE_TTL_MS) rmSync(file, { force: true });
    } catch {
      // gone already
    }
  }
}

export function stageRestore(text: string, userId: string): string {
  sweepStaged();
  const token = randomBytes(16).toString("hex");
  writeFileSync(path.join(stageDir(), `${token}.json`), JSON.stringify({ userId, text }), { mode: 0o600 });
  return token;
}

/** The staged file's text, or null when it expired, was used, or belongs to someone else. */
export function readStaged(token: string, userId: string): string | null {
  if (!/^[a-f0-9]{32}$/.test(token)) return null;
  const file = path.join(stageDir(), `${token}.json`);
  try {
    if (Date.now() - statSync(file).mtimeMs > STAGE_TTL_MS) return null;
    const staged = JSON.parse(readFileSync(file, "utf8")) as { userId: string; text: string };
    return staged.userId === userId ? staged.text : null;
  } catch {
    return null;
  }
}

export function dropStaged(token: string): void {
  if (!/^[a-f0-9]{32}$/.test(token)) return;
  rmSync(path.join(stageDir(), `${token}.json`), { force: true });
}
