import { BackupChecker, LISTED_ONLY, scanFailure } from "./backup-checker.server";
import { BackupScanner, type ScanEvent } from "./backup-scanner.server";
import { BACKUP_ROW_SCHEMAS, type BackupFile } from "./backup-schemas";

/** Parses and checks a whole backup held in memory (small files, tests); throws RestoreError with a message for people. */
export function parseBackup(text: string): BackupFile {
  const scanner = new BackupScanner();
  const checker = new BackupChecker();
  const rows: Record<string, unknown[]> = {};
  const take = (events: ScanEvent[]) => {
    for (const event of events) {
      if (event.kind === "tableStart" && LISTED_ONLY.has(event.name)) rows[event.name] = [];
      if (event.kind === "row" && LISTED_ONLY.has(event.table)) rows[event.table]?.push(event.value);
      const checked = checker.take(event);
      if (checked) {
        rows[checked.table] ??= [];
        rows[checked.table].push(checked.row);
      }
    }
  };
  try {
    take(scanner.feed(text));
    take(scanner.end());
  } catch (error) {
    throw scanFailure(error);
  }
  const { createdAt, settings } = checker.finish();
  const tables = Object.fromEntries(Object.keys(BACKUP_ROW_SCHEMAS).map((name) => [name, rows[name] ?? []]));
  return {
    version: 1,
    backup_type: "full",
    created_at: createdAt,
    tables: {
      ...tables,
      ...(rows.admin_logs ? { admin_logs: rows.admin_logs } : {}),
      ...(rows.messages ? { messages: rows.messages } : {}),
      site_settings: settings,
    },
  } as BackupFile;
}
