import { rmSync } from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, freshPostgres, openDatabase, startApp, waitFor } from "#tests/support/robustness/server";

/**
 * What an operator reads in the log (the built server's JSON lines on stdout):
 * - a client that hangs up halfway through sending a body is an info line with its path, never
 *   an error line;
 * - every error line written while a public page fails to load names the request: its method,
 *   path and id, the same id as the failed answer's X-Request-Id header.
 * The faults are made in the database with the server stopped: a table gone (the gallery's
 * loader fails) and a course whose syllabus is not a list (its page fails to render).
 */

type LogLine = { level: number; msg: string; method?: string; path?: string; reqId?: string; err?: { message?: string } };

const logLines = (app: AppProcess): LogLine[] =>
  app
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });

/** A POST whose client sends the headers and part of the body, then hangs up. */
function hangUpHalfway(app: AppProcess, path: string, framing: "chunked" | "length"): Promise<void> {
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${app.port}`,
    `Origin: ${app.url}`,
    "Content-Type: application/x-www-form-urlencoded",
    framing === "chunked" ? "Transfer-Encoding: chunked" : "Content-Length: 5000",
  ].join("\r\n");
  const part = framing === "chunked" ? "5\r\nname=\r\n" : "name=Half&email=";
  return new Promise((resolve) => {
    const socket = net.connect(app.port, "127.0.0.1", () => {
      socket.write(`${head}\r\n\r\n${part}`);
      // The server has begun reading the body when the client goes.
      setTimeout(() => socket.destroy(), 300);
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve());
  });
}

describe("log lines an operator can act on", () => {
  let app: AppProcess;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let brokenCourse = "";

  beforeAll(async () => {
    // An explicit database on the PostgreSQL pass: it must outlive the first server.
    if (process.env.DATABASE_URL) database = await freshPostgres(process.env.DATABASE_URL);
    const env: Record<string, string> = { LOG_LEVEL: "info", ...(database ? { DATABASE_URL: database.url } : {}) };
    const first = await startApp({ env });
    await first.stop();
    const db = await openDatabase(first);
    try {
      await db.rows("alter table gallery rename to gallery_moved_away");
      const [course] = await db.rows<{ id: string }>("select id from supertech_courses where is_active order by course_name limit 1");
      brokenCourse = course.id;
      await db.rows(`update supertech_courses set syllabus = '"not a list"'::jsonb where id = '${brokenCourse}'`);
    } finally {
      await db.close();
    }
    app = await startApp({ dataDir: first.dataDir, env });
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
    if (app) rmSync(app.dataDir, { recursive: true, force: true });
  });

  it("logs a client that hung up mid-body at info with its path, and writes no error line for it", async () => {
    const paths = ["/contact", "/admission", "/api/auth/sign-in/email"];
    for (const path of paths) {
      await hangUpHalfway(app, path, "chunked");
      await hangUpHalfway(app, path, "length");
    }
    // The server still answers.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const wentAway = () => logLines(app).filter((l) => l.msg === "client went away before the answer");
    await waitFor(() => paths.every((path) => wentAway().some((l) => l.path === path)), 30_000, "a line per path");
    for (const line of wentAway()) {
      expect(line).toMatchObject({ level: 30, method: "POST" });
      expect(line.reqId).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(logLines(app).filter((l) => l.level >= 50)).toEqual([]);
  });

  it("names the method, path and request id on every error line of a public page that failed to load", async () => {
    const pages = ["/gallery", "/hi/gallery", `/course-inner/${brokenCourse}`];
    const ids = new Map<string, string | null>();
    for (const page of pages) {
      // The syllabus is rendered on the curriculum tab.
      const query = page.startsWith("/course-inner/") ? "?tab=curriculum" : "";
      const response = await fetch(`${app.url}${page}${query}`, { headers: { accept: "text/html" } });
      expect(response.status, page).toBe(500);
      ids.set(page, response.headers.get("x-request-id"));
    }
    await waitFor(() => pages.every((page) => logLines(app).some((l) => l.level >= 50 && l.path === page)), 30_000, "error lines");
    const errors = logLines(app).filter((l) => l.level >= 50);
    for (const line of errors) {
      expect(line, JSON.stringify(line)).toMatchObject({
        method: "GET",
        path: expect.stringMatching(/^\/(hi\/)?(gallery|course-inner\/)/),
      });
      // The failed answer's X-Request-Id finds its lines in the log.
      expect(line.reqId, JSON.stringify(line)).toBe(ids.get(line.path ?? ""));
    }
    // Two requests for one page are two ids.
    expect(new Set(ids.values()).size).toBe(pages.length);
  });

  it("writes a request line for a page and a file answered from memory, as for any request", async () => {
    const path = `/courses?log-line=${Date.now()}`;
    await fetch(`${app.url}${path}`); // rendered and stored
    for (const target of [path, "/favicon.ico"]) {
      const response = await fetch(`${app.url}${target}`);
      await response.arrayBuffer();
      expect(response.status, target).toBe(200);
    }
    expect((await fetch(`${app.url}${path}`)).headers.get("x-page-cache")).toBe("hit");
    const lines = () => logLines(app).filter((l) => l.msg === "request" && (l.path === "/courses" || l.path === "/favicon.ico"));
    await waitFor(() => lines().length >= 4, 30_000, "request lines");
    for (const line of lines()) {
      expect(line).toMatchObject({ level: 30, method: "GET", status: 200, ip: "127.0.0.1" });
      expect(Object.keys(line)).toEqual(expect.arrayContaining(["time", "ms"]));
    }
    // The hits (no request context, so no id) and the render (which has one) are all there.
    expect(lines().filter((l) => l.path === "/courses" && l.reqId === undefined).length).toBeGreaterThanOrEqual(2);
    expect(lines().some((l) => l.path === "/favicon.ico")).toBe(true);
  });
});
