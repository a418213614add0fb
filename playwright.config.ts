import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ACCOUNTS, E2E_PASSWORD, E2E_TOTP_SECRET } from "./tests/support/e2e/accounts";

// A free port, chosen once per run (the config is synchronous, so a child process asks the
// OS for one) and inherited by the workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
])
  .toString()
  .trim();
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;
// The login fixture (tests/support/e2e/login.ts) signs session cookies with the server's
// AUTH_SECRET and asks for session rows on this socket; chosen once per run, like the port.
process.env.E2E_AUTH_SECRET ??= randomBytes(32).toString("base64url");
process.env.E2E_SESSION_SOCKET ??= path.join(tmpdir(), `supertech-e2e-sessions-${port}.sock`);

// Debian's Chromium, never a downloaded browser; no background traffic on a closed network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The durations reporter writes each file's time for scripts/e2e-shards.mjs (when it asks).
  reporter: [["list"], ["./tests/support/e2e/durations-reporter.ts"]],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium } }],
  webServer: {
    command: "node tests/support/e2e/start-server.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      BASE_URL: baseURL,
      AUTH_SECRET: process.env.E2E_AUTH_SECRET,
      E2E_SESSION_SOCKET: process.env.E2E_SESSION_SOCKET,
      ADMIN_EMAIL: E2E_ACCOUNTS.superAdmin,
      ADMIN_PASSWORD: E2E_PASSWORD,
      E2E_PASSWORD,
      E2E_TOTP_SECRET,
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      RATE_LIMIT_SCALE: "50",
    },
  },
});
