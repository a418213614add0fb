// The app's server modules loaded into the bench's own process through Vite (no build), on a
// fresh temporary DATA_DIR: what bench/inquiries.mjs, bench/leads.mjs and bench/certificates.mjs
// measure directly, without HTTP. Set DATABASE_URL before calling to use PostgreSQL instead.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "vite";

/** @param {Record<string, string>} env what this bench sets on top (read when a module loads the environment) */
export async function loadAppInProcess(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "supertech-bench-"));
  Object.assign(process.env, { DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env });
  process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-42";
  const vite = await createServer({
    configFile: false,
    server: { middlewareMode: true, hmr: false },
    appType: "custom",
    logLevel: "error",
  });
  return {
    /** @param {string} file a module path from the repository root, e.g. "/app/server/db/db.server.ts" */
    load: (file) => vite.ssrLoadModule(file),
    close: async () => {
      await vite.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
