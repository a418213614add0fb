// The built server (server.js, as `npm start` runs it) in a child process on loopback: one
// home for what the robustness tests (tests/support/robustness/server.ts), the e2e suite's
// second server and the benches (bench/support.mjs) all need. Plain JavaScript so the benches
// import it without a build; the tests import it from TypeScript.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A port nobody listens on now (the OS picks it; the probe lets go of it at once). */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    })
  );
}

/**
 * A fresh database on the PostgreSQL server at `serverUrl`, named after `prefix`, this process
 * and the time; returns its URL and a function that drops it.
 * @param {string} serverUrl
 * @param {string} prefix
 */
export async function freshPostgres(serverUrl, prefix) {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  /** @param {string} sql */
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts `node server.js` (or `npm start` with `viaNpm`) as production runs it, on `dataDir` and
 * `port`, seeded with the demo institute and `admin` as its super admin (password sign-in: no
 * authenticator app in a test or a bench), rate limits scaled up for the load a test sends.
 * `env` overrides any of it. Does not wait for it to listen: see untilListening().
 * With `logFile`, its stdout and stderr go to that file, as a service's go to its journal, and
 * `output()` reads the file: a bench under load writes thousands of lines a second, which this
 * process should neither hold in memory nor spend the shared CPU reading from a pipe.
 * @param {{ dataDir: string, port: number, admin: { email: string, password: string }, env?: Record<string, string>, viaNpm?: boolean, logFile?: string }} options
 */
export function spawnApp({ dataDir, port, admin, env = {}, viaNpm = false, logFile }) {
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const logFd = logFile ? openSync(logFile, "a") : undefined;
  const [command, args] = viaNpm ? ["npm", ["start", "--silent"]] : [process.execPath, ["server.js"]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      SKIP_BUILD: "true",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: url,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Signed in with a password only; the two-factor rule for super admins is tested in
      // tests/integration/two-factor.test.ts and the e2e suite.
      REQUIRE_2FA_FOR_SUPER_ADMINS: "false",
      RATE_LIMIT_SCALE: "1000",
      ...env,
    },
    stdio: logFd === undefined ? ["ignore", "pipe", "pipe"] : ["ignore", logFd, logFd],
  });
  if (logFd !== undefined) {
    closeSync(logFd); // the child holds its own copy
    return { child, url, port, output: () => readFileSync(/** @type {string} */ (logFile), "utf8") };
  }
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    output += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return { child, url, port, output: () => output };
}

/**
 * Resolves once the server says it is running; throws with its output if it exits first or
 * does not come up within `ms`.
 * @param {{ child: import("node:child_process").ChildProcess, output: () => string }} app
 */
export async function untilListening(app, ms = 120_000) {
  const until = Date.now() + ms;
  while (!app.output().includes("is running at")) {
    const { exitCode, signalCode } = app.child;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(`server exited during start-up (code ${exitCode}, signal ${signalCode}):\n${app.output()}`);
    }
    if (Date.now() > until) throw new Error(`server did not start within ${ms} ms:\n${app.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A signed-in account's Cookie header, through Better Auth's own sign-in endpoint.
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} account
 */
export async function signInCookie(baseUrl, account) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
