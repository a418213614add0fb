import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const ISOLATED_INTEGRATION_FILES = ["tests/integration/admission.test.ts", "tests/integration/public-forms-info.test.ts"];

/** Both integration projects: real loaders, actions and queries on a fresh database per file. */
const integration = {
  include: ["tests/integration/**/*.test.ts"],
  environment: "node" as const,
  globalSetup: ["tests/support/global-db.ts"],
  setupFiles: ["tests/support/file-db.ts"],
  pool: "forks" as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env: { NODE_ENV: "test", LOG_LEVEL: "warn" },
};

// Unit tests sit next to the code; integration tests run real loaders, actions and
// queries against a real database (a fresh copy of a migrated template per file).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, which
    // left a core idle while each integration file ran its embedded database in its worker. Two
    // workers took the integration suite from about 2,300 s of work to 1,242 s of wall time on
    // a shared machine (decision 058). Each file has its own database copy, so files never meet.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          ...integration,
          exclude: ISOLATED_INTEGRATION_FILES,
          // A worker imports the app once and runs file after file (decision 065-ci-time-shared-workers):
          // per file, a new process re-imported the app and restarted PGlite, over half of the
          // project's work. tests/support/file-db.ts puts the database, DATA_DIR, the parsed
          // environment and the auth instances back before each file.
          isolate: false,
        },
      },
      {
        // Files that replace app modules with vi.mock: in a shared worker the app's modules are
        // already imported (the mock would not apply) or would keep the mock for the next files.
        test: { name: "integration-isolated", ...integration, include: ISOLATED_INTEGRATION_FILES },
      },
      {
        // The built server in child processes, as an operator runs it: bad input, signals,
        // the data-directory lock, database outages (tests/support/robustness/server.ts).
        test: {
          name: "robustness",
          include: ["tests/robustness/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/robustness/build.ts"],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
