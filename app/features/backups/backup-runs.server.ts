import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, desc, eq, isNull, ne } from "drizzle-orm";
import { formatDateTime } from "#app/lib/admin-display";
import { indiaDate, indiaHour } from "#app/lib/india-time";
import { audit } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { backupRuns, profiles, user } from "#app/server/db/schema";
import { baseUrl, getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { sendMail } from "#app/server/mail/mail.server";
import { encryptStream } from "./backup-cipher.server";
import { backupsToPrune } from "./backup-retention";
import { backupStream } from "./backup-stream.server";
import { planRestore } from "./restore-backup.server";
import { dropStaged, type StagedBackup, stageUpload } from "./staged-backup.server";
import { localPath, openStored, removeStored, uploadToS3 } from "./stored-files.server";

/**
 * Backups the server stores by itself (decision "Scheduled, encrypted backups"): the nightly
 * one at BACKUP_HOUR (India time) and "Back up now". Each is the download's full backup,
 * streamed (decision 008) into DATA_DIR/backups/ (encrypted with BACKUP_KEY when set), copied
 * to S3 when configured, read back through the restore's dry run, then older ones are pruned.
 * A failure is recorded, logged and mailed to the super admins; nothing half-written is kept.
 */
export type BackupRun = typeof backupRuns.$inferSelect;

const HOURS_36 = 36 * 60 * 60_000;

/** "backup-2026-11-27-203000-1a2b3c4d.json(.enc)": UTC time, and the run's id so two never clash. */
function storedName(now: Date, id: string, encrypted: boolean): string {
  const at = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `backup-${at.slice(0, 4)}-${at.slice(4, 6)}-${at.slice(6)}-${id.slice(0, 8)}.json${encrypted ? ".enc" : ""}`;
}

async function writeLocal(filename: string, now: Date): Promise<{ size: number; counts: Record<string, number> }> {
  const target = localPath(filename);
  const partial = `${target}.partial`;
  let counts: Record<string, number> = {};
  const plain = backupStream({
    now,
    onComplete: async (written) => {
      counts = written;
    },
  });
  const key = getEnv().BACKUP_KEY;
  const bytes = key ? encryptStream(plain, key) : plain;
  try {
    await pipeline(Readable.fromWeb(bytes as Parameters<typeof Readable.fromWeb>[0]), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
  return { size: (await stat(target)).size, counts };
}

/** Reads the stored file back through the restore's checks and dry run (nothing applied); its rows must all be there. */
async function verify(run: BackupRun, counts: Record<string, number>): Promise<void> {
  const read = await stageStored(run, VERIFIER);
  try {
    await planRestore(read, VERIFIER);
  } finally {
    dropStaged(read);
  }
  for (const [table, n] of Object.entries(counts)) {
    if (table !== "site_settings" && (read.counts[table] ?? 0) !== n) {
      throw new Error(`${table}: ${n} rows written, ${read.counts[table] ?? 0} read back`);
    }
  }
}

/** Stands for "nobody" where the dry run asks who restores (no user has this id). */
const VERIFIER = "backup-verification";

/** A stored backup staged as an upload is: decrypted, checked row by row, kept on disk until dropped. */
export async function stageStored(run: BackupRun, userId: string): Promise<StagedBackup> {
  return stageUpload(await openStored(run), { userId, filename: run.filename ?? "backup.json" });
}

class StepError extends Error {}
async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StepError(`${label}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

async function update(id: string, values: Partial<BackupRun>): Promise<BackupRun> {
  const [row] = await db.update(backupRuns).set(values).where(eq(backupRuns.id, id)).returning();
  return row;
}

/** Writes, copies, verifies and records one claimed run; never throws (a failure is its record). */
async function completeRun(claimed: BackupRun, now: Date): Promise<BackupRun> {
  const env = getEnv();
  const started = Date.now();
  const finishedAt = () => new Date(now.getTime() + (Date.now() - started));
  let run = claimed;
  try {
    const encrypted = Boolean(env.BACKUP_KEY);
    const filename = storedName(now, run.id, encrypted);
    run = await update(run.id, { filename, encrypted });
    const { size, counts } = await step("Writing the backup failed", () => writeLocal(filename, now));
    run = await update(run.id, { size_bytes: size, counts, stored_local: true });
    // S3 down is not a lost backup: the local copy is kept, checked and listed, and the failed
    // copy is recorded, mailed and shown on the dashboard; tomorrow's run copies again.
    const offMachine = env.S3_BUCKET ? await copyToS3(run, filename) : null;
    if (offMachine?.key) run = await update(run.id, { s3_key: offMachine.key });
    try {
      await verify(run, counts);
    } catch (error) {
      await update(run.id, { verified: "failed" });
      throw new StepError(`The check of the stored file failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    run = await update(run.id, { status: "ok", verified: "ok", error: offMachine?.error ?? null, finished_at: finishedAt() });
    logger.info({ run: run.id, filename, size, s3: Boolean(run.s3_key) }, "backup stored");
    if (offMachine?.error) await reportFailure(run).catch((mail) => logger.error({ err: mail }, "backup failure mail not queued"));
    await step("Pruning old backups failed", () => pruneBackups(now)).catch((error) =>
      logger.error({ err: error }, "backup pruning failed"),
    );
    return run;
  } catch (error) {
    const message = error instanceof StepError ? error.message : `The backup failed: ${String(error)}`;
    logger.error({ err: error, run: run.id }, "backup failed");
    // Nothing half-stored is kept: the next run tries again from scratch.
    await removeStored(run).catch((cleanup) => logger.warn({ err: cleanup }, "could not remove a failed backup's files"));
    const failed = await update(run.id, {
      status: "failed",
      error: message.slice(0, 1000),
      stored_local: false,
      finished_at: finishedAt(),
    });
    await reportFailure(failed).catch((mail) => logger.error({ err: mail }, "backup failure mail not queued"));
    return failed;
  }
}

/** The copy to the bucket: its key, or why it failed (logged; the local copy stands). */
async function copyToS3(run: BackupRun, filename: string): Promise<{ key?: string; error?: string }> {
  try {
    return { key: await uploadToS3(filename) };
  } catch (error) {
    logger.error({ err: error, run: run.id }, "backup copy to S3 failed");
    const reason = error instanceof Error ? error.message : String(error);
    return { error: `The copy to S3 failed: ${reason}. The backup is kept on this machine only.`.slice(0, 1000) };
  }
}

/** Each active super admin gets the failure through the outbox. */
async function reportFailure(run: BackupRun): Promise<void> {
  const admins = await db
    .select({ email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.user_id))
    .where(and(eq(profiles.role, "super_admin"), eq(profiles.is_active, true)));
  for (const { email } of admins) {
    await sendMail({
      to: email,
      subject: `${run.status === "ok" ? "Backup not copied off the machine" : "Backup failed"} on ${indiaDate(run.started_at)}`,
      text: [
        run.status === "ok"
          ? `The ${run.kind} backup started ${formatDateTime(run.started_at)} (India time) was stored on this machine, but not off it.`
          : `The ${run.kind} backup started ${formatDateTime(run.started_at)} (India time) failed.`,
        "",
        run.error ?? "",
        "",
        run.status === "ok"
          ? "The next nightly backup copies again; you can also use Back up now:"
          : "Nothing was stored by this run. The next nightly backup tries again; you can also use Back up now:",
        `${baseUrl()}/admin/backups`,
      ].join("\n"),
    });
  }
}

export type ScheduledRun = "not_yet" | "already_done" | BackupRun;

/**
 * The nightly backup: at BACKUP_HOUR (India time) or the first run after it that day. The
 * insert of the day's row (scheduled_day is unique) is the claim: of several instances on one
 * PostgreSQL, or runs racing in one, exactly one makes the backup.
 */
export async function runScheduledBackup({ now = new Date() }: { now?: Date } = {}): Promise<ScheduledRun> {
  if (indiaHour(now) < getEnv().BACKUP_HOUR) return "not_yet";
  const [claimed] = await db
    .insert(backupRuns)
    .values({ kind: "scheduled", scheduled_day: indiaDate(now), started_at: now })
    .onConflictDoNothing()
    .returning();
  if (!claimed) return "already_done";
  return completeRun(claimed, now);
}

/** "Back up now" on the backups page: the same run, started by an admin, logged. */
export async function backUpNow(admin: { id: string }, now = new Date()): Promise<BackupRun> {
  const [claimed] = await db.insert(backupRuns).values({ kind: "manual", started_at: now }).returning();
  const run = await completeRun(claimed, now);
  await audit({ adminUserId: admin.id, action: "backup_stored", details: { run_id: run.id, status: run.status, counts: run.counts } });
  return run;
}

/** Removes what retention (BACKUP_KEEP_*) does not keep, locally and in the bucket; the rows stay as history. */
export async function pruneBackups(now = new Date()): Promise<number> {
  const env = getEnv();
  const stored = await db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.status, "ok"), isNull(backupRuns.pruned_at)));
  const doomed = backupsToPrune(
    stored.map((run) => ({ run, startedAt: run.started_at })),
    { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY, monthly: env.BACKUP_KEEP_MONTHLY },
  );
  for (const { run } of doomed) {
    await removeStored(run);
    await update(run.id, { pruned_at: now });
  }
  if (doomed.length) logger.info({ pruned: doomed.length }, "old backups pruned");
  return doomed.length;
}

/** The backups page's list: stored backups and recent runs (running, failed), newest first. */
export function listBackupRuns(limit = 60): Promise<BackupRun[]> {
  return db.select().from(backupRuns).where(isNull(backupRuns.pruned_at)).orderBy(desc(backupRuns.started_at)).limit(limit);
}

export function findStoredBackup(id: string): Promise<BackupRun | undefined> {
  return db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.id, id), eq(backupRuns.status, "ok"), isNull(backupRuns.pruned_at)))
    .then((rows) => rows[0]);
}

/**
 * The dashboard's warning, or null: the last run failed, no good backup exists, or the last
 * good one is more than 36 hours old.
 */
export async function backupWarning(now = new Date()): Promise<string | null> {
  const [last] = await db.select().from(backupRuns).where(ne(backupRuns.status, "running")).orderBy(desc(backupRuns.started_at)).limit(1);
  if (last?.status === "failed") return `The last backup failed (${formatDateTime(last.started_at)}). ${last.error ?? ""}`.trim();
  if (last?.error) return `The last backup (${formatDateTime(last.started_at)}) is on this machine only. ${last.error}`;
  const [good] = await db
    .select({ at: backupRuns.started_at })
    .from(backupRuns)
    .where(eq(backupRuns.status, "ok"))
    .orderBy(desc(backupRuns.started_at))
    .limit(1);
  if (!good) return "No backup has been stored yet. Use Back up now, or wait for tonight's scheduled backup.";
  if (now.getTime() - good.at.getTime() > HOURS_36) {
    return `The last good backup is from ${formatDateTime(good.at)}, more than 36 hours ago.`;
  }
  return null;
}
