/**
 * The integration project runs with `isolate: false` (decision 065-ci-time-shared-workers): a
 * worker imports the app's modules once and runs file after file with them. What a file could
 * leave behind in those modules, and each file used to get fresh from a new process, is put back
 * here before each file: the parsed environment (tests assign to getEnv()'s object) and the Better
 * Auth instances (their rate limiter counts in memory). The database is put back by file-db.ts.
 */
export async function freshAppState(): Promise<void> {
  const { getEnv, parseEnv } = await import("#app/server/env.server");
  // getEnv() hands every caller one cached object: refilled in place, since the app's modules
  // hold no copy of it (they call getEnv() each time), and tests change it with Object.assign.
  const env = getEnv() as Record<string, unknown>;
  for (const key of Object.keys(env)) delete env[key];
  Object.assign(env, parseEnv(process.env));
  // Both are kept on globalThis (auth.server.ts, portal-auth.server.ts); the next getAuth() makes a new one.
  const g = globalThis as Record<symbol, unknown>;
  delete g[Symbol.for("supertech.auth")];
  delete g[Symbol.for("supertech.portal-auth")];
}

/**
 * Waits for the background work a file's last requests started (lead alerts, mail, WhatsApp
 * messages, sign-in codes), as the server does on shutdown (the same function): in a shared
 * worker it would otherwise write into the next file's database. Imported here, not at the top:
 * the modules read the environment each file sets first.
 */
export async function backgroundIdle(): Promise<void> {
  const { backgroundWorkIdle } = await import("#app/server/maintenance.server");
  await backgroundWorkIdle();
}
