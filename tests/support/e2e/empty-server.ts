import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/app-process.mjs";
import { E2E_ACCOUNTS, E2E_PASSWORD } from "./accounts";

/**
 * A second copy of the app on its own port and data directory, WITHOUT the demo content,
 * for empty states ('No gallery items found' ...). The shared e2e server keeps its data,
 * so other tests are not disturbed.
 */
export type EmptyServer = { baseURL: string; stop: () => Promise<void> };

type Start = {
  /** The start script: the e2e server's own, or one that adds fixtures to it (start-payments-server.mjs). */
  script?: string;
  /** A file the script writes in DATA_DIR once its fixtures are in (it listens before that). */
  readyFile?: string;
};

export async function startEmptyServer(env: Record<string, string> = {}, start: Start = {}): Promise<EmptyServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "supertech-e2e-empty-"));
  const child: ChildProcess = spawn(process.execPath, [start.script ?? "tests/support/e2e/start-server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: baseURL,
      DATA_DIR: dataDir,
      // Its own session socket: the shared server's stays the shared server's (support/login.ts).
      E2E_SESSION_SOCKET: path.join(dataDir, "sessions.sock"),
      ADMIN_EMAIL: E2E_ACCOUNTS.superAdmin,
      ADMIN_PASSWORD: E2E_PASSWORD,
      E2E_PASSWORD,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      RATE_LIMIT_SCALE: "50",
      // This server's super admin signs in with a password only (admin-gallery's empty state).
      E2E_SUPER_2FA: "false",
      REQUIRE_2FA_FOR_SUPER_ADMINS: "false",
      // What the calling test needs besides (its own rate-limit scale, a trusted proxy...).
      ...env,
    },
    // E2E_APP_LOGS=1 shows the copy's own output (its start-up, errors) when a test fails.
    stdio: process.env.E2E_APP_LOGS ? "inherit" : "ignore",
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${baseURL}/healthz`);
      if (res.ok && (!start.readyFile || existsSync(path.join(dataDir, start.readyFile)))) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error("the empty e2e server did not start");
}
