import type { SQL } from "drizzle-orm";
import { db } from "#app/server/db/db.server";

/** Runs raw SQL and returns its rows; node-postgres and PGlite both answer with `rows`. */
export async function query<T>(statement: SQL, executor: { execute: typeof db.execute } = db): Promise<T[]> {
  const result = (await executor.execute(statement)) as { rows: T[] };
  return result.rows;
}
