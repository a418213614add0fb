import { count, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { prepareCertificateSigning } from "#app/features/certificates/index.server";
import { db } from "#app/server/db/db.server";
import { keysetBatches, pause, type Reader, withReadSnapshot } from "#app/server/db/long-read.server";
import { type courses, dues, leads, payments, siteSettings, user } from "#app/server/db/schema";
import type { BackupFile } from "./backup-schemas";
import { mergeSigningKeys } from "./merge-signing-keys.server";
import { RestoreError } from "./restore-error.server";
import { keyColumns, keyIn, keyOf, MIRRORS, type Mirror, sameRow, toDatabase, upsertSet } from "./restore-mirrors.server";
import type { RestorePlan, TablePlan } from "./restore-plan";
import { restoreProfiles } from "./restore-profiles.server";
import { idsOf, inBatches, memorySource, RESTORE_BATCH, type RestoreSource } from "./restore-source.server";

/**
 * Restores (beyond the spec): a restore makes the content tables equal to the file (rows
 * missing from the file are deleted, others inserted or updated), in one transaction. Profiles
 * are only updated (restore-profiles.server.ts) and public signing keys only added
 * (merge-signing-keys.server.ts). It reads the checked file table by table and compares and
 * writes it batch by batch, with bounded memory whatever the size of the tables (decision 008).
 */

type Row = Record<string, unknown>;

/** Ids read per statement when looking for deletions. */
const ID_BATCH = 5000;

/** One restore's work: where it reads and writes, whether it writes, and what it reports. */
type Work = { reader: Reader; source: RestoreSource; apply: boolean; tables: TablePlan[]; warnings: string[] };

/** The keys of a table's rows that are not in `keep`, batch by batch (keyset on the primary key). */
async function* missingKeys(reader: Reader, mirror: Mirror, keep: Set<string>): AsyncGenerator<Row[]> {
  const keys = keyColumns(mirror);
  for await (const rows of keysetBatches(mirror.keys, "asc", ID_BATCH, (p) =>
    reader
      .select({ ...keys, ...p.cursor })
      .from(mirror.table)
      .where(p.after)
      .orderBy(...p.orderBy)
      .limit(p.limit),
  )) {
    const gone = (rows as Row[]).filter((row) => !keep.has(keyOf(mirror, row)));
    if (gone.length) yield gone;
  }
}

/** Every key of one of the source's tables. */
async function keysOf(source: RestoreSource, mirror: Mirror): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const row of source.rows(mirror.name)) keys.add(keyOf(mirror, row));
  return keys;
}

/**
 * Deletes the rows the file does not have, in the reverse of the restore's order: what points
 * at a row goes before it (a student's days before the student, a batch before its course),
 * and enquiries before courses, so unique codes can move between rows. Returns the count per table.
 */
async function deleteMissing({ reader, source, apply }: Work): Promise<Map<string, number>> {
  const deletes = new Map<string, number>();
  for (const mirror of [...MIRRORS].reverse()) {
    const keep = await keysOf(source, mirror);
    let count = 0;
    for await (const gone of missingKeys(reader, mirror, keep)) {
      count += gone.length;
      if (apply) await reader.delete(mirror.table).where(keyIn(mirror, gone));
    }
    deletes.set(mirror.name, count);
  }
  return deletes;
}

/** What incoming rows may point at: the file's courses, batches and students, and its signing keys' numbers here. */
type Links = { courseIds: Set<string>; batchIds: Set<string>; studentIds: Set<string>; keyMap: Map<number, number> };

/** The ids among `ids` that exist in `table` here (users and leads are not in the file). */
async function existing(reader: Reader, column: AnyPgColumn, ids: unknown[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string"))];
  if (wanted.length === 0) return new Set();
  const rows: { id: string }[] = await reader
    .select({ id: sql<string>`${column}` })
    .from(column.table)
    .where(inArray(column, wanted));
  return new Set(rows.map((r) => r.id));
}

/** Sets `column` to null in the rows whose value is not in `known`; returns how many. */
function unlink(rows: Row[], column: string, known: Set<string>): number {
  let n = 0;
  for (const row of rows) {
    if (row[column] && !known.has(row[column] as string)) {
      row[column] = null;
      n++;
    }
  }
  return n;
}

/**
 * Fixes the links of one batch of incoming rows. Enquiries and certificates that point at a
 * course the file does not have keep their text, without the link; a certificate signed with a
 * key the file does not list loses its signature (the restore signs it again). A batch's
 * trainer and a student's lead are kept only when that account or lead exists here (neither is
 * in the file; leads are rebuilt from the enquiries). Returns the number of enquiries unlinked
 * from a course.
 */
async function relink(reader: Reader, mirror: Mirror, incoming: Row[], links: Links): Promise<number> {
  switch (mirror.name) {
    case "certificates":
      unlink(incoming, "course_id", links.courseIds);
      unlink(incoming, "student_id", links.studentIds);
      for (const row of incoming) {
        if (row.signing_key_id !== null) row.signing_key_id = links.keyMap.get(row.signing_key_id as number) ?? null;
        if (row.signing_key_id === null) row.signature = null;
      }
      return 0;
    case "course_inquiries":
      unlink(incoming, "preferred_batch_id", links.batchIds);
      return unlink(incoming, "course_id", links.courseIds);
    case "batches":
      unlink(
        incoming,
        "trainer_user_id",
        await existing(
          reader,
          user.id,
          incoming.map((r) => r.trainer_user_id),
        ),
      );
      return 0;
    case "students":
      unlink(
        incoming,
        "lead_id",
        await existing(
          reader,
          leads.id,
          incoming.map((r) => r.lead_id),
        ),
      );
      return 0;
    default: {
      // Fees rows name the staff who recorded them; accounts are not in the file, so a name
      // is kept only when that account exists here (as a batch's trainer).
      const column = FEES_USER_COLUMNS[mirror.name];
      if (column)
        unlink(
          incoming,
          column,
          await existing(
            reader,
            user.id,
            incoming.map((r) => r[column]),
          ),
        );
      return 0;
    }
  }
}

/** The column of each fees table that points at a staff account. */
const FEES_USER_COLUMNS: Partial<Record<Mirror["name"], string>> = {
  fee_discounts: "given_by",
  payment_links: "created_by",
  payments: "recorded_by",
  refunds: "refunded_by",
};

/** Inserts and updates one content table, batch by batch; returns the enquiries unlinked from a course. */
async function restoreMirror(work: Work, mirror: Mirror, deletes: Map<string, number>, links: Links): Promise<number> {
  const { reader, source, apply } = work;
  let insert = 0;
  let update = 0;
  let unchanged = 0;
  let orphaned = 0;
  const set = upsertSet(mirror);
  for await (const batch of inBatches(source.rows(mirror.name), RESTORE_BATCH)) {
    const incoming = batch.map((row) => toDatabase(mirror, row));
    orphaned += await relink(reader, mirror, incoming, links);
    const current = (await reader
      .select()
      .from(mirror.table as typeof courses)
      .where(keyIn(mirror, incoming))) as Row[];
    const byKey = new Map(current.map((row) => [keyOf(mirror, row), row]));
    const writes: Row[] = [];
    for (const row of incoming) {
      const existing = byKey.get(keyOf(mirror, row));
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
        .onConflictDoUpdate({ target: mirror.keys.map((key) => key.column as AnyPgColumn), set });
    }
    await pause();
  }
  work.tables.push({
    table: mirror.name,
    label: mirror.label,
    insert,
    update,
    delete: deletes.get(mirror.name) ?? 0,
    unchanged,
    skipped: 0,
  });
  return orphaned;
}

/**
 * A file from before fees lists none of the fees tables, and making the database equal to it
 * would delete every payment, due and refund: money records the law requires the institute to
 * keep (decision 048). Such a file is refused while any are recorded; a file that lists the
 * tables, even empty, is a deliberate state and restores as usual.
 */
async function refuseLosingMoney(reader: Reader, source: RestoreSource) {
  if (MONEY_TABLES.every((table) => source.holds(table))) return;
  const [[paid], [owed]] = await Promise.all([reader.select({ n: count() }).from(payments), reader.select({ n: count() }).from(dues)]);
  const [p, d] = [paid?.n ?? 0, owed?.n ?? 0];
  if (p === 0 && d === 0) return;
  throw new RestoreError(
    `This backup was made before fees were recorded here, so restoring it would delete ${p} ${p === 1 ? "payment" : "payments"} and ${d} ${d === 1 ? "due" : "dues"} that must be kept. Choose a backup made after fees began. Nothing was changed.`,
  );
}

/** The fees tables whose rows are money records (refunds point at payments, so they are never alone). */
const MONEY_TABLES = ["payments", "dues", "refunds"] as const;

/** Settings: the one row, written when it differs. */
async function restoreSettings({ reader, source, apply, tables }: Work) {
  const [currentSettings] = await reader.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  const incomingSettings = source.settings;
  const settingsDiffer =
    !currentSettings ||
    (Object.keys(incomingSettings) as (keyof typeof incomingSettings)[]).some(
      // JSON: the branches are a list, equal by content.
      (key) => JSON.stringify(currentSettings[key] ?? null) !== JSON.stringify(incomingSettings[key] ?? null),
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
}

/**
 * Compares the source with the database and, when `apply`, makes the database equal to it.
 * Deletes first; then inserts and updates, courses before the enquiries that point at them;
 * then profiles and settings. Memory: one batch of rows, and the ids of one table (to find
 * deletions).
 */
async function restoreWork(reader: Reader, source: RestoreSource, actingUserId: string, apply: boolean): Promise<RestorePlan> {
  await refuseLosingMoney(reader, source);
  const work: Work = { reader, source, apply, tables: [], warnings: [] };
  const deletes = await deleteMissing(work);
  const [courseIds, batchIds, studentIds] = await Promise.all([
    idsOf(source, "supertech_courses"),
    idsOf(source, "batches"),
    idsOf(source, "students"),
  ]);
  let orphaned = 0;
  const keyMap = await mergeSigningKeys(reader, source, apply, work.tables);
  for (const mirror of MIRRORS) orphaned += await restoreMirror(work, mirror, deletes, { courseIds, batchIds, studentIds, keyMap });
  if (orphaned)
    work.warnings.push(`${orphaned} inquiries refer to a course that is not in the file; they will be restored without a course.`);
  await restoreProfiles(reader, source, { actingUserId, apply, tables: work.tables, warnings: work.warnings });
  await restoreSettings(work);
  const changes = work.tables.reduce((sum, t) => sum + t.insert + t.update + t.delete, 0);
  return { backupCreatedAt: source.createdAt, tables: work.tables, warnings: work.warnings, changes };
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
