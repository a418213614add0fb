import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, startApp, waitFor } from "#tests/support/robustness/server";

/**
 * The front thread (decision 067): visitors reach the app's own server only through it, on a Unix
 * socket in a private directory, and the front tells the app who is asking. What must hold:
 * nobody else can reach that socket, a visitor cannot choose the address the app sees, and the
 * front's request lines reach the log whole, beside the app's.
 */

type RequestLine = { msg: string; path?: string; ip?: string; status?: number; reqId?: string };
const requestLines = (app: AppProcess): RequestLine[] =>
  app
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((line) => line.msg === "request");

/** The paths of the Unix sockets process `pid` listens on (its descriptors' inodes in /proc/net/unix). */
function listeningUnixSockets(pid: number): string[] {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        return [/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]];
      } catch {
        return [];
      }
    }),
  );
  return readFileSync("/proc/net/unix", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => inodes.has(fields[6]) && fields[3] === "00010000" && fields[7])
    .map((fields) => fields[7] as string);
}

describe("the front thread", () => {
  let app: AppProcess;
  beforeAll(async () => {
    app = await startApp({ env: { LOG_LEVEL: "info" } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("reaches the app on a socket in a directory only the server's user may enter, removed at exit", async () => {
    // The other one is the database's (postmaster.sock in DATA_DIR).
    const own = listeningUnixSockets(app.child.pid as number).filter((file) => !file.startsWith(app.dataDir));
    expect(own).toHaveLength(1);
    const dir = path.dirname(own[0] as string);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(dir).uid).toBe(process.getuid?.());
    const other = await startApp();
    const its = listeningUnixSockets(other.child.pid as number).filter((file) => !file.startsWith(other.dataDir));
    expect(its).toHaveLength(1);
    expect(its[0]).not.toBe(own[0]);
    expect(await other.stop()).toBe(0);
    expect(existsSync(path.dirname(its[0] as string))).toBe(false);
  });

  it("logs the visitor's own address for a render and for a hit, whatever the visitor claims in the front's header", async () => {
    const claim = { "x-supertech-peer": "203.0.113.9" };
    // A render (the app thread's line, with its request id), then the same page from memory
    // (the front's line, handed to the app thread to write).
    for (let i = 0; i < 3; i++) expect((await fetch(`${app.url}/about`, { headers: claim })).status).toBe(200);
    expect((await fetch(`${app.url}/healthz`, { headers: claim })).status).toBe(200);
    await waitFor(() => requestLines(app).filter((line) => line.path === "/about").length === 3, 5_000, "three request lines for /about");
    const lines = requestLines(app).filter((line) => line.path === "/about" || line.path === "/healthz");
    expect(lines.filter((line) => line.reqId !== undefined).length).toBeGreaterThanOrEqual(2); // rendered: /about once, /healthz
    expect(lines.filter((line) => line.reqId === undefined).length).toBeGreaterThanOrEqual(1); // answered from memory
    expect(lines.map((line) => line.ip)).toEqual(lines.map(() => "127.0.0.1"));
  });

  it("passes a visitor's request on whole: method, query, cookies and the answer's own headers", async () => {
    // A form post without a matching Origin is refused by the app itself: the front does not decide it.
    const refused = await fetch(`${app.url}/contact`, { method: "POST", headers: { origin: "https://elsewhere.example" }, body: "a=1" });
    expect(refused.status).toBe(403);
    // A visitor with a cookie is never answered from memory; the app's answer keeps its headers.
    const personal = await fetch(`${app.url}/courses?trade=ac`, { headers: { cookie: "lang=hi" } });
    expect(personal.status).toBe(200);
    expect(personal.headers.get("x-page-cache")).toBeNull();
    expect(personal.headers.get("content-security-policy")).toContain("nonce-");
    const head = await fetch(`${app.url}/courses?trade=ac`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});
