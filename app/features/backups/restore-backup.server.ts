import { eq, gt, inArray, sql } from "drizzle-orm";
import { prepareCertificateSigning } from "#app/features/certificates/index.server";
import { db } from "#app/server/db/db.server";
import { pause, type Reader, withReadSnapshot } from "#app/server/db/long-read.server";
import { type courses, siteSettings } from "#app/server/db/schema";
import type { BackupFile } from "./backup-schemas";
import { mergeSigningKeys } from "./merge-signing-keys.server";
import { MIRRORS, type Mirror, sameRow, toDatabase, upsertSet } from "./restore-mirrors.server";
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

/**
 * Deletes the rows the file does not have, enquiries before courses, so unique codes can move
 * between rows. Returns the count per table.
 */
async function deleteMissing({ reader, source, apply }: Work): Promise<Map<string, number>> {
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
  return deletes;
}

/** What incoming rows may point at: the file's courses, and its signing keys' numbers here. */
type Links = { courseIds: Set<string>; keyMap: Map<number, number> };

/**
 * Fixes the links of one batch of incoming rows. Enquiries and certificates that point at a
 * course the file does not have keep their text, without the link; a certificate signed with a
 * key the file does not list loses its signature (the restore signs it again). Returns the
 * number of enquiries so unlinked.
 */
function relink(mirror: Mirror, incoming: Row[], { courseIds, keyMap }: Links): number {
  let orphaned = 0;
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
  return orphaned;
}

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
    orphaned += relink(mirror, incoming, links);
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

/** Settings: the one row, written when it differs. */
async function restoreSettings({ reader, source, apply, tables }: Work) {
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
}

/**
 * Compares the source with the database and, when `apply`, makes the database equal to it.
 * Deletes first; then inserts and updates, courses before the enquiries that point at them;
 * then profiles and settings. Memory: one batch of rows, and the ids of one table (to find
 * deletions).
 */
async function restoreWork(reader: Reader, source: RestoreSource, actingUserId: string, apply: boolean): Promise<RestorePlan> {
  const work: Work = { reader, source, apply, tables: [], warnings: [] };
  const deletes = await deleteMissing(work);
  const courseIds = await idsOf(source, "supertech_courses");
  let orphaned = 0;
  const keyMap = await mergeSigningKeys(reader, source, apply, work.tables);
  for (const mirror of MIRRORS) orphaned += await restoreMirror(work, mirror, deletes, { courseIds, keyMap });
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
