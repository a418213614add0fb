import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { changesContent, contentChanged, contentVersion, contentWriteStarted } from "./content-version.server";
import { dataDir } from "./data-dir.server";
import { lockDataDir } from "./data-dir-lock.server";

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` a `db.transaction()` callback gets. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

type Handle = {
  db: Database;
  engine: "pglite" | "postgres";
  /** Run raw SQL (health checks, test setup). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** PostgreSQL only: NOTIFY on a pooled connection (content-version.server.ts). */
  notify?: (channel: string, payload: string) => Promise<unknown>;
  /** PostgreSQL only: opens the connections the pool keeps even when idle. */
  warm?: () => Promise<void>;
};

// One database per process, kept on globalThis so that Vite's module reloads in development
// (and a module evaluated twice for any reason) never open the embedded engine a second time.
const globalKey = Symbol.for("supertech.db");
const readyKey = Symbol.for("supertech.db.ready");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle>; [readyKey]?: Handle };
const g = globalThis as GlobalWithDb;

/**
 * drizzle/ at the project root: the nearest one above this module, which sits three levels
 * down in the sources (app/server/db) and two in the build (build/server).
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "drizzle", "meta", "_journal.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("No drizzle/meta/_journal.json above the server modules");
    dir = parent;
  }
  return path.join(dir, "drizzle");
}

type QueryMethod = (...args: never[]) => Promise<unknown>;

/**
 * Every statement a client runs goes through here: `before` first (PGlite: a turn of the event
 * loop, below), then the content version moves once it has committed (afterCommit). The methods
 * are replaced on the client object itself, so Drizzle, which calls them, sees the wrapped ones.
 */
function watchQueries<M extends string>(client: Record<M, QueryMethod>, methods: readonly M[], before?: () => Promise<unknown>) {
  for (const method of methods) {
    const original = client[method].bind(client) as QueryMethod;
    client[method] = async (...args: never[]) => {
      await before?.();
      return afterCommit(args[0], original(...args));
    };
  }
}

/**
 * PGlite runs each query synchronously in WebAssembly and hands back already-settled
 * promises, so a request's queries and its render ran as one long chain of microtasks:
 * the event loop never turned, new connections were taken in only one per request and
 * every other request (the health check too) waited behind. A turn of the event loop
 * before each query lets I/O, accepts and other requests in between.
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The content version (content-version.server.ts) moves on every write: Drizzle's logger sees
 * each statement before it runs (transactions included); a statement outside a transaction
 * has committed when its promise settles, and a transaction when `db.transaction` returns.
 */
const contentWrites = {
  logQuery(query: string) {
    if (changesContent(query)) contentWriteStarted();
  },
};
async function afterCommit<T>(sql: unknown, result: Promise<T>): Promise<T> {
  try {
    return await result;
  } finally {
    if (typeof sql === "string" ? changesContent(sql) : changesContent(String((sql as { text?: string })?.text ?? ""))) contentChanged();
  }
}
function announceCommittedTransactions(db: Database): Database {
  const original = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Database["transaction"]>) => {
    const before = contentVersion();
    try {
      return await original(...args);
    } finally {
      if (contentVersion() !== before) contentChanged();
    }
  }) as Database["transaction"];
  return db;
}

/** An opened engine's handle: its database (commits announced), a health-check ping and how to close it. */
function handleOf(
  engine: Handle["engine"],
  client: { query: (text: string) => Promise<unknown> },
  db: Database,
  rest: Pick<Handle, "close" | "notify" | "warm">,
): Handle {
  return {
    db: announceCommittedTransactions(db),
    engine,
    ping: async () => {
      await client.query("select 1");
    },
    ...rest,
  };
}

async function openPglite(): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = dataDir();
  const release = await lockDataDir(dir);
  try {
    const client = await PGlite.create(path.join(dir, "pgdata"));
    watchQueries(client, ["query", "exec"], nextTurn);
    return handleOf("pglite", client, drizzle(client, { schema, logger: contentWrites }), {
      close: async () => {
        await client.close();
        release();
      },
    });
  } catch (error) {
    release();
    throw error;
  }
}

/** Connections each process keeps open to PostgreSQL even when idle. */
const WARM_CONNECTIONS = 4;

async function openPostgres(url: string): Promise<Handle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // A request waits at most DATABASE_WAIT_MS for a connection, then fails (503, see overload.server.ts).
  // WARM_CONNECTIONS are opened at start and never closed for idleness: a connection's handshake
  // takes several round trips, and a crowd arriving after a quiet night (or just after start)
  // would otherwise spend its wait on handshakes, with the event loop busy accepting sockets.
  const pool = new pg.Pool({ connectionString: url, max: 10, min: WARM_CONNECTIONS, connectionTimeoutMillis: getEnv().DATABASE_WAIT_MS });
  pool.on("error", (error) => logger.error({ err: error }, "postgres pool error"));
  watchQueries(pool, ["query"]);
  return handleOf("postgres", pool, drizzle(pool, { schema, logger: contentWrites }), {
    notify: (channel, payload) => pool.query("select pg_notify($1, $2)", [channel, payload]),
    warm: async () => {
      const clients = await Promise.all(Array.from({ length: WARM_CONNECTIONS }, () => pool.connect()));
      for (const client of clients) client.release();
    },
    close: () => pool.end(),
  });
}

export class DatabaseUnreachableError extends Error {}

// Failures that waiting may cure: the server is not up yet, or not reachable yet.
const TRANSIENT_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P03",
]);

function describeFailure(error: unknown): string {
  const e = error as { code?: string; message?: string; errors?: Array<{ message?: string }> };
  const message = e.errors?.[0]?.message ?? e.message ?? String(error);
  return e.code && !message.includes(e.code) ? `${e.code}: ${message}` : message;
}

function isTransient(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return TRANSIENT_CODES.has(e.code ?? "") || /timeout|terminated|Connection/i.test(e.message ?? "");
}

/**
 * Start-up: waits for PostgreSQL to answer, retrying with back-off (1 s, 2 s, 4 s ... at
 * most 10 s apart) for DATABASE_STARTUP_TIMEOUT_MS, one log line per attempt. Gives up at
 * once on a failure that waiting cannot cure (a wrong password, a missing database).
 */
export async function waitForDatabase(handle: Handle, timeoutMs = getEnv().DATABASE_STARTUP_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.ping();
      if (attempt > 1) logger.info({ attempt }, "database reachable");
      await handle.warm?.().catch((error: unknown) => logger.warn({ err: error }, "could not open the warm connections"));
      return;
    } catch (error) {
      const reason = describeFailure(error);
      const delay = Math.min(1_000 * 2 ** (attempt - 1), 10_000);
      if (!isTransient(error)) {
        throw new DatabaseUnreachableError(`Could not use the database (DATABASE_URL): ${reason}. Check DATABASE_URL.`);
      }
      if (Date.now() + delay > deadline) {
        throw new DatabaseUnreachableError(
          `The database (DATABASE_URL) is still unreachable after ${Math.round(timeoutMs / 1000)} s and ${attempt} attempts: ${reason}. ` +
            "Check that PostgreSQL is running and that DATABASE_URL points to it (DATABASE_STARTUP_TIMEOUT_MS sets how long to wait).",
        );
      }
      logger.warn({ attempt, retryInMs: delay }, `database unreachable (${reason}); retrying in ${delay / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function openDatabase(): Promise<Handle> {
  if (!g[globalKey]) {
    const url = getEnv().DATABASE_URL;
    const opening = url ? openPostgres(url) : openPglite();
    g[globalKey] = opening;
    opening.catch(() => {
      if (g[globalKey] === opening) delete g[globalKey];
    });
  }
  return g[globalKey];
}

export async function closeDatabase(): Promise<void> {
  const handle = g[globalKey];
  if (!handle) return;
  delete g[globalKey];
  delete g[readyKey];
  await (await handle).close();
}

/**
 * The Drizzle instance. A proxy so modules can `import { db }` at the top while the
 * engine opens once, asynchronously, at start-up (see server.ts and the test setup).
 */
export async function initDatabase(): Promise<Handle> {
  const handle = await openDatabase();
  g[readyKey] = handle;
  return handle;
}

export const db = new Proxy({} as Database, {
  get(_target, prop) {
    const handle = g[readyKey];
    if (!handle) throw new Error("Database used before initDatabase() completed");
    const value = Reflect.get(handle.db as object, prop);
    return typeof value === "function" ? value.bind(handle.db) : value;
  },
});

export function databaseHandle(): Handle {
  const handle = g[readyKey];
  if (!handle) throw new Error("Database used before initDatabase() completed");
  return handle;
}
