import type { MiddlewareHandler } from "hono";
import { baseUrl, getEnv } from "#app/server/env.server";
import { s3PublicOrigin } from "#app/server/storage/storage.server";

/** Pages and answers for one signed-in person: never kept by a browser or a shared cache. */
const PERSONAL = /^\/(admin|auth|logout|api\/auth|functions)(\/|\.data|$)/;
/** Whether a path's answers are personal (no-store): the one way the path changes the headers below. */
export const isPersonalPath = (path: string) => PERSONAL.test(path);

/** The policy around its script sources, which are the only per-response part. */
function policyParts(): { beforeScripts: string; afterScripts: string } {
  const env = getEnv();
  const isDev = env.NODE_ENV === "development";
  const s3 = s3PublicOrigin();
  // The portal's Pay now posts a form that redirects to the Razorpay link (its short_url on
  // rzp.io, then Razorpay's pages); a browser checks form-action on that redirect too.
  const razorpay =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
      ? ` https://rzp.io https://razorpay.com https://*.razorpay.com ${new URL(env.RAZORPAY_API_BASE).origin}`
      : "";
  const key = `${isDev}|${s3}|${razorpay}`;
  if (cachedParts?.key !== key) {
    const [beforeScripts, afterScripts] = [
      "default-src 'self'",
      `script-src 'self' \0${isDev ? " 'unsafe-eval'" : ""}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${s3 ? ` ${s3}` : ""}`,
      "font-src 'self'",
      "media-src 'self'",
      `connect-src 'self'${isDev ? " ws:" : ""}`,
      "frame-src https://www.google.com https://maps.google.com",
      "frame-ancestors 'none'",
      // The demo form's no-JavaScript path redirects to the WhatsApp chat link.
      `form-action 'self' https://wa.me https://api.whatsapp.com${razorpay}`,
      "base-uri 'self'",
      "object-src 'none'",
    ]
      .join("; ")
      .split("\0");
    cachedParts = { key, beforeScripts, afterScripts };
  }
  return cachedParts;
}
let cachedParts: { key: string; beforeScripts: string; afterScripts: string } | undefined;

/**
 * Security headers for every response. The Content-Security-Policy allows scripts only
 * from this origin plus the per-request nonce that React Router's inline scripts carry
 * (entry.server.tsx and root.tsx), so no 'unsafe-inline' for scripts. Inline styles are
 * allowed: sonner and Radix set style attributes. Images come only from this origin, data:
 * URLs and, when uploads live in S3, its public host.
 *
 * A page from the page cache (page-cache.server.ts) was rendered for someone else, so its
 * scripts carry no nonce of this request: its policy allows the SHA-256 hashes of exactly its
 * inline scripts instead (`scriptHashes`), still without 'unsafe-inline'.
 */
export function securityHeaders(): MiddlewareHandler<{ Variables: { nonce: string; scriptHashes?: string } }> {
  return async (c, next) => {
    await next();
    const hashes = c.get("scriptHashes");
    const inline = hashes === undefined ? `'nonce-${c.get("nonce")}'` : hashes;
    try {
      c.res.headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      c.res = new Response(c.res.body, c.res); // immutable headers (e.g. Response.redirect)
    }
    setSecurityHeaders(c.res.headers, { inlineScripts: inline, url: c.req.url, path: c.req.path });
  };
}

/**
 * The headers themselves, for the middleware above and for answers that skip it (the
 * in-memory static files and cached pages, fast-answer.server.ts). `inlineScripts` are the
 * script-src sources for inline scripts ("" when there are none).
 */
function setSecurityHeaders(h: Headers, { inlineScripts, url, path }: { inlineScripts: string; url: string; path: string }) {
  for (const [name, value] of Object.entries(securityHeaderRecord({ inlineScripts, https: url.startsWith("https:"), path }))) {
    h.set(name, value);
  }
}

export function securityHeaderRecord({ inlineScripts, https, path }: { inlineScripts: string; https: boolean; path: string }) {
  const { beforeScripts, afterScripts } = policyParts();
  const headers: Record<string, string> = {
    "Content-Security-Policy": `${beforeScripts}${inlineScripts}${afterScripts}`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  if (https || baseUrl().startsWith("https:")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  if (isPersonalPath(path)) headers["Cache-Control"] = "no-store";
  return headers;
}
