import { type BootstrapResult, ensureFirstAdmin } from "#app/features/accounts/bootstrap.server";
import { warnUnencryptedOffsite } from "#app/features/backups/index.server";
import { prepareCertificateSigning } from "#app/features/certificates/index.server";
import { syncLeadIndex } from "#app/features/lead-desk/index.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { initDatabase, waitForDatabase } from "#app/server/db/db.server";
import { runMigrations } from "#app/server/db/migrate.server";
import { getEnv } from "./env.server";
import { seedDemoContent } from "./seed/seed.server";

export type StartupReport = { engine: "pglite" | "postgres"; seeded: boolean; admin: BootstrapResult };

/** Everything before the first request: open the database, migrate, settings, demo content, first admin. */
export async function prepare(): Promise<StartupReport> {
  const env = getEnv();
  const handle = await initDatabase();
  await waitForDatabase(handle);
  await runMigrations();
  await ensureSiteSettings();
  const seeded = env.SEED_DEMO ? await seedDemoContent() : false;
  // Submissions stored before the lead desk existed, or by the seed, join its inbox.
  await syncLeadIndex();
  await prepareCertificateSigning();
  const admin = await ensureFirstAdmin();
  warnUnencryptedOffsite();
  return { engine: handle.engine, seeded, admin };
}
