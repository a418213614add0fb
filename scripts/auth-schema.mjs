// Regenerates app/server/db/schema/auth.ts from the Better Auth options.
// The CLI uses Object.groupBy, which Node 20 lacks; the polyfill is loaded with --import.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const polyfill = fileURLToPath(new URL("./polyfill-groupby.mjs", import.meta.url));
const result = spawnSync(
  process.execPath,
  [
    "--import",
    polyfill,
    "node_modules/auth/dist/index.mjs",
    "generate",
    "--config",
    "scripts/auth-cli.config.ts",
    "--output",
    "app/server/db/schema/auth.ts",
    "--yes",
  ],
  { stdio: "inherit", env: { ...process.env, BETTER_AUTH_TELEMETRY: "0" } },
);
process.exit(result.status ?? 1);
