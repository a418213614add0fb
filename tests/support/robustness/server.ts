import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, freshPostgres as freshDatabase, signInCookie, spawnApp, untilListening } from "../../../scripts/app-process.mjs";

export { freePort };

/**
 * The built server (server.js, as `npm start` runs it) in a child process on a fresh data
 * directory, or on a fresh PostgreSQL database when DATABASE_URL is set.
 */
export type AppProcess = {
  child: ChildProcess;
  url: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

export const ADMIN = { email: "robust-admin@example.com", password: "robust-admin-password-1" };

export async function waitFor(check: () => boolean | Promise<boolean>, ms = 60_000, what = "condition"): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A fresh PostgreSQL database on the DATABASE_URL server; returns its URL and a drop function. */
export const freshPostgres = (serverUrl: string) => freshDatabase(serverUrl, "supertech_robust");

export type StartOptions = {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** `npm start` instead of `node server.js`. */
  viaNpm?: boolean;
  /** Resolve once the process has started, without waiting for it to listen. */
  noWait?: boolean;
};

export async function startApp(options: StartOptions = {}): Promise<AppProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "supertech-robust-"));
  // On the PostgreSQL pass each server gets a database of its own, dropped when it stops.
  let databaseUrl = options.env?.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (databaseUrl === undefined && process.env.DATABASE_URL) {
    const fresh = await freshPostgres(process.env.DATABASE_URL);
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  const port = options.port ?? (await freePort());
  const env = { ...options.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const { child, url, output } = spawnApp({ dataDir, port, admin: ADMIN, env, viaNpm: options.viaNpm });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve)).then(async (code) => {
    await dropDatabase?.();
    return code;
  });
  const app: AppProcess = {
    child,
    url,
    port,
    dataDir,
    databaseUrl,
    output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  if (!options.noWait) await untilListening(app);
  return app;
}

/** A signed-in admin's cookie header, through Better Auth's own sign-in endpoint. */
export const signIn = (app: AppProcess, account = ADMIN): Promise<string> => signInCookie(app.url, account);

export type Rows = <T>(sql: string) => Promise<T[]>;

/** The server's database, read directly with the server stopped: PostgreSQL or its PGlite directory. */
export async function openDatabase(app: AppProcess): Promise<{ rows: Rows; close: () => Promise<void> }> {
  if (app.databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    return { rows: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(app.dataDir, "pgdata"));
  return { rows: async <T>(sql: string) => (await db.query<T>(sql)).rows, close: () => db.close() };
}
