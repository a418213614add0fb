import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { startApp } from "#tests/support/robustness/server";

describe("overload", () => {
  it("answers a crowd with pages or a quick 503 + Retry-After, never a hanging socket", async () => {
    // A small line and a short wait, so that 200 connections at once overflow it for sure. The
    // line guards renders; the page cache (decision 012, its own test) would answer this crowd
    // with one render, so it is off here.
    const app = await startApp({ env: { MAX_CONCURRENT_REQUESTS: "2", DATABASE_WAIT_MS: "300", PAGE_CACHE_MB: "0" } });
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const response = await fetch(`${app.url}/`, { headers: { accept: "text/html" }, signal: AbortSignal.timeout(30_000) });
        const body = await response.text();
        return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
      }),
    );
    const statuses = new Set(results.map((r) => r.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const busy of results.filter((r) => r.status === 503)) {
      expect(busy.retryAfter).toBe("5");
      expect(busy.body).toContain("We are very busy right now");
    }
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(app.output()).not.toContain('"level":50');
    expect(await app.stop()).toBe(0);
  });

  it("answers headers that are too large with a short 431 that says nothing internal", async () => {
    const app = await startApp();
    const answer = await new Promise<string>((resolve) => {
      let text = "";
      const socket = connect(app.port, "127.0.0.1", () => {
        socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(64 * 1024)}\r\n\r\n`);
      });
      socket.on("data", (chunk) => {
        text += chunk;
      });
      socket.on("close", () => resolve(text));
      socket.on("error", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer.length).toBeLessThan(300);
    expect(answer).not.toMatch(/HPE_|Error|at /);
    expect(await app.stop()).toBe(0);
  });
});
