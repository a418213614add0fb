import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, signIn, startApp } from "#tests/support/robustness/server";

// Bodies are read only inside the concurrency limit, never for an admin post without a live
// session, and at most 1 MB outside the routes that take files (decision
// 036-request-bodies).

let app: AppProcess;
let adminCookie: string;

beforeAll(async () => {
  app = await startApp();
  adminCookie = await signIn(app);
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

const MB = 1024 * 1024;
const BOUNDARY = "----robustnessBoundary";

/** A multipart body of one text field and a `size`-byte file. */
function multipart(size: number): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nnote\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.alloc(size, 0x61), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/**
 * Posts a `size`-byte multipart body over a plain socket, sending only its first `send` bytes
 * (all of it by default), and resolves with the answer's head, or "" if none came within `ms`.
 * A plain socket, since fetch gives up on an answer that comes while it is still sending.
 */
function postRaw(
  path: string,
  size: number,
  options: { headers?: Record<string, string>; send?: number; ms?: number } = {},
): Promise<string> {
  const body = multipart(size);
  return new Promise((resolve) => {
    let text = "";
    const socket = connect(app.port, "127.0.0.1", () => {
      const lines = Object.entries({
        Host: `127.0.0.1:${app.port}`,
        Origin: app.url,
        "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
        "Content-Length": String(body.length),
        ...options.headers,
      }).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`POST ${path} HTTP/1.1\r\n${lines.join("")}\r\n`);
      socket.write(body.subarray(0, options.send ?? body.length));
    });
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text);
    };
    const timer = setTimeout(done, options.ms ?? 30_000);
    socket.on("data", (chunk) => {
      text += chunk;
      if (text.includes("\r\n\r\n")) done();
    });
    socket.on("error", done);
    socket.on("close", done);
  });
}

/** The answer's head to the headers and the first 64 KB of the body, the rest never sent. */
const answerBeforeBody = (path: string, size: number, headers: Record<string, string> = {}) =>
  postRaw(path, size, { headers, send: 64 * 1024 });

/** The server process's resident memory now (VmRSS), in bytes. */
function residentMemory(): number {
  const status = readFileSync(`/proc/${app.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

/** The highest resident memory seen while `work` runs (sampled every 10 ms). */
async function peakDuring<T>(work: Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = residentMemory();
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMemory());
  }, 10);
  try {
    const result = await work;
    return { result, peak: Math.max(peak, residentMemory()) };
  } finally {
    clearInterval(sampler);
  }
}

describe("request bodies", () => {
  it("answers an anonymous post to an admin path (sign-in) before its body is sent", async () => {
    const head = await answerBeforeBody("/admin/leads", 5 * MB);
    expect(head).toMatch(/^HTTP\/1\.1 302 /);
    expect(head).toMatch(/\r\nlocation: \/auth\r\n/i);
    // The API route for uploads: 401 JSON, also unread.
    expect(await answerBeforeBody("/admin/uploads", 5 * MB)).toMatch(/^HTTP\/1\.1 401 /);
  });

  it("treats a session cookie that names no session as anonymous", async () => {
    const head = await answerBeforeBody("/admin/gallery/new", 5 * MB, { Cookie: "better-auth.session_token=forged-token.c2lnbmF0dXJl" });
    expect(head).toMatch(/^HTTP\/1\.1 302 /);
    expect(head).toMatch(/\r\nlocation: \/auth\r\n/i);
  });

  it("keeps twelve concurrent anonymous 5 MB posts to an admin page out of memory", async () => {
    // Each sends all of its body but the last byte and waits (up to 5 s) for an answer: read whole,
    // the twelve bodies would sit in the server's memory together.
    const size = 5 * MB;
    const sent = multipart(size).length - 1;
    const before = residentMemory();
    const { result: heads, peak } = await peakDuring(
      Promise.all(Array.from({ length: 12 }, () => postRaw("/admin/leads", size, { send: sent, ms: 5_000 }))),
    );
    // Read whole, the twelve grew it by 22 MB here (memory freed after start-up absorbs part of
    // them) and by 90 MB on a fresh server; refused unread, by 0.5 MB.
    const grown = peak - before;
    expect(grown, `resident memory grew by ${(grown / MB).toFixed(1)} MB`).toBeLessThan(10 * MB);
    for (const head of heads) expect(head).toMatch(/^HTTP\/1\.1 302 /);
  });

  it("gives the large limit only to the routes that take files; other admin forms get 1 MB", async () => {
    const status = async (path: string, size: number) =>
      Number(/^HTTP\/1\.1 (\d{3}) /.exec(await postRaw(path, size, { headers: { Cookie: adminCookie } }))?.[1]);
    expect(await status("/admin/leads", 2 * MB)).toBe(413);
    expect(await status("/admin/courses/new", 2 * MB)).toBe(413);
    expect(await status("/functions/v1/generate-backup", 2 * MB)).toBe(413);
    // A 2 MB photo reaches the gallery editor and the upload route: they answer it themselves.
    for (const path of ["/admin/gallery/new", "/admin/uploads", "/admin/certificates/new", "/admin/certificates/import"]) {
      const answer = await status(path, 2 * MB);
      expect(answer, path).toBeGreaterThanOrEqual(200);
      expect(answer, path).not.toBe(413);
    }
    // Past the upload limit, even there.
    expect(await status("/admin/gallery/new", 6 * MB)).toBe(413);
  });
});
