import { cpSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { TEMPLATE_DIR } from "./template";

/**
 * One PGlite database per Vitest worker, put back to the migrated template's state before each
 * test file (decision 065-ci-time-shared-workers). Starting PGlite (its WebAssembly and the
 * server) took 2–3 s per file, over a third of the integration project's work; emptying the
 * tables takes a fraction of that. Each file still sees what a fresh copy of the template holds:
 * empty tables, sequences at their start, the rows the migrations insert.
 *
 * The database lives in a directory of the worker's own, not in the file's DATA_DIR: a file's
 * DATA_DIR is new and empty (generated keys, uploads, backups), as before.
 */

type Snapshot = {
  /** The schema's shape: tables, indexes, sequences, views; a file that changed it gets a fresh copy. */
  shape: string;
  sequences: string[];
  /** The rows the migrations insert (fee_settings' single row today), per table, as JSON. */
  seeded: Array<{ table: string; rows: string }>;
};

type WorkerDb = { dir: string; snapshot?: Snapshot };
const key = Symbol.for("supertech.test.worker-pglite");
const g = globalThis as typeof globalThis & { [key]?: WorkerDb };

const db = () => import("#app/server/db/db.server");

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await (await db()).databaseHandle().db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function shapeOf(): Promise<string> {
  const [row] = await rows<{ shape: string }>(sql`
    select string_agg(n.nspname::text || '.' || c.relname::text || ':' || c.relkind::text, ',' order by n.nspname, c.relname) as shape
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
      and n.nspname not like 'pg_toast_temp%'`);
  const [migrations] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return `${row?.shape}|migrations:${migrations?.n}`;
}

/** What the fresh template holds, read once per worker right after the copy is opened. */
async function takeSnapshot(): Promise<Snapshot> {
  const tables = (await rows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).map(
    (r) => quote(r.name),
  );
  const sequences = (
    await rows<{ name: string }>(sql`select sequencename as name from pg_sequences where schemaname = 'public' order by 1`)
  ).map((r) => quote(r.name));
  const seeded: Snapshot["seeded"] = [];
  for (const table of tables) {
    const [row] = await rows<{ rows: string | null }>(sql.raw(`select json_agg(t)::text as rows from ${table} t`));
    if (row?.rows) seeded.push({ table, rows: row.rows });
  }
  return { shape: await shapeOf(), sequences, seeded };
}

/**
 * Back to the template's state in one transaction: every table written to emptied (the
 * migrations' own table is in the drizzle schema, untouched), every sequence restarted, the
 * migrations' rows put back. TRUNCATE, not DELETE: the next file's rows land on fresh pages in
 * the order they are inserted, as in a new copy. Only the tables with any pages: in PGlite a
 * TRUNCATE makes new files, and emptying all fifty took about 0.5–2.5 s against ~0.2 s for the
 * dozen a file typically writes. Returns false when the schema itself was changed (a file
 * created a table and left it): then only a fresh copy will do.
 */
async function reset(snapshot: Snapshot): Promise<boolean> {
  if ((await shapeOf()) !== snapshot.shape) return false;
  const written = (
    await rows<{ name: string }>(sql`
      select relname as name from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' and pg_relation_size(oid) > 0`)
  ).map((r) => quote(r.name));
  const { databaseHandle } = await db();
  await databaseHandle().db.transaction(async (tx) => {
    if (written.length) await tx.execute(sql.raw(`truncate ${written.join(", ")} restart identity cascade`));
    for (const sequence of snapshot.sequences) await tx.execute(sql.raw(`alter sequence ${sequence} restart`));
    for (const { table, rows } of snapshot.seeded) {
      await tx.execute(sql`insert into ${sql.raw(table)} select * from json_populate_recordset(null::${sql.raw(table)}, ${rows}::json)`);
    }
  });
  return true;
}

/** A fresh copy of the template, opened as the app opens its database (DATA_DIR/pgdata). */
async function openCopy(worker: WorkerDb, fileDataDir: string): Promise<void> {
  const { closeDatabase, initDatabase } = await db();
  const { getEnv } = await import("#app/server/env.server");
  await closeDatabase();
  rmSync(path.join(worker.dir, "pgdata"), { recursive: true, force: true });
  cpSync(path.join(TEMPLATE_DIR, "pgdata"), path.join(worker.dir, "pgdata"), { recursive: true });
  // The app opens DATA_DIR/pgdata: the worker's directory for this one call, then the file's again.
  getEnv().DATA_DIR = worker.dir;
  try {
    await initDatabase();
  } finally {
    getEnv().DATA_DIR = fileDataDir;
  }
  worker.snapshot = await takeSnapshot();
}

/** The worker's database, as fresh as a new copy of the template, for the file about to run. */
export async function freshPglite(fileDataDir: string): Promise<void> {
  let worker = g[key];
  if (!worker) {
    // Beside the template: Vitest ends its workers with a signal (no exit handler runs), and
    // the next run's global setup (global-db.ts) removes the template's directory, these with it.
    const dir = mkdtempSync(path.join(TEMPLATE_DIR, "worker-"));
    worker = g[key] = { dir };
  }
  if (worker.snapshot && (await reset(worker.snapshot).catch(() => false))) return;
  await openCopy(worker, fileDataDir);
}
