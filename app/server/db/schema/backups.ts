import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, sqlList } from "./columns";

export const BACKUP_RUN_KINDS = ["scheduled", "manual"] as const;
export const BACKUP_RUN_STATUSES = ["running", "ok", "failed"] as const;
export const BACKUP_CHECKS = ["ok", "failed"] as const;

/**
 * Every backup the server wrote itself (the nightly one and "Back up now"), and where it is
 * kept. Not personal data: file names, sizes, row counts and places, never a row's content.
 * A scheduled run's India date is unique: the insert that claims it is what lets one of
 * several instances sharing PostgreSQL make the night's backup (as lead_digests does).
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    kind: text("kind", { enum: BACKUP_RUN_KINDS }).notNull(),
    scheduled_day: date("scheduled_day").unique(),
    started_at: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true }),
    status: text("status", { enum: BACKUP_RUN_STATUSES }).notNull().default("running"),
    filename: text("filename"),
    size_bytes: bigint("size_bytes", { mode: "number" }),
    counts: jsonb("counts").$type<Record<string, number>>(),
    encrypted: boolean("encrypted").notNull().default(false),
    /** Kept in DATA_DIR/backups/ under `filename`. */
    stored_local: boolean("stored_local").notNull().default(false),
    /** The object's key in S3_BUCKET (backups/...), when it was copied there. */
    s3_key: text("s3_key"),
    error: text("error"),
    /** The file read back through the restore's dry run after it was written. */
    verified: text("verified", { enum: BACKUP_CHECKS }),
    /** Removed by retention, locally and in the bucket; the row stays as history. */
    pruned_at: timestamp("pruned_at", { withTimezone: true }),
  },
  (t) => [
    index("backup_runs_started_idx").on(t.started_at),
    check("backup_runs_kind_check", sql`${t.kind} in ${sqlList(BACKUP_RUN_KINDS)}`),
    check("backup_runs_status_check", sql`${t.status} in ${sqlList(BACKUP_RUN_STATUSES)}`),
    check("backup_runs_verified_check", sql`${t.verified} is null or ${t.verified} in ${sqlList(BACKUP_CHECKS)}`),
  ],
);
