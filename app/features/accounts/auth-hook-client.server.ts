/** The client address server.ts puts into X-Forwarded-For for /api/auth (from the socket or the trusted proxy). */
export function clientIpOf(headers: Headers | undefined): string {
  return headers?.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/** Who did it, from where: the client address and browser for the security log. */
export function clientOf(headers: Headers | undefined) {
  return { ip: clientIpOf(headers), userAgent: headers?.get("user-agent") ?? null };
}
