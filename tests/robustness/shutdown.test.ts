import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type AppProcess, startApp, waitFor } from "#tests/support/robustness/server";

type Outcome = { connectedAt?: number; status?: number; complete?: boolean; error?: string };

/** GET `path` on a fresh connection (no keep-alive), noting when the connection was made. */
function fetchFresh(app: AppProcess, path: string): { outcome: Outcome; done: Promise<void> } {
  const outcome: Outcome = {};
  const done = new Promise<void>((resolve) => {
    const req = httpRequest(`${app.url}${path}`, { agent: false, headers: { connection: "close" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => {
        outcome.status = res.statusCode;
        outcome.complete = body.trimEnd().endsWith("</html>");
        resolve();
      });
      res.on("error", (error) => {
        outcome.error = String(error);
        resolve();
      });
    });
    req.on("socket", (socket) => socket.on("connect", () => (outcome.connectedAt = Date.now())));
    req.on("error", (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? String(error);
      resolve();
    });
    req.end();
  });
  return { outcome, done };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("SIGTERM", () => {
  it("answers every request on a connection made before the signal, closes idle ones, and exits 0", async () => {
    const app = await startApp({ env: { SHUTDOWN_TIMEOUT_MS: "30000", LOG_LEVEL: "info" } });
    // An idle keep-alive connection must not hold the exit back.
    const idle = connect(app.port, "127.0.0.1");
    idle.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    await new Promise((resolve) => idle.once("data", resolve));

    const inFlight = Array.from({ length: 40 }, () => fetchFresh(app, "/courses"));
    await waitFor(() => inFlight.every(({ outcome }) => outcome.connectedAt !== undefined), 10_000, "connections");
    const pendingAtSignal = inFlight.filter(({ outcome }) => outcome.status === undefined).length;
    const signalledAt = Date.now();
    app.child.kill("SIGTERM");
    await Promise.all(inFlight.map(({ done }) => done));
    const code = await app.exited;

    expect(pendingAtSignal).toBeGreaterThan(10); // the signal really came under load
    const failed = inFlight.map(({ outcome }) => outcome).filter((o) => o.status !== 200 || !o.complete);
    expect(failed).toEqual([]);
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(25_000); // not held open by the idle socket
    expect(app.output()).toContain("stopped cleanly");
    expect(existsSync(path.join(app.dataDir, "postmaster.sock"))).toBe(false);
  });

  it("refuses new connections while it drains, gives up on a request that never finishes after SHUTDOWN_TIMEOUT_MS, and exits 0", async () => {
    const app = await startApp({ env: { SHUTDOWN_TIMEOUT_MS: "4000", LOG_LEVEL: "info" } });
    // A form post whose body never arrives in full.
    const stuck = connect(app.port, "127.0.0.1");
    stuck.on("error", () => {});
    stuck.write(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${app.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=a`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    app.child.kill("SIGTERM");
    let exited = false;
    void app.exited.then(() => {
      exited = true;
    });
    // While the stuck request holds the process open, a new connection is refused.
    let refused = false;
    while (!refused && !exited) {
      const attempt = fetchFresh(app, "/healthz");
      await attempt.done;
      refused = attempt.outcome.error === "ECONNREFUSED";
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused && !exited).toBe(true);
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain("requests still open at the time limit");
    stuck.destroy();
  });

  // The lock file names the server's own PID; with DATABASE_URL there is no lock, and the
  // signal path is the same on both engines.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "of `npm start` stops the server itself: no orphan left serving or holding the lock",
    async () => {
      const app = await startApp({ viaNpm: true });
      const lock = JSON.parse(await import("node:fs").then((fs) => fs.readFileSync(path.join(app.dataDir, "postmaster.lock"), "utf8")));
      expect(lock.pid).not.toBe(app.child.pid);
      expect(alive(lock.pid)).toBe(true);
      app.child.kill("SIGTERM"); // the npm process, as a service manager would
      await app.exited;
      await waitFor(() => !alive(lock.pid), 15_000, "the node server to exit");
      expect(existsSync(path.join(app.dataDir, "postmaster.sock"))).toBe(false);
    },
  );
});
