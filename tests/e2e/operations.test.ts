import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";

test.describe("HTTP baseline", () => {
  test("security headers, with a CSP nonce on every inline script", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("the health check reports the database", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
  });

  test("a cross-site form post is refused and changes nothing", async ({ request }) => {
    const response = await request.post("/auth", {
      headers: { origin: "https://evil.example", cookie: "x=1" },
      form: { mode: "signin", email: "a@b.co", password: "whatever" },
    });
    expect(response.status()).toBe(403);
  });

  test("an oversized body is refused", async ({ request }) => {
    const response = await request.post("/auth", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `x=${"a".repeat(2 * 1024 * 1024)}`,
    });
    expect(response.status()).toBe(413);
  });

  test("static assets are cached immutably and compressed", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator("link[rel=modulepreload]").first().getAttribute("href");
    const asset = await request.get(script ?? "/nope", { headers: { "accept-encoding": "gzip" } });
    expect(asset.headers()["cache-control"]).toContain("immutable");
  });
});

function startServer(dataDir: string, port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      SKIP_BUILD: "true",
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, ms = 60_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

test.describe("process lifecycle", () => {
  test.setTimeout(120_000);

  test("a second process on the same DATA_DIR is refused; SIGTERM stops cleanly", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "supertech-lifecycle-"));
    const port = 45000 + (process.pid % 500);
    const first = startServer(dataDir, port);
    await waitFor(() => first.output().includes("is running at"));
    expect(first.output()).toContain("Administrator created. Sign in at");

    const second = startServer(dataDir, port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another process`);

    // Responses in flight when SIGTERM arrives finish in full; then the process exits 0 and
    // frees the directory. (Connections that have not sent a request yet may be closed, as
    // Node's server.close() does: clients retry those.)
    const responses = await Promise.all(Array.from({ length: 8 }, () => fetch(`http://127.0.0.1:${port}/courses`)));
    first.child.kill("SIGTERM");
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("</html>");
    }
    expect(await first.exited).toBe(0);

    const third = startServer(dataDir, port + 2);
    await waitFor(() => third.output().includes("is running at"));
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  });
});
