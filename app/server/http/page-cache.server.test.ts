import { createHash } from "node:crypto";
import { MessageChannel } from "node:worker_threads";
import { Hono } from "hono";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  changesContent,
  contentChanged,
  contentVersion,
  contentWriteStarted,
  memoByContentVersion,
} from "#app/server/db/content-version.server";
import { itMapsEach } from "../../../tests/support/maps-each";
import { type CacheChange, chooseEncoding, createPageCache, createPageMirror, inlineScriptHashes, pageCacheKey } from "./page-cache.server";

const request = (url: string, init: RequestInit = {}) => new Request(`http://localhost${url}`, init);

describe("pageCacheKey", () => {
  it("keys an anonymous GET or HEAD by its path and query", () => {
    expect(pageCacheKey(request("/courses"))).toBe("/courses");
    expect(pageCacheKey(request("/hi/courses?trade=ac"))).toBe("/hi/courses?trade=ac");
    expect(pageCacheKey(request("/", { method: "HEAD" }))).toBe("/");
  });

  it("never keys a cookie, a form post, or a personal or file path", () => {
    expect(pageCacheKey(request("/", { headers: { cookie: "toast=abc" } }))).toBeNull();
    expect(pageCacheKey(request("/", { headers: { cookie: "better-auth.session_token=x" } }))).toBeNull();
    expect(pageCacheKey(request("/", { headers: { authorization: "Bearer x" } }))).toBeNull();
    expect(pageCacheKey(request("/contact", { method: "POST" }))).toBeNull();
    for (const path of [
      "/admin",
      "/admin/courses.data",
      "/auth",
      "/logout",
      "/api/auth/session",
      "/functions/v1/google-reviews",
      "/uploads/a.webp",
      "/assets/x.js",
      "/healthz",
    ]) {
      expect(pageCacheKey(request(path)), path).toBeNull();
    }
  });
});

describe("pageCacheKey for unknown paths", () => {
  const unknown = (pathname: string) => (["/", "/courses", "/hi", "/hi/courses"].includes(pathname) ? null : "");
  it("keys every unknown path by its language's one 404 page, and a page by its path", () => {
    expect(pageCacheKey(request("/wp-login.php?x=1"), unknown)).toBe("404 en");
    expect(pageCacheKey(request("/hi/nothing/here"), unknown)).toBe("404 hi");
    expect(pageCacheKey(request("/courses?trade=ac"), unknown)).toBe("/courses?trade=ac");
    expect(pageCacheKey(request("/nothing", { headers: { cookie: "a=b" } }), unknown)).toBeNull();
  });
  it("keys a named shared 404 page (a missing course's) by its name and language", () => {
    const named = (pathname: string) => (pathname.includes("/course/") ? "course" : null);
    expect(pageCacheKey(request("/course/made-up?x=1"), named)).toBe("404 course en");
    expect(pageCacheKey(request("/hi/course/made-up"), named)).toBe("404 course hi");
    expect(pageCacheKey(request("/courses"), named)).toBe("/courses");
  });
  it("keys no request with a NUL in its query, so the hygiene answers it with 400", () => {
    expect(pageCacheKey(request("/no-such-page?status=pending%00"), unknown)).toBeNull();
    expect(pageCacheKey(request("/courses?trade=%00"), unknown)).toBeNull();
  });
});

describe("chooseEncoding", () => {
  // Brotli first, then gzip, and a refusal (q=0) honoured.
  itMapsEach(chooseEncoding, "answers Accept-Encoding %j with %s", [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["deflate", "identity"],
    [undefined, "identity"],
  ]);

  it("gives the same answers when a header repeats, as the remembered last choice does", () => {
    for (const header of ["gzip", "gzip", "br;q=0, gzip", "br;q=0, gzip", "br", "gzip"]) {
      expect(chooseEncoding(header)).toBe(header === "br" ? "br" : "gzip");
    }
  });
});

describe("inlineScriptHashes", () => {
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("hashes each inline script the render emitted (its nonce) once, and no script with a src", () => {
    const code = 'console.log("a")';
    const html = `<script nonce="n+/=">${code}</script><script nonce="n+/=" src="/assets/a.js"></script><script nonce="n+/=" type="text/plain" id="held">${code}</script><script nonce="n+/=">x()</script>`;
    expect(inlineScriptHashes(html, "n+/=")).toBe(`${hash(code)} ${hash("x()")}`);
  });

  it("does not bless an inline script injected into the page: no nonce, or another one", () => {
    const html = `<p>Ravi</p><script>alert(1)</script><script nonce="guess">alert(2)</script><script nonce="n1">boot()</script>`;
    expect(inlineScriptHashes(html, "n1")).toBe(hash("boot()"));
    expect(inlineScriptHashes(html, "")).toBe("");
  });
});

describe("the content version", () => {
  it("moves on writes to public tables, not on reads or private tables", () => {
    expect(changesContent('update "supertech_courses" set "fee_amount" = $1')).toBe(true);
    expect(changesContent('insert into "site_settings" ("id") values ($1)')).toBe(true);
    expect(changesContent('delete from "gallery" where "id" = $1')).toBe(true);
    expect(changesContent('select * from "supertech_courses"')).toBe(false);
    expect(changesContent('insert into "rate_limits" ("key") values ($1)')).toBe(false);
    expect(changesContent('update "session" set "expires_at" = $1')).toBe(false);
    expect(changesContent('insert into "unknown_new_table" ("id") values ($1)')).toBe(true); // unknown: assume public
  });

  it("keeps a memoized read until the next write, and never keeps one a write overtook", async () => {
    let reads = 0;
    const read = memoByContentVersion(async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    contentChanged();
    expect(await read()).toBe(2);
    const before = contentVersion();
    const slow = read(); // same version: shared
    contentWriteStarted(); // a write lands while nothing is read
    expect(contentVersion()).toBe(before + 1);
    expect(await slow).toBe(2);
    expect(await read()).toBe(3);
  });
});

describe("a crowd on a cold page", () => {
  // Vitest sets BASE_URL to Vite's "/", which the server's settings refuse as a URL.
  beforeAll(() => {
    vi.stubEnv("BASE_URL", "http://localhost:3000");
  });
  /** An app whose page renders slowly and answers with the given statuses in turn. */
  const appAnswering = (statuses: number[]) => {
    const renders: number[] = [];
    const app = new Hono();
    app.use("*", createPageCache({ maxBytes: 1024 * 1024 }).middleware);
    app.get("/courses", async (c) => {
      const status = statuses[Math.min(renders.length, statuses.length - 1)];
      renders.push(status);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return c.html(`<p>courses</p>`, status as 200);
    });
    return { app, renders };
  };
  const crowd = (app: Hono, size: number) => Promise.all(Array.from({ length: size }, async () => (await app.request("/courses")).status));

  it("waits for one render, and after a failed render for one more, not one each", async () => {
    const { app, renders } = appAnswering([503, 200]);
    const statuses = await crowd(app, 50);
    expect(renders).toEqual([503, 200]);
    expect(statuses.filter((s) => s === 503)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
  });

  it("stops waiting after three failed renders in a row: the rest render on their own", async () => {
    const { app, renders } = appAnswering([500]);
    const statuses = await crowd(app, 10);
    expect(renders).toHaveLength(3 + 7);
    expect(new Set(statuses)).toEqual(new Set([500]));
  });

  it("lets the crowd render at once when the page may not be kept (not a failure)", async () => {
    const { app, renders } = appAnswering([404]);
    await crowd(app, 10);
    expect(renders).toHaveLength(10);
  });
});

describe("a hit's headers", () => {
  beforeAll(() => {
    vi.stubEnv("BASE_URL", "http://localhost:3000");
  });
  // Text brotli shrinks further at quality 11 than at 9, so the background recompression swaps in a smaller body.
  const page = `<!doctype html><p>${Array.from({ length: 4000 }, (_, i) => `course ${i % 97} fee ${(i * 7919) % 10007}`).join(" ")}</p>`;
  const raw = (acceptEncoding: string, https = false) => ({
    method: "GET",
    target: "/courses",
    header: (name: string) => (name === "accept-encoding" ? acceptEncoding : undefined),
    https,
  });

  it("are made once per kind of answer, and follow the smaller brotli body once it is swapped in", async () => {
    const cache = createPageCache({ maxBytes: 8 * 1024 * 1024 });
    const app = new Hono();
    app.use("*", cache.middleware);
    app.get("/courses", (c) => c.html(page));
    expect((await app.request("/courses")).headers.get("x-page-cache")).toBe("miss");
    const first = cache.answer(raw("br"));
    expect(first?.headers["Content-Length"]).toBe(String(first?.body?.length));
    // Quality 11 runs in the thread pool; the entry's brotli body changes under the same ETag.
    let later = cache.answer(raw("br"));
    for (let i = 0; i < 100 && later?.body === first?.body; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = cache.answer(raw("br"));
    }
    expect(later?.body?.length).toBeLessThan(first?.body?.length ?? 0);
    expect(later?.headers["Content-Length"]).toBe(String(later?.body?.length));
    expect(later?.headers.ETag).toBe(first?.headers.ETag);
    // The same record for the same kind of answer; another encoding or scheme gets its own.
    expect(cache.answer(raw("br"))?.headers).toBe(later?.headers);
    const gzip = cache.answer(raw("gzip"));
    expect(gzip?.headers["Content-Encoding"]).toBe("gzip");
    expect(gzip?.headers["Content-Length"]).toBe(String(gzip?.body?.length));
    expect(later?.headers["Strict-Transport-Security"]).toBeUndefined();
    expect(cache.answer(raw("br", true))?.headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("the front thread's mirror", () => {
  const raw = (target: string, headers: Record<string, string> = {}) => ({
    method: "GET",
    target,
    header: (name: string) => headers[name],
    https: false,
  });

  it("answers with the app cache's very bytes and headers, after crossing a message port, until the version moves", async () => {
    // The changes travel as they do between the threads: structured clone over a MessagePort.
    const { port1, port2 } = new MessageChannel();
    const sent: Promise<CacheChange>[] = [];
    const cache = createPageCache({
      maxBytes: 8 * 1024 * 1024,
      onChange: (change) => {
        sent.push(new Promise((resolve) => port2.once("message", resolve)));
        port1.postMessage(change);
      },
    });
    let version = contentVersion();
    let synced = true;
    const mirror = createPageMirror({ maxBytes: 8 * 1024 * 1024, source: { version: () => version, synced: () => synced } });
    const app = new Hono();
    app.use("*", cache.middleware);
    app.get("/about", (c) => c.html("<!doctype html><h1>About us</h1>"));
    expect((await app.request("/about")).headers.get("x-page-cache")).toBe("miss");
    expect(mirror.answer(raw("/about"))).toBeNull(); // nothing heard yet
    mirror.apply(await sent[0]);

    for (const encoding of ["br", "gzip", ""]) {
      const fromApp = cache.answer(raw("/about", { "accept-encoding": encoding }));
      const fromFront = mirror.answer(raw("/about", { "accept-encoding": encoding }));
      expect(fromFront?.status).toBe(200);
      expect(fromFront?.headers).toEqual(fromApp?.headers);
      expect(Buffer.compare(fromFront?.body as Buffer, fromApp?.body as Buffer)).toBe(0);
    }
    // A 304 for the ETag the app gave.
    const etag = cache.answer(raw("/about"))?.headers.ETag as string;
    expect(mirror.answer(raw("/about", { "if-none-match": etag }))?.status).toBe(304);
    // Not for a visitor with a cookie, nor while the app's version is not known to be synced.
    expect(mirror.answer(raw("/about", { cookie: "toast=1" }))).toBeNull();
    synced = false;
    expect(mirror.answer(raw("/about"))).toBeNull();
    synced = true;
    version++;
    expect(mirror.answer(raw("/about"))).toBeNull();
    port1.close();
  });

  it("forgets what the app drops", async () => {
    // The mirror's version stays where it was: only the drop can take the page away.
    const heard = contentVersion();
    const mirror = createPageMirror({ maxBytes: 1024 * 1024, source: { version: () => heard, synced: () => true } });
    const changes: CacheChange[] = [];
    const cache = createPageCache({ maxBytes: 1024 * 1024, onChange: (change) => changes.push(change) });
    const app = new Hono();
    app.use("*", cache.middleware);
    app.get("/gallery", (c) => c.html("<!doctype html><h1>Gallery</h1>"));
    await app.request("/gallery");
    for (const change of changes.splice(0)) mirror.apply(change);
    expect(mirror.answer(raw("/gallery"))?.status).toBe(200);
    // The app's entry goes out of date and is dropped at its next lookup: the mirror is told.
    contentWriteStarted();
    expect(cache.answer(raw("/gallery"))).toBeNull();
    expect(changes).toEqual([{ kind: "drop", key: "/gallery" }]);
    for (const change of changes) mirror.apply(change);
    expect(mirror.answer(raw("/gallery"))).toBeNull();
  });
});
