import type { MiddlewareHandler } from "hono";

const ADMIN_PATH = /^\/admin(\/|\.data$|$)/;

/**
 * A post to an admin path from someone without a live session is never read (decision
 * 036-request-bodies). Its body is swapped for an empty form, unread, and the request
 * goes on to the admin gate, which answers it as any signed-out request: the sign-in page (in
 * React Router's own redirect form for `.data` requests), or 401 from /admin/uploads. The Node
 * adapter then drains the unread bytes after the answer, without keeping them.
 */
export function anonymousAdminPosts(hasLiveSession: (headers: Headers) => Promise<boolean>): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body || !ADMIN_PATH.test(c.req.path) || (await hasLiveSession(raw.headers))) return next();
    const headers = new Headers(raw.headers);
    headers.delete("content-length");
    headers.delete("transfer-encoding");
    headers.set("content-type", "application/x-www-form-urlencoded");
    c.req.raw = new Request(raw.url, { method: raw.method, headers, body: "", signal: raw.signal });
    return next();
  };
}
