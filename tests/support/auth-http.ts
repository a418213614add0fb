import { getAuth } from "#app/features/accounts/auth.server";
import { cookieHeader } from "./cookies";

const ORIGIN = "http://localhost:3000";

export type AuthAnswer = { status: number; body: Record<string, unknown> | null; cookie: string; setCookies: string[] };

/**
 * A POST to Better Auth's real handler, as server.ts passes /api/auth/* on: same-origin Origin,
 * X-Forwarded-For set to the client's address, the browser's cookies and User-Agent.
 */
export async function authPost(
  path: string,
  body: unknown,
  { ip, cookie, userAgent }: { ip: string; cookie?: string; userAgent?: string },
): Promise<AuthAnswer> {
  const headers = new Headers({ "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": ip });
  if (cookie) headers.set("cookie", cookie);
  if (userAgent) headers.set("user-agent", userAgent);
  const res = await getAuth().handler(new Request(`${ORIGIN}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }));
  const text = await res.text();
  const setCookies = res.headers.getSetCookie();
  return { status: res.status, body: text ? JSON.parse(text) : null, cookie: cookieHeader(setCookies), setCookies };
}

/** A browser's cookies after a response: the old ones, replaced or cleared by its Set-Cookie lines. */
export function nextCookies(cookie: string, setCookies: string[]): string {
  const jar = new Map(cookie ? cookie.split("; ").map((c) => [c.slice(0, c.indexOf("=")), c] as const) : []);
  for (const line of setCookies) {
    const pair = line.split(";")[0];
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
