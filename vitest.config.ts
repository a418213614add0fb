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
          globalSetup: ["tests/setup/global-db.ts"],
          setupFiles: ["tests/setup/file-db.ts"],
          pool: "forks",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: "test", LOG_LEVEL: "warn" },
        },
      },
    ],
  },
});
