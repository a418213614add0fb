import { databaseHandle, migrationsFolder } from "./db.server";

/** Applies the committed SQL migrations in drizzle/ with the migrator of the open engine. */
export async function runMigrations(): Promise<void> {
  const handle = databaseHandle();
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.engine === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, config);
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, config);
  }
}
