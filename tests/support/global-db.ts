import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { PG_TEMPLATE_DB, pgUrlFor, TEMPLATE_DIR } from "./template";

const templateKey = Symbol.for("supertech.test.template");

/**
 * Migrates one template database before the suite: a PGlite data directory (copied once per
 * worker, see worker-pglite.ts) or, when DATABASE_URL is set, a PostgreSQL template database (cloned per
 * test file with CREATE DATABASE ... TEMPLATE). Starting PGlite from scratch takes
 * seconds; copying a migrated one takes a fraction of that.
 */
export default function setup(): Promise<void> {
  // Both integration projects (vitest.config.ts) name this setup; one run builds the template once.
  const g = globalThis as typeof globalThis & { [templateKey]?: Promise<void> };
  g[templateKey] ??= buildTemplate();
  return g[templateKey];
}

async function buildTemplate(): Promise<void> {
  const migrationsFolder = path.resolve("drizzle");
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: pgUrlFor(PG_TEMPLATE_DB) });
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(drizzle(pool), { migrationsFolder });
    await pool.end();
    return;
  }
  // The last run's template goes, and with it the copies its workers opened (worker-pglite.ts).
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(path.join(TEMPLATE_DIR, "pgdata"));
  await migrate(drizzle(client), { migrationsFolder });
  await client.close();
  if (!existsSync(path.join(TEMPLATE_DIR, "pgdata"))) throw new Error("template was not created");
}
