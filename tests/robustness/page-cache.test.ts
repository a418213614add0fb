import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errors as hiErrors } from "#app/i18n/messages/hi/errors";
import { SITE_DEFAULTS } from "#app/lib/site-defaults";
import { NEWSLETTER_MESSAGES } from "#app/lib/validation/newsletter.messages";
import { CERTIFICATE_FORM } from "#tests/support/admin-forms";
import { cookieHeader } from "#tests/support/cookies";
import { courseForm } from "#tests/support/course-form";
import { type AppProcess, signIn, startApp, waitFor } from "#tests/support/robustness/server";

// The anonymous page cache (decision 012) on the built server: what is cached, for whom, and
// that an admin change shows on the very next public request.

let app: AppProcess;
let adminCookie: string;

// A small real server on loopback stands in for Google Places: the home page's reviews come
// from it once the site settings name a place.
const GOOGLE_REVIEW = {
  author_name: "Cache Reviewer",
  rating: 5,
  relative_time_description: "a day ago",
  text: "Fresh review.",
  time: 1763000000,
  language: "en",
};
const places = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ status: "OK", result: { rating: 4.9, user_ratings_total: 321, reviews: [GOOGLE_REVIEW] } }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => places.listen(0, "127.0.0.1", resolve));
  const placesBase = `http://127.0.0.1:${(places.address() as AddressInfo).port}/maps/api/place`;
  app = await startApp({ env: { GOOGLE_PLACES_API_BASE: placesBase, GOOGLE_PLACES_API_KEY: "test-key" } });
  adminCookie = await signIn(app);
}, 180_000);
afterAll(async () => {
  await app?.stop();
  places.close();
});

const get = (pathname: string, headers: Record<string, string> = {}, target = app) =>
  fetch(`${target.url}${pathname}`, { headers, redirect: "manual" });

/** A form post as a browser without JavaScript sends it, signed in as the admin. */
async function adminPost(pathname: string, fields: Record<string, string | Blob>, target = app, cookie = adminCookie) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`${target.url}${pathname}`, {
    method: "POST",
    headers: { cookie, origin: target.url },
    body,
    redirect: "manual",
  });
  expect(response.status, `${pathname}: ${response.status === 302 ? "" : await response.text()}`).toBe(302);
  return response;
}

/** The bytes as sent, in the encoding asked for. */
function rawBody(pathname: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(`${app.url}${pathname}`, { headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks)));
    })
      .on("error", reject)
      .end();
  });
}

function inlineScriptTags(html: string): { attributes: string; code: string }[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1], code: m[2] }));
}
const sha256 = (code: string) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;

describe("anonymous pages from the page cache", () => {
  it("serves the second anonymous request from memory, precompressed, with an ETag and a 304", async () => {
    const first = await get("/courses", { "accept-encoding": "br, gzip" });
    expect(first.status).toBe(200);
    const second = await get("/courses", { "accept-encoding": "br" });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    const etag = second.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    // The three stored encodings are the same document (node:http, which does not decode).
    const identity = (await rawBody("/courses", "identity")).toString("utf8");
    expect(identity).toContain("</html>");
    expect(brotliDecompressSync(await rawBody("/courses", "br")).toString("utf8")).toBe(identity);
    expect(gunzipSync(await rawBody("/courses", "gzip")).toString("utf8")).toBe(identity);

    const revalidated = await get("/courses", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(await revalidated.text()).toBe("");
  });

  it("recompresses a stored page's brotli body in the background: fewer bytes, the same page", async () => {
    await get("/contact"); // stored at brotli quality 9
    const first = await rawBody("/contact", "br");
    let later = first;
    await waitFor(
      async () => {
        later = await rawBody("/contact", "br");
        return later.length < first.length;
      },
      10_000,
      "the smaller brotli body",
    );
    expect(brotliDecompressSync(later).toString("utf8")).toBe(brotliDecompressSync(first).toString("utf8"));
    expect((await get("/contact")).headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
  });

  it("allows exactly the inline scripts the cached page's render emitted, by hash, without 'unsafe-inline' or a stale nonce", async () => {
    // A page that still hydrates: a certificate's own page (home, contact and admission are
    // HTML-first since decisions 059 and 063-html-first-contact-admission, with no inline script).
    await get("/certificate/STI-2025-0001");
    const cached = await get("/certificate/STI-2025-0001");
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    const csp = cached.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("nonce-");
    const html = await cached.text();
    // The scripts the render emitted carry its nonce; only they are hashed (decision
    // 033-cached-page-script-hashes). Without one there is only data (JSON-LD), which
    // the browser never runs.
    const scripts = inlineScriptTags(html);
    const emitted = scripts.filter((s) => / nonce="[^"]+"/.test(s.attributes));
    expect(emitted.length).toBeGreaterThan(1);
    for (const other of scripts.filter((s) => !emitted.includes(s))) expect(other.attributes).toContain('type="application/ld+json"');
    const allowed = scriptSrc.trim().split(/\s+/).slice(1);
    expect(new Set(allowed)).toEqual(new Set(["'self'", ...emitted.map((s) => sha256(s.code))]));
    // The bootstrap that paint-first releases is among them, so hydration is allowed.
    expect(html).toContain('id="rr-after-paint"');
  });

  it("never gives a signed-in person the cached anonymous page: their page has its own nonce", async () => {
    await get("/about");
    expect((await get("/about")).headers.get("x-page-cache")).toBe("hit");
    const signedIn = await get("/about", { cookie: adminCookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    const nonce = signedIn.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await signedIn.text();
    for (const [, attributes] of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)) {
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  it("never stores a personal answer: admin pages stay no-store and an anonymous visitor is sent to sign in", async () => {
    const adminPage = await get("/admin", { cookie: adminCookie });
    expect(adminPage.status).toBe(200);
    expect(adminPage.headers.get("cache-control")).toBe("no-store");
    expect(adminPage.headers.get("x-page-cache")).toBeNull();
    for (let i = 0; i < 2; i++) {
      const anonymous = await get("/admin");
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/auth/);
      expect(anonymous.headers.get("x-page-cache")).toBeNull();
    }
    const data = await get("/admin/courses.data", { cookie: adminCookie });
    expect(data.headers.get("x-page-cache")).toBeNull();
  });

  it("still shows a toast after a redirect, and keeps it out of the cached page", async () => {
    await get("/gallery");
    const posted = await fetch(`${app.url}/newsletter`, {
      method: "POST",
      headers: { origin: app.url, referer: `${app.url}/gallery`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: `cache-${Date.now()}@example.com` }),
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/gallery#newsletter");
    const toastCookie = cookieHeader(posted.headers.getSetCookie());
    expect(toastCookie).toMatch(/^toast=/);

    const withToast = await get("/gallery", { cookie: toastCookie });
    expect(withToast.headers.get("x-page-cache")).toBeNull();
    expect(withToast.headers.getSetCookie().join()).toMatch(/toast=;/); // read once, then cleared
    expect(await withToast.text()).toContain(NEWSLETTER_MESSAGES.subscribed.title);

    const anonymous = await get("/gallery");
    expect(anonymous.headers.get("x-page-cache")).toBe("hit");
    expect(await anonymous.text()).not.toContain(NEWSLETTER_MESSAGES.subscribed.title);
  });

  it("shows an admin change on the very next public request: course, settings, gallery, certificate", async () => {
    // Warm the pages first, so each check below would see a stale entry if invalidation failed.
    for (const page of ["/", "/courses", "/gallery"]) {
      await get(page);
      expect((await get(page)).headers.get("x-page-cache"), page).toBe("hit");
    }

    await adminPost(
      "/admin/courses",
      courseForm({
        intent: "create",
        course_name: "Cache Drone Repair",
        course_code: "CDR-101",
        description: "Quadcopters and their controllers.",
        fee_amount: "9000",
      }),
    );
    const courses = await get("/courses");
    expect(courses.headers.get("x-page-cache")).toBe("miss");
    expect(await courses.text()).toContain("Cache Drone Repair");
    expect(await (await get("/")).text()).toContain("Cache Drone Repair"); // the header's menu

    const settings = Object.fromEntries(Object.entries(SITE_DEFAULTS).map(([k, v]) => [k, v == null ? "" : String(v)]));
    await adminPost("/admin/settings", { ...settings, site_name: "Supertech Cache Institute" });
    expect(await (await get("/courses")).text()).toContain("Supertech Cache Institute");

    const image = new Blob([readFileSync(path.join("tests/fixtures/lab-orange.png"))], { type: "image/png" });
    await adminPost("/admin/gallery/new", { title: "Cache Lab Bench", image, is_active: "true" });
    expect(await (await get("/gallery")).text()).toContain("Cache Lab Bench");

    const certificate = { certificate_id: "STI-CACHE-1", ...CERTIFICATE_FORM, student_name: "Cache Student" };
    await adminPost("/admin/certificates/new", certificate);
    await get("/certificate?id=STI-CACHE-1");
    const verified = await get("/certificate?id=STI-CACHE-1");
    expect(verified.headers.get("x-page-cache")).toBe("hit");
    expect(await verified.text()).toContain("Cache Student");
    const list = await (await get("/admin/certificates", { cookie: adminCookie })).text();
    const id = list
      .match(/STI-CACHE-1[\s\S]*?\/admin\/certificates\/([0-9a-f-]{36})\/edit/)
      ?.slice(1)
      .find(Boolean);
    expect(id).toBeTruthy();
    await adminPost(`/admin/certificates/${id}/edit`, { ...certificate, student_name: "Renamed Student" });
    const renamed = await (await get("/certificate?id=STI-CACHE-1")).text();
    expect(renamed).toContain("Renamed Student");
    expect(renamed).not.toContain("Cache Student");
  });

  it("shows a reviews refresh on the next public request", async () => {
    const settings = Object.fromEntries(Object.entries(SITE_DEFAULTS).map(([k, v]) => [k, v == null ? "" : String(v)]));
    await adminPost("/admin/settings", { ...settings, google_place_id: "ChIJ-cache-test" });
    // The home page never waits on Google: this render shows the samples and asks in the
    // background; the stored answer moves the content version, so the cached page goes.
    const before = await (await get("/")).text();
    expect(before).not.toContain(GOOGLE_REVIEW.author_name);
    await waitFor(async () => (await (await get("/")).text()).includes(GOOGLE_REVIEW.author_name), 5_000, "the refreshed reviews");
    const cached = await get("/");
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expect(await cached.text()).toContain(GOOGLE_REVIEW.author_name);
  });
});

describe("unknown paths and the favicon from memory", () => {
  it("answers every unknown path with its language's one cached 404 page", async () => {
    for (const [prefix, lang, title] of [
      ["", "en", "Page not found"],
      ["/hi", "hi", hiErrors.notFoundTitle],
    ] as const) {
      const first = await get(`${prefix}/no-such-page-${Date.now()}`);
      expect(first.status).toBe(404);
      const html = await first.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(title);
      // Another made-up path, with a query: the same page, from memory, still a 404.
      const second = await get(`${prefix}/another/made-up/path?x=${Date.now()}`);
      expect(second.status).toBe(404);
      expect(second.headers.get("x-page-cache"), prefix).toBe("hit");
      expect(await second.text()).toBe(html);
    }
    // React Router's data requests are not pages: never answered with the 404 page.
    const data = await get("/courses.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("content-type")).not.toMatch(/html/);
  });

  it("answers every made-up course id with its page kind's one cached Course Not Found page, never a real course", async () => {
    const realId = (await (await get("/courses")).text()).match(/href="\/course\/([0-9a-f-]{36})"/)?.[1] as string;
    expect(realId).toBeTruthy();
    for (const [prefix, other] of [
      ["", "/hi/courses"],
      ["/hi", "/courses"],
    ] as const) {
      for (const page of ["course", "courses", "course-inner"]) {
        const first = await get(`${prefix}/${page}/made-up-${Date.now()}`);
        expect(first.status).toBe(404);
        const html = await first.text();
        expect(html).toContain("Course Not Found");
        // The same page for every made-up id: the language switch names no id.
        expect(html).toContain(`data-testid="language-switch" href="${other}"`);
        const second = await get(`${prefix}/${page}/another-${Date.now()}?x=1`);
        expect(second.status).toBe(404);
        expect(second.headers.get("x-page-cache"), `${prefix}/${page}`).toBe("hit");
        expect(await second.text()).toBe(html);
      }
    }
    // An id shaped like a course's: answered from memory once the course ids are read.
    await waitFor(
      async () => (await get(`/course/${randomUUID()}`)).headers.get("x-page-cache") === "hit",
      5_000,
      "a made-up course UUID answered from memory",
    );
    const made = await get(`/course/${randomUUID()}`);
    expect(made.status).toBe(404);
    // A real course, in any letter case, is never the shared page.
    for (const id of [realId, realId.toUpperCase()]) {
      const real = await get(`/course/${id}`);
      expect(real.status, id).toBe(200);
      expect(await real.text()).not.toContain("Course Not Found");
    }
    // A course made a moment ago has its page at once (the ids are read again for the new content).
    await adminPost(
      "/admin/courses",
      courseForm({ intent: "create", course_name: "Cache Solar Inverters", course_code: "CSI-101", fee_amount: "9000" }),
    );
    const card = (await (await get("/courses")).text()).split("<li").find((item) => item.includes("Cache Solar Inverters"));
    const id = card?.match(/href="\/course\/([0-9a-f-]{36})"/)?.[1];
    expect(id).toBeTruthy();
    const fresh = await get(`/course/${id}`);
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain("Cache Solar Inverters");
  });

  it("serves /favicon.ico as a file with a long cache lifetime", async () => {
    const icon = await get("/favicon.ico");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/x-icon");
    const maxAge = Number(icon.headers.get("cache-control")?.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(7 * 24 * 3600);
    expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

describe("a crowd of anonymous visitors", () => {
  it("is answered by one render: 200 at once, with a line of 2, all get the page", async () => {
    const crowded = await startApp({ env: { MAX_CONCURRENT_REQUESTS: "2", DATABASE_WAIT_MS: "300" } });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 200 }, async () => {
          const response = await fetch(`${crowded.url}/courses`, { signal: AbortSignal.timeout(30_000) });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(crowded.output()).not.toContain('"level":50');
    } finally {
      await crowded.stop();
    }
  }, 180_000);
});

describe.skipIf(!process.env.DATABASE_URL)("several processes on one PostgreSQL", () => {
  it("shows a change made through one process on the other within 2 s", async () => {
    const other = await startApp({ env: { DATABASE_URL: app.databaseUrl as string } });
    try {
      await get("/about", {}, other);
      expect((await get("/about", {}, other)).headers.get("x-page-cache")).toBe("hit");
      const settings = Object.fromEntries(Object.entries(SITE_DEFAULTS).map(([k, v]) => [k, v == null ? "" : String(v)]));
      await adminPost("/admin/settings", { ...settings, site_name: "Supertech Two Process Institute" });
      const changedAt = Date.now();
      await waitFor(
        async () => (await (await get("/about", {}, other)).text()).includes("Supertech Two Process Institute"),
        2_000,
        "the other process to show the change",
      );
      expect(Date.now() - changedAt).toBeLessThan(2_000);
    } finally {
      await other.stop();
    }
  }, 180_000);
});
