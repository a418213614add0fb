import type { Env } from "#app/server/env.server";

/**
 * Behind a reverse proxy (TRUST_PROXY=true), what the proxy saw: the client's address, the
 * scheme and the host. Only the values our own proxies add are trusted: X-Forwarded-For is
 * read from the right, TRUST_PROXY_HOPS entries in, because everything to the left of them is
 * whatever the client chose to send (a fresh fake address per try would defeat rate limits).
 */
export function fromRight(header: string | null | undefined, hops: number): string | undefined {
  const values = (header ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  return values[Math.max(0, values.length - hops)];
}

export function clientAddress(headers: Pick<Headers, "get">, socketAddress: string | undefined, env: Env): string {
  const fallback = socketAddress ?? "unknown";
  if (!env.TRUST_PROXY) return fallback;
  return fromRight(headers.get("x-forwarded-for"), env.TRUST_PROXY_HOPS) ?? fallback;
}

/**
 * The request as the browser made it: behind a TLS-terminating proxy the socket speaks http,
 * but the browser's Origin is https://host. React Router's and our own origin checks, the
 * canonical URLs and the HSTS header all need the public scheme and host.
 */
export function asForwarded(request: Request, env: Env): Request {
  if (!env.TRUST_PROXY) return request;
  const proto = fromRight(request.headers.get("x-forwarded-proto"), 1)?.toLowerCase();
  const host = fromRight(request.headers.get("x-forwarded-host"), 1);
  if (!proto && !host) return request;
  const url = new URL(request.url);
  if (proto === "https" || proto === "http") url.protocol = `${proto}:`;
  if (host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host)) {
    url.host = host;
    if (!host.includes(":")) url.port = ""; // the scheme's default port, not the socket's
  }
  return url.href === request.url ? request : new Request(url, request);
}
