import type { z } from "zod";
import { formIssues, settingsIssues } from "./backup-form-check.server";
import { type ScanEvent, ValueTooLargeError } from "./backup-scanner.server";
import {
  BACKUP_MAX_ROWS,
  BACKUP_ROW_SCHEMAS,
  type BackupFile,
  type BackupRowTable,
  backupFileSchema,
  describeBackupIssue,
  summarizeBackupIssues,
} from "./backup-schemas";
import { RestoreError } from "./restore-error.server";

/**
 * Checking a backup for a restore as it is read (decision 008): each row on its own as the
 * scanner finds it, so memory holds one row and the ids seen so far (to find duplicates),
 * never the file.
 */

type Settings = BackupFile["tables"]["site_settings"];
type Row = Record<string, unknown>;

const NOT_JSON = "This file is not valid JSON. Choose a backup-YYYY-MM-DD.json file downloaded from this page.";
/** Tables the file lists but a restore never writes: not checked beyond being lists. */
export const LISTED_ONLY = new Set(["admin_logs", "messages"]);
const UNIQUE_VALUES: Partial<Record<BackupRowTable, string>> = {
  supertech_courses: "course_code",
  certificates: "certificate_id",
  newsletter_subscribers: "email",
};
const isRowTable = (name: string): name is BackupRowTable => Object.hasOwn(BACKUP_ROW_SCHEMAS, name);

function setFor(map: Map<string, Set<string>>, key: string): Set<string> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

export type CheckedBackup = { createdAt: string; settings: Settings; counts: Record<string, number> };

/**
 * Checks a backup event by event (see BackupScanner): each row against its table's schema
 * and for duplicate ids and codes, then, at the end, everything else against
 * backupFileSchema. Problems are collected (the first three are reported) rather than
 * thrown one by one, so the message names the first problems of the whole file.
 */
export class BackupChecker {
  private first: string[] = [];
  private rowIssues = 0;
  private root: { value: unknown } | null = null;
  private fields: Record<string, unknown> = {};
  private tables: Record<string, unknown> | null = null;
  private counts: Record<string, number> = {};
  private ids = new Map<string, Set<string>>();
  private uniques = new Map<string, Set<string>>();

  get failed(): boolean {
    return this.rowIssues > 0;
  }

  private problem(text: string) {
    if (this.first.length < 3) this.first.push(text);
    this.rowIssues++;
  }

  /** Takes one event; returns the checked row to keep when it is a row of a restored table. */
  take(event: ScanEvent): { table: BackupRowTable; row: Row } | null {
    switch (event.kind) {
      case "root":
        this.root = { value: event.value };
        return null;
      case "field":
        if (Object.hasOwn(this.fields, event.key) || (event.key === "tables" && this.tables)) this.problem(`${event.key}: appears twice`);
        this.fields[event.key] = event.value;
        return null;
      case "tables":
        if (this.tables || Object.hasOwn(this.fields, "tables")) this.problem("tables: appears twice");
        this.tables ??= {};
        return null;
      case "table":
      case "tableStart": {
        const tables = this.tables ?? {};
        if (Object.hasOwn(tables, event.name)) this.problem(`tables.${event.name}: appears twice`);
        tables[event.name] = event.kind === "table" ? event.value : [];
        this.counts[event.name] = 0;
        return null;
      }
      case "row":
        return this.row(event.table, event.index, event.value);
    }
  }

  private row(table: string, index: number, value: unknown): { table: BackupRowTable; row: Row } | null {
    const count = (this.counts[table] ?? 0) + 1;
    this.counts[table] = count;
    if (count === BACKUP_MAX_ROWS + 1) this.problem(`tables.${table}: Too many rows (at most ${BACKUP_MAX_ROWS.toLocaleString("en-IN")})`);
    if (!isRowTable(table)) return null;
    const parsed = BACKUP_ROW_SCHEMAS[table].safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) this.problem(describeBackupIssue(issue, ["tables", table, index]));
      return null;
    }
    const row = parsed.data as Row;
    // The same rules as the admin forms: a restore is not a way around them (backup-form-check.server.ts).
    const formProblems = formIssues(table, row);
    if (formProblems.length) {
      for (const issue of formProblems) this.problem(describeBackupIssue(issue as z.core.$ZodIssue, ["tables", table, index]));
      return null;
    }
    const key = (table === "profiles" ? row.user_id : row.id) as string | undefined;
    if (key && !LISTED_ONLY.has(table)) {
      const seen = setFor(this.ids, table);
      if (seen.has(key)) this.problem(`${table} lists ${key} twice`);
      seen.add(key);
    }
    const uniqueKey = UNIQUE_VALUES[table];
    if (uniqueKey) {
      const seen = setFor(this.uniques, table);
      const unique = String(row[uniqueKey]).toLowerCase();
      if (seen.has(unique)) this.problem(`${table} has the ${uniqueKey} "${row[uniqueKey]}" twice`);
      seen.add(unique);
    }
    return this.rowIssues ? null : { table, row };
  }

  /** After the last event: the file's date and settings, or a RestoreError naming the first problems. */
  finish(): CheckedBackup {
    this.ids.clear();
    this.uniques.clear();
    // Everything but the rows, with each row list standing in as an empty list.
    const skeleton = this.root ? this.root.value : this.tables ? { ...this.fields, tables: this.tables } : this.fields;
    const parsed = backupFileSchema.safeParse(skeleton);
    const headIssues = parsed.success
      ? settingsIssues(parsed.data.tables.site_settings).map((issue) =>
          describeBackupIssue(issue as z.core.$ZodIssue, ["tables", "site_settings"]),
        )
      : parsed.error.issues.map((issue) => describeBackupIssue(issue));
    const total = headIssues.length + this.rowIssues;
    if (total > 0 || !parsed.success) {
      throw new RestoreError(`This is not a valid backup file: ${summarizeBackupIssues([...headIssues, ...this.first], total)}`);
    }
    return { createdAt: parsed.data.created_at, settings: parsed.data.tables.site_settings, counts: this.counts };
  }
}

/** A problem met while scanning, as the message a person reads. */
export function scanFailure(error: unknown): RestoreError {
  if (error instanceof RestoreError) return error;
  if (error instanceof ValueTooLargeError) return new RestoreError(`This is not a valid backup file: ${error.message}.`);
  return new RestoreError(NOT_JSON);
}
