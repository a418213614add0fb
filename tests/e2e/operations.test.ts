import { expect, test } from "#tests/support/e2e/test";

test.describe("HTTP baseline", () => {
  test("security headers, with a CSP nonce on every inline script of a page rendered per request", async ({ request }) => {
    // /auth is never cached (decision 012): it is rendered for this request, with its nonce.
    const response = await request.get("/auth");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Images only from this site and data: URLs (no S3 configured here), never any https host.
    expect(csp).toMatch(/img-src 'self' data: blob:;/);
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("a cached anonymous page allows exactly the inline scripts its render emitted, by hash", async ({ request }) => {
    // A hydrated page (React Router's inline scripts): a certificate's own page; home, contact
    // and admission are HTML-first and have none.
    await request.get("/certificate/STI-2025-0001");
    const response = await request.get("/certificate/STI-2025-0001");
    expect(response.headers()["x-page-cache"]).toBe("hit");
    const csp = response.headers()["content-security-policy"];
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
    const html = await response.text();
    // Every script that runs is hashed; JSON-LD (data, without the render's nonce) is not
    // (decision 033).
    const tags = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = tags.filter(([, attributes]) => !attributes.includes("application/ld+json")).map(([, , code]) => code);
    const data = tags
      .filter(([, attributes]) => attributes.includes("application/ld+json") && !attributes.includes("nonce="))
      .map(([, , code]) => code);
    expect(inline.length).toBeGreaterThan(0);
    expect(data.length).toBeGreaterThan(0);
    const { createHash } = await import("node:crypto");
    const hash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    for (const code of inline) expect(scriptSrc).toContain(hash(code));
    for (const code of data) expect(scriptSrc).not.toContain(hash(code));
  });

  test("pages for signed-in people are never stored by a browser or a cache", async ({ request }) => {
    for (const path of ["/auth", "/admin", "/admin/courses.data"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
    expect((await request.get("/courses")).headers()["cache-control"] ?? "").not.toContain("no-store");
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
    // Home is HTML-first: its scripts are its islands' (decision 024), no module preloads.
    const script = await page.locator("script[type=module][src]").first().getAttribute("src");
    const asset = await request.get(script ?? "/nope", { headers: { "accept-encoding": "gzip" } });
    expect(asset.headers()["cache-control"]).toContain("immutable");
  });
});
