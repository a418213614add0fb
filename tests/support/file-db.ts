import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { PG_TEMPLATE_DB, pgUrlFor, TEMPLATE_DIR } from "./template";

// Each test file gets its own fresh, migrated database and its own DATA_DIR.
const dataDir = mkdtempSync(path.join(tmpdir(), "supertech-test-"));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "false";
process.env.AUTH_SECRET = "integration-test-secret-integration-test-secret";
process.env.BASE_URL = "http://localhost:3000";

let dropDatabase: (() => Promise<void>) | undefined;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import("pg");
  const name = `supertech_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`);
  await admin.end();
  const serverUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = pgUrlFor(name);
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
} else {
  cpSync(path.join(TEMPLATE_DIR, "pgdata"), path.join(dataDir, "pgdata"), { recursive: true });
}

const { initDatabase, closeDatabase } = await import("#app/server/db/db.server");
await initDatabase();

afterAll(async () => {
  // A form posted by the file's last test may still be sending its lead alert, as on shutdown.
  // Imported here, not above: the module reads the environment that each test file sets first.
  const { alertsIdle } = await import("#app/features/lead-desk/alerts.server");
  await alertsIdle();
  await closeDatabase();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});
