import path from "node:path";

/** Where the migrated PGlite template lives between the global setup and the test files. */
export const TEMPLATE_DIR = path.resolve("tmp/test-template");
export const PG_TEMPLATE_DB = "supertech_test_template";

export function pgUrlFor(database: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${database}`;
  return url.toString();
}
