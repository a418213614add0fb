import { createConnection, createServer, type Server, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, freshPostgres, startApp, waitFor } from "#tests/support/robustness/server";

/**
 * A TCP relay on loopback between the app and the real PostgreSQL server: closing it is a
 * database outage as the app sees one (connections cut, new ones refused).
 */
function relay(target: { host: string; port: number }, port: number) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    up: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = createConnection(target);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on("close", () => sockets.delete(socket));
            socket.on("error", () => {
              client.destroy();
              upstream.destroy();
            });
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, "127.0.0.1", () => resolve());
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("PostgreSQL outages", () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("waits for the database at start-up, answers 503 while it is down, and recovers without a restart", async () => {
    const database = await freshPostgres(serverUrl as string);
    cleanups.push(database.drop);
    const target = new URL(database.url);
    const port = await freePort();
    const db = relay({ host: target.hostname, port: Number(target.port) }, port);
    cleanups.push(db.down);
    const viaRelay = new URL(database.url);
    viaRelay.port = String(port);

    // Start-up while the database is unreachable: one clear line per attempt, then up.
    const app = await startApp({ env: { DATABASE_URL: viaRelay.toString(), DATABASE_STARTUP_TIMEOUT_MS: "60000" }, noWait: true });
    cleanups.push(app.stop);
    await waitFor(() => app.output().includes("database unreachable"), 20_000, "a retry line");
    expect(app.output()).toMatch(/database unreachable \([^)]*ECONNREFUSED[^)]*\); retrying in \d+ s/);
    await db.up();
    await waitFor(() => app.output().includes("is running at"), 90_000, "start-up");
    expect((await fetch(`${app.url}/courses`)).status).toBe(200);

    // Outage: friendly 503 with Retry-After, for pages and for the health check, once the
    // server knows. Cached pages are answered by the front thread from memory until the app
    // thread has seen its database connections go (decision 067): the lost listener's line.
    await db.down();
    await waitFor(() => app.output().includes("content change listener lost"), 10_000, "the listener's loss");
    const page = await fetch(`${app.url}/courses`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("30");
    const html = await page.text();
    expect(html).toContain("Temporarily unavailable");
    expect(html).toContain("Please try again in a minute.");
    expect(html).not.toMatch(/ECONNREFUSED|at \S+ \(|stack/i);
    const data = await fetch(`${app.url}/courses.data`);
    expect(data.status).toBe(503);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(503);

    // Recovery, same process.
    await db.up();
    await waitFor(async () => (await fetch(`${app.url}/courses`)).status === 200, 30_000, "recovery");
    expect(await app.stop()).toBe(0);
  });

  it("gives up after DATABASE_STARTUP_TIMEOUT_MS with a clear message and no stack trace", async () => {
    const closedPort = await freePort();
    const app = await startApp({
      env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/nowhere`, DATABASE_STARTUP_TIMEOUT_MS: "2500" },
      noWait: true,
    });
    expect(await app.exited).toBe(1);
    expect(app.output()).toContain("The database (DATABASE_URL) is still unreachable after 3 s");
    expect(app.output()).toContain("Check that PostgreSQL is running");
    expect(app.output()).not.toMatch(/\n\s+at /);
  });
});
