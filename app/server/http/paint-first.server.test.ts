import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { holdScriptsUntilPaint, paintFirstStream } from "./paint-first.server";

const head = `<html><head><link rel="modulepreload" href="/assets/a.js" nonce="n1"/><link rel="stylesheet" href="/assets/s.css"/></head>`;
const moduleScript = `<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";
import("/assets/entry.client.js");</script>`;
const tail = `<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>`;
const page = `${head}<body><p>नमस्ते</p>${moduleScript}${tail}`;

describe("holdScriptsUntilPaint", () => {
  it("waits until the module script has arrived in full", () => {
    expect(holdScriptsUntilPaint(page.slice(0, page.indexOf("</script>")))).toBeNull();
  });

  it("drops the module preloads, keeps the stylesheet and holds the module script as inert text", () => {
    const html = holdScriptsUntilPaint(page) ?? "";
    expect(html).not.toContain("modulepreload");
    // The first frame waits until the parser has reached the end of the content.
    expect(html).toContain(`<link rel="expect" href="#rr-after-paint" blocking="render"/></head>`);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/s.css"/>`);
    expect(html).not.toContain(`<script nonce="n1" type="module"`);
    expect(html).toContain(
      `<script nonce="n1" type="text/plain" id="rr-after-paint">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>`,
    );
    // The release script carries the nonce (CSP) and re-creates the script as a module.
    expect(html).toMatch(
      /<script nonce="n1">\(function\(\)\{.*s\.type="module";s\.nonce=h\.nonce;[\s\S]*first-contentful-paint[\s\S]*<\/script>/,
    );
    expect(html.endsWith(tail)).toBe(true);
  });
});

describe("paintFirstStream", () => {
  it("rewrites a document however it is chunked, even inside a multi-byte character", async () => {
    const bytes = Buffer.from(page);
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(chunks).pipe(paintFirstStream())) out.push(Buffer.from(chunk));
    expect(Buffer.concat(out).toString()).toBe(holdScriptsUntilPaint(page));
  });

  it("passes a document without a module script through unchanged", async () => {
    const out: Buffer[] = [];
    for await (const chunk of Readable.from([Buffer.from(head), Buffer.from("<body></body></html>")]).pipe(paintFirstStream()))
      out.push(Buffer.from(chunk));
    expect(Buffer.concat(out).toString()).toBe(`${head}<body></body></html>`);
  });
});
