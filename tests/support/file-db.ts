import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { backgroundIdle, freshAppState } from "./app-state";
import { PG_TEMPLATE_DB, pgUrlFor } from "./template";
import { freshPglite } from "./worker-pglite";

// Each test file gets its own fresh, migrated database and its own DATA_DIR. This file runs
// before every test file, also when a worker runs several files with the modules it has already
// imported (`isolate: false`, decision 065-ci-time-shared-workers): what the previous file left
// is put back first.
const dataDir = mkdtempSync(path.join(tmpdir(), "supertech-test-"));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "false";
process.env.AUTH_SECRET = "integration-test-secret-integration-test-secret";
process.env.BASE_URL = "http://localhost:3000";

// The server's address, as the run started: each file below points DATABASE_URL at its own database.
const serverKey = Symbol.for("supertech.test.postgres-server");
const g = globalThis as typeof globalThis & { [serverKey]?: string };
if (process.env.DATABASE_URL) g[serverKey] ??= process.env.DATABASE_URL;
const serverUrl = g[serverKey];

let dropDatabase: (() => Promise<void>) | undefined;
if (serverUrl) {
  // PostgreSQL: a database cloned from the template per file, as before (a clone takes a
  // fraction of a second: there is no engine to start), reached through a new pool.
  const { default: pg } = await import("pg");
  const name = `supertech_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
  await admin.end();
  // From the server's address, not DATABASE_URL: the previous file left its own database there.
  process.env.DATABASE_URL = pgUrlFor(name, serverUrl);
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

await freshAppState();
if (serverUrl) {
  const { initDatabase } = await import("#app/server/db/db.server");
  await initDatabase();
} else {
  await freshPglite(dataDir);
}

afterAll(async () => {
  // A form posted by the file's last test may still be sending its lead alert or mail, as on shutdown.
  await backgroundIdle();
  // PGlite stays open for the worker's next file (worker-pglite.ts empties it first).
  if (serverUrl) {
    const { closeDatabase } = await import("#app/server/db/db.server");
    await closeDatabase();
    await dropDatabase?.();
  }
  rmSync(dataDir, { recursive: true, force: true });
});
