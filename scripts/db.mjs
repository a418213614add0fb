// `npm run db:migrate` and `npm run db:seed`, with the same code the server runs.
// With the embedded database, stop the server first: one process per data directory.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildDir, buildIfStale } from "./build-if-stale.mjs";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
const command = process.argv[2];
if (!["migrate", "seed"].includes(command)) {
  console.error("usage: node scripts/db.mjs migrate|seed");
  process.exit(2);
}
buildIfStale();
const app = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
try {
  const handle = await app.initDatabase();
  await app.runMigrations();
  console.log(`Migrations applied (${handle.engine}).`);
  if (command === "seed") {
    console.log((await app.seedDemoContent()) ? "Demo content added." : "The database already has courses; nothing seeded.");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.closeDatabase();
}
