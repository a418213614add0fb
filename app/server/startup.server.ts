import { type BootstrapResult, ensureFirstAdmin } from "./bootstrap.server";
import { prepareCertificateSigning } from "./certificate-signing.server";
import { initDatabase, waitForDatabase } from "./db.server";
import { getEnv } from "./env.server";
import { runMigrations } from "./migrate.server";
import { syncLeadIndex } from "./models/lead-desk/index-sync.server";
import { ensureSiteSettings } from "./models/settings.server";
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
  return { engine: handle.engine, seeded, admin };
}
