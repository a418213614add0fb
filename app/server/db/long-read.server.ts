import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { type Database, databaseHandle, db, type Transaction } from "./db.server";

/**
 * Long reads (CSV exports, backups, the restore's dry run) in bounded batches that let
 * other requests run in between (decision 008).
 *
 * The embedded engine (PGlite) has one connection and runs each query synchronously inside
 * the Node process: a loop of queries that only awaits their promises never gives the event
 * loop a turn, so /healthz and every page would wait for the whole export. Each batch here
 * is one keyset range read, and between batches `pause()` yields to the event loop, so the
 * requests that arrived meanwhile put their queries in the queue before the next batch.
 */

export type Reader = Database | Transaction;

/** Rows per batch for exports and backups: one batch costs tens of milliseconds on PGlite. */
export const LONG_READ_BATCH = 500;

/** One turn of the event loop (I/O included), so requests waiting on the socket get served. */
export function pause(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs a multi-query read. On PostgreSQL it runs in one REPEATABLE READ, READ ONLY
 * transaction: a consistent snapshot that holds one pooled connection and blocks no one.
 * On PGlite a transaction would hold the only connection for the whole read, so the read
 * runs outside one, batch by batch (see decision 008 for what that means for a backup).
 */
export async function withReadSnapshot<T>(read: (reader: Reader) => Promise<T>): Promise<T> {
  if (databaseHandle().engine === "postgres") {
    return db.transaction((tx) => read(tx), { isolationLevel: "repeatable read", accessMode: "read only" });
  }
  return read(db);
}

/** A sort key: the column and the PostgreSQL type its text form is cast back to. */
export type KeyColumn = { column: AnyColumn; type: "timestamptz" | "uuid" | "integer" | "text" | "date" };

export type KeysetPage = {
  /** Select these beside your own columns: the cursor, as text (timestamps keep microseconds). */
  cursor: Record<string, SQL.Aliased<string>>;
  /** "after the previous batch", or undefined for the first batch; AND it with your filter. */
  after: SQL | undefined;
  orderBy: SQL[];
  limit: number;
};

/**
 * Every row of a query in batches, by keyset pagination on `keys` (NOT NULL columns, the
 * last one unique, usually id): each batch is one index range however deep the read is, and
 * rows added or removed meanwhile never shift a page. `fetch` runs the query for one page.
 * Between batches the event loop gets a turn (`pause`).
 */
export async function* keysetBatches<T extends Record<string, unknown>>(
  keys: KeyColumn[],
  direction: "asc" | "desc",
  batchSize: number,
  fetch: (page: KeysetPage) => Promise<T[]>,
): AsyncGenerator<T[]> {
  const names = keys.map((_, i) => `_k${i}`);
  const cursor = Object.fromEntries(keys.map((k, i) => [names[i], sql<string>`${k.column}::text`.as(names[i])]));
  // NULLS LAST / FIRST as the indexes are built (drizzle's .desc() is DESC NULLS LAST): plain
  // "ORDER BY created_at DESC" means NULLS FIRST, which no index serves, and PostgreSQL would
  // sort the whole table for every batch. The keys are NOT NULL, so the order is the same.
  const orderBy = keys.map((k) => (direction === "asc" ? sql`${k.column} asc nulls first` : sql`${k.column} desc nulls last`));
  const tuple = sql.join(
    keys.map((k) => sql`${k.column}`),
    sql`, `,
  );
  let last: string[] | null = null;
  for (;;) {
    let after: SQL | undefined;
    if (last) {
      const values = sql.join(
        keys.map((k, i) => sql`${last?.[i]}::${sql.raw(k.type)}`),
        sql`, `,
      );
      after = direction === "asc" ? sql`(${tuple}) > (${values})` : sql`(${tuple}) < (${values})`;
      await pause();
    }
    const rows = await fetch({ cursor, after, orderBy, limit: batchSize });
    if (rows.length === 0) return;
    const end = rows[rows.length - 1];
    last = names.map((name) => end[name] as string);
    yield rows.map((row) => {
      const copy: Record<string, unknown> = { ...row };
      for (const name of names) delete copy[name];
      return copy as T;
    });
    if (rows.length < batchSize) return;
  }
}
