import { defineConfig } from "vitest/config";

// Unit tests sit next to the code; integration tests run real loaders, actions and
// queries against a real database (a fresh copy of a migrated template per file).
export default defineConfig({
  test: {
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
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-db.ts"],
          setupFiles: ["tests/support/file-db.ts"],
          pool: "forks",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: "test", LOG_LEVEL: "warn" },
        },
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
