import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader } from "#tests/support/cookies";
import { ADMIN, type AppProcess, freshPostgres, startApp } from "#tests/support/robustness/server";
import { startS3Server } from "#tests/support/s3-server";

/**
 * "Deployment beyond one machine" (decision 011): two app processes on one PostgreSQL behind a
 * small loopback proxy that sends requests to each in turn and adds X-Forwarded-*, as Caddy or
 * a load balancer would. Sessions, uploads (in S3-compatible storage, as docs/deploy.md says), sign-in
 * limits and locks must hold across both. PostgreSQL
 * only (CI's PostgreSQL pass): the embedded database is one process per data directory.
 */
const databaseServer = process.env.DATABASE_URL;

describe.skipIf(!databaseServer)("two servers on one PostgreSQL behind a proxy", () => {
  const apps: AppProcess[] = [];
  let proxy: http.Server;
  let origin = "";
  let drop: (() => Promise<void>) | undefined;
  const served: number[] = [];
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let publicUrl = "";

  beforeAll(async () => {
    const database = await freshPostgres(databaseServer as string);
    drop = database.drop;
    s3 = await startS3Server();
    // Images are served from the bucket's own https address (a CDN in production), never by the app.
    publicUrl = "https://media.supertech.example";
    proxy = http.createServer();
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    // One secret for both, as in production (docs/deploy.md): a session signed by one is read by the other.
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      BASE_URL: origin,
      TRUST_PROXY: "true",
      RATE_LIMIT_SCALE: "1",
      S3_BUCKET: "media",
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: "test",
      S3_SECRET_ACCESS_KEY: "test-secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: publicUrl,
    };
    apps.push(await startApp({ env }));
    apps.push(await startApp({ env: { ...env, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" } }));
    let turn = 0;
    proxy.on("request", (req, res) => {
      const index = turn++ % apps.length;
      served.push(index);
      const target = new URL(apps[index].url);
      const headers = {
        ...req.headers,
        host: target.host,
        // The client's own X-Forwarded-For (whatever it typed) followed by the address the proxy saw.
        "x-forwarded-for": [req.headers["x-forwarded-for"], String(req.headers["x-client-address"] ?? req.socket.remoteAddress)]
          .filter(Boolean)
          .join(", "),
        "x-forwarded-proto": "http",
        "x-forwarded-host": new URL(origin).host,
      };
      const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on("error", () => res.writeHead(502).end());
      req.pipe(upstream);
    });
  });

  afterAll(async () => {
    for (const app of apps) await app.stop();
    await new Promise((resolve) => proxy?.close(resolve));
    await drop?.();
    await s3?.close();
  });

  /** A form post through the proxy; `client` is the address the proxy pretends to have seen. */
  const post = (path: string, form: Record<string, string>, client: string, cookie = "") =>
    fetch(`${origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, "x-client-address": client, cookie },
      body: new URLSearchParams(form),
    });

  it("a session made on one server works on the other, and ending it on one ends it on both", async () => {
    const signIn = await post("/auth", { mode: "signin", email: ADMIN.email, password: ADMIN.password }, "203.0.113.1");
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/admin");
    const cookie = cookieHeader(signIn.headers.getSetCookie());
    const before = served.length;
    for (let i = 0; i < 4; i++) {
      const page = await fetch(`${origin}/admin/account`, { headers: { cookie }, redirect: "manual" });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("My Account");
    }
    expect(new Set(served.slice(before))).toEqual(new Set([0, 1]));
    // The sessions list shows the address the proxy saw, whichever server took the sign-in.
    const account = await (await fetch(`${origin}/admin/account`, { headers: { cookie } })).text();
    expect(account).toContain("IP 203.0.113.1");

    const logout = await post("/logout", {}, "203.0.113.1", cookie);
    expect([200, 302, 303]).toContain(logout.status);
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${origin}/admin/account`, { headers: { cookie }, redirect: "manual" });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe("/auth");
    }
  });

  it("an image uploaded through one server is accepted and shown by the other", async () => {
    const signIn = await post("/auth", { mode: "signin", email: ADMIN.email, password: ADMIN.password }, "203.0.113.2");
    expect(signIn.status).toBe(302);
    const cookie = cookieHeader(signIn.headers.getSetCookie());
    const image = readFileSync(new URL("../fixtures/lab-navy.jpg", import.meta.url));
    const through = async (path: string, form: FormData) => {
      const before = served.length;
      const res = await fetch(`${origin}${path}`, { method: "POST", redirect: "manual", headers: { origin, cookie }, body: form });
      return { res, server: served[before] };
    };

    const upload = new FormData();
    upload.set("intent", "upload");
    upload.set("kind", "gallery");
    upload.set("image", new Blob([image], { type: "image/jpeg" }), "lab.jpg");
    const uploaded = await through("/admin/uploads", upload);
    expect(uploaded.res.status).toBe(200);
    // The upload route's answer carries the stored image's public URL.
    const answer = await uploaded.res.text();
    const at = answer.indexOf(`${publicUrl}/`);
    expect(at).toBeGreaterThan(-1);
    const url = answer.slice(at, answer.indexOf('"', at));

    const create = new FormData();
    create.set("title", "Bench shared by both servers");
    create.set("is_active", "on");
    create.set("image_url", url);
    const created = await through("/admin/gallery/new", create);
    expect(created.server).not.toBe(uploaded.server);
    expect(created.res.status).toBe(302);

    for (let i = 0; i < 2; i++) {
      const page = await (await fetch(`${origin}/gallery`)).text();
      expect(page).toContain("Bench shared by both servers");
      expect(page).toContain(url);
    }
    // The object both servers point at is the uploaded image (stored as WebP), in the shared bucket.
    const stored = s3?.objects.get(`media${url.slice(publicUrl.length)}`);
    expect(stored?.type).toBe("image/webp");
    expect(stored?.body.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("the per-address sign-in budget and the per-account lock are shared by both servers", async () => {
    // Five sign-ins a minute per address, whichever server answers; a typed X-Forwarded-For does not help.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${origin}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin,
          "x-client-address": "198.51.100.20",
          "x-forwarded-for": `10.0.0.${i}`,
        },
        body: new URLSearchParams({ mode: "signin", email: `nobody-${i}@example.com`, password: "wrong-password-1" }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);

    // Five wrong passwords for one account from five addresses, alternating servers: locked on both.
    for (let i = 0; i < 5; i++) {
      expect(
        (await post("/auth", { mode: "signin", email: ADMIN.email, password: `wrong-${i}-pass` }, `198.51.100.${30 + i}`)).status,
      ).toBe(401);
    }
    for (let i = 0; i < 2; i++) {
      const locked = await post("/auth", { mode: "signin", email: ADMIN.email, password: ADMIN.password }, `198.51.100.${40 + i}`);
      expect(locked.status).toBe(429);
      expect(await locked.text()).toContain("Too many failed attempts");
    }
  });
});
