import type { BackupFile, BackupRowTable } from "./backup-schemas";

type Settings = BackupFile["tables"]["site_settings"];
type Row = Record<string, unknown>;

/** The rows a restore reads: from a parsed file in memory, or from a staged upload on disk (staged-backup.server.ts). */
export type RestoreSource = {
  createdAt: string;
  settings: Settings;
  /** The checked rows of one table, in file order. */
  rows(table: BackupRowTable): AsyncIterable<Row>;
};

export function memorySource(file: BackupFile): RestoreSource {
  return {
    createdAt: file.created_at,
    settings: file.tables.site_settings,
    async *rows(table) {
      yield* (file.tables[table] ?? []) as Row[];
    },
  };
}

/** Rows compared and written per statement. */
export const RESTORE_BATCH = 1000;

/** The rows in lists of `size` (the last one shorter). */
export async function* inBatches<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
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

/** Every id of one of the source's tables. */
export async function idsOf(source: RestoreSource, table: BackupRowTable, key = "id"): Promise<Set<string>> {
  const ids = new Set<string>();
  for await (const row of source.rows(table)) ids.add(row[key] as string);
  return ids;
}
