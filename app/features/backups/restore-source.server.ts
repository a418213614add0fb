import type { BackupFile, BackupRowTable } from "./backup-schemas";

type Settings = BackupFile["tables"]["site_settings"];
type Row = Record<string, unknown>;

/** The rows a restore reads: from a parsed file in memory, or from a staged upload on disk (staged-backup.server.ts). */
export type RestoreSource = {
  createdAt: string;
  settings: Settings;
  /** The checked rows of one table, in file order. */
  rows(table: BackupRowTable): AsyncIterable<Row>;
  /** Whether the file lists the table at all (a file from before a feature lists none of its tables). */
  holds(table: BackupRowTable): boolean;
};

export function memorySource(file: BackupFile): RestoreSource {
  return {
    createdAt: file.created_at,
    settings: file.tables.site_settings,
    async *rows(table) {
      yield* (file.tables[table] ?? []) as Row[];
    },
    // A parsed file has every table (older files get empty lists from the schema's defaults).
    holds: (table) => Object.hasOwn(file.tables, table),
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
