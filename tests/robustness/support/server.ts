import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The built server (server.js, as `npm start` runs it) in a child process on a fresh data
 * directory, or on a fresh PostgreSQL database when DATABASE_URL is set.
 */
export type AppProcess = {
  child: ChildProcess;
  url: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

export const ADMIN = { email: "robust-admin@example.com", password: "robust-admin-password-1" };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function waitFor(check: () => boolean | Promise<boolean>, ms = 60_000, what = "condition"): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A fresh PostgreSQL database on the DATABASE_URL server; returns its URL and a drop function. */
export async function freshPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import("pg");
  const name = `supertech_robust_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type StartOptions = {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** `npm start` instead of `node server.js`. */
  viaNpm?: boolean;
  /** Resolve once the process has started, without waiting for it to listen. */
  noWait?: boolean;
};

export async function startApp(options: StartOptions = {}): Promise<AppProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "supertech-robust-"));
  // On the PostgreSQL pass each server gets a database of its own, dropped when it stops.
  let databaseUrl = options.env?.DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (databaseUrl === undefined && process.env.DATABASE_URL) {
    const fresh = await freshPostgres(process.env.DATABASE_URL);
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  const port = options.port ?? (await freePort());
  let output = "";
  const [command, args] = options.viaNpm ? ["npm", ["start", "--silent"]] : [process.execPath, ["server.js"]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      SKIP_BUILD: "true",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The crawler and the fuzz sign in with a password only; the two-factor rule for super
      // admins is tested in tests/integration/two-factor.test.ts and the e2e suite.
      REQUIRE_2FA_FOR_SUPER_ADMINS: "false",
      RATE_LIMIT_SCALE: "1000",
      ...options.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  let exitSignal: string | null = null;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      exitSignal = signal;
      resolve(code);
    }),
  ).then(async (code) => {
    await dropDatabase?.();
    return code;
  });
  const app: AppProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    databaseUrl,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  if (!options.noWait) {
    let gone = false;
    void exited.then(() => {
      gone = true;
    });
    await waitFor(() => gone || output.includes("is running at"), 120_000, "the server to start");
    if (gone) throw new Error(`server exited during start-up (code ${child.exitCode}, signal ${exitSignal}):\n${output}`);
  }
  return app;
}

/** A signed-in admin's cookie header, through Better Auth's own sign-in endpoint. */
export async function signIn(app: AppProcess, account = ADMIN): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
