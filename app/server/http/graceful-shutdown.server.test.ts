import { createServer, request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulShutdown } from "./graceful-shutdown.server";

/**
 * Which connection is closed when, on a real node:http server. The shutdown no longer counts
 * each request with a listener (decision 055): it asks node:http, when it starts, which
 * connections have an answer in flight and which have been answered before.
 */
const servers: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function startServer() {
  const server = createServer((req, res) => {
    const wait = req.url === "/slow" ? 400 : 0;
    setTimeout(() => res.end("done"), wait);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const port = (server.address() as { port: number }).port;
  return { server, port };
}

/** A raw connection that records when it was closed. */
function rawConnection(port: number): Promise<{ socket: Socket; closedAt: () => number | undefined; received: () => string }> {
  return new Promise((resolve) => {
    let closedAt: number | undefined;
    let received = "";
    const socket = connect(port, "127.0.0.1", () => resolve({ socket, closedAt: () => closedAt, received: () => received }));
    socket.on("data", (chunk) => {
      received += chunk;
    });
    socket.on("close", () => {
      closedAt = Date.now();
    });
    socket.on("error", () => {});
  });
}

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("graceful shutdown", () => {
  it("ends a served idle connection at once, answers the one in flight, gives a new one its grace", async () => {
    const { server, port } = await startServer();
    const drained: number[] = [];
    const shutdown = gracefulShutdown(server, {
      timeoutMs: 5_000,
      firstRequestGraceMs: 1_000,
      onDrained: async () => void drained.push(1),
    });

    const served = await rawConnection(port);
    served.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await until(() => served.received().includes("done"), 2_000);
    expect(served.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: keep-alive/);

    const fresh = await rawConnection(port);
    const inFlight = new Promise<{ status?: number; connection?: string; body: string }>((resolve) => {
      request({ port, host: "127.0.0.1", path: "/slow", agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
      }).end();
    });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the slow request has arrived

    const started = Date.now();
    const clean = shutdown();
    await until(() => served.closedAt() !== undefined, 2_000);
    expect((served.closedAt() ?? Number.POSITIVE_INFINITY) - started).toBeLessThan(500);

    expect(await inFlight).toMatchObject({ status: 200, body: "done" });

    await until(() => fresh.closedAt() !== undefined, 3_000);
    const freshAfter = (fresh.closedAt() ?? Number.POSITIVE_INFINITY) - started;
    expect(freshAfter).toBeGreaterThanOrEqual(900);
    expect(freshAfter).toBeLessThan(2_000);

    expect(await clean).toBe(true);
    expect(drained).toEqual([1]);
  });

  it("answers a request made on a kept-alive connection while it drains, then closes that connection", async () => {
    const { server, port } = await startServer();
    const shutdown = gracefulShutdown(server, { timeoutMs: 5_000, firstRequestGraceMs: 1_000, onDrained: async () => {} });
    const kept = await rawConnection(port);
    kept.socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const clean = shutdown();
    // A second request on the same connection, sent while the first is still being answered.
    kept.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await until(() => kept.closedAt() !== undefined, 3_000);
    expect(kept.received().match(/HTTP\/1\.1 200 OK/g)?.length).toBe(2);
    expect(kept.received()).toMatch(/Connection: close\r\n[\s\S]*$/);
    expect(await clean).toBe(true);
  });
});
