import path from "node:path";

/** Where the migrated PGlite template lives between the global setup and the test files. */
// TEST_TEMPLATE_DIR lets runs that share a checkout at the same time keep their templates apart.
export const TEMPLATE_DIR = path.resolve(process.env.TEST_TEMPLATE_DIR ?? "tmp/test-template");
export const PG_TEMPLATE_DB = "supertech_test_template";

/** `server`: the PostgreSQL server's address (by default DATABASE_URL), with `database` as its path. */
export function pgUrlFor(database: string, server = process.env.DATABASE_URL as string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}
