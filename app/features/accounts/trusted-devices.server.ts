import { and, desc, eq, gt, inArray, like, notInArray } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { trustedDevices, verification } from "#app/server/db/schema";

/**
 * Browsers that skip the second factor ("Remember this device", decision 029).
 * Better Auth's two-factor plugin trusts a browser while its signed cookie names a
 * `verification` row `trust-device-…` whose value is the account's id; deleting that row is what
 * ends the trust, whatever cookie the browser still holds. `trusted_devices` only describes it.
 */
const TRUST_PREFIX = "trust-device-";
const isTrustRow = (userId: string) => and(eq(verification.value, userId), like(verification.identifier, `${TRUST_PREFIX}%`));

/** The plugin's trust identifier in a trust cookie's value (`<hmac>!trust-device-…`, signed or not). */
export function trustIdentifierIn(cookieValue: string | null | undefined): string | null {
  if (!cookieValue) return null;
  return /!(trust-device-[A-Za-z0-9_-]+)/.exec(decodeURIComponent(cookieValue))?.[1] ?? null;
}

/** The trust identifier the browser's own cookie names (display only: "This device"). */
export function trustIdentifierOfRequest(request: Request): string | null {
  const value = request.headers.get("cookie")?.match(/(?:^|;\s*)(?:__Secure-)?better-auth\.trust_device=([^;]+)/)?.[1];
  return trustIdentifierIn(value);
}

export type TrustedDevice = {
  id: string;
  identifier: string;
  userAgent: string | null;
  ip: string | null;
  rememberedAt: Date;
  expiresAt: Date;
};

/** The account's trusted browsers, the most recently remembered or used first. */
export async function listTrustedDevices(userId: string): Promise<TrustedDevice[]> {
  const rows = await db
    .select({
      id: verification.id,
      identifier: verification.identifier,
      userAgent: trustedDevices.user_agent,
      ip: trustedDevices.ip,
      // The plugin renews the row at each sign-in it skips the code for; ours keeps the first day.
      firstRemembered: trustedDevices.created_at,
      renewedAt: verification.createdAt,
      expiresAt: verification.expiresAt,
    })
    .from(verification)
    .leftJoin(trustedDevices, eq(trustedDevices.identifier, verification.identifier))
    .where(and(isTrustRow(userId), gt(verification.expiresAt, new Date())))
    .orderBy(desc(verification.createdAt));
  return rows.map(({ firstRemembered, renewedAt, ...row }) => ({ ...row, rememberedAt: firstRemembered ?? renewedAt }));
}

/**
 * A browser was just trusted: what it was, for the list. Descriptions whose trust is gone
 * (expired rows the plugin dropped) go at the same time.
 */
export async function describeTrustedDevice(input: { identifier: string; userId: string; userAgent: string | null; ip: string | null }) {
  const live = db.select({ identifier: verification.identifier }).from(verification).where(isTrustRow(input.userId));
  await db.delete(trustedDevices).where(and(eq(trustedDevices.user_id, input.userId), notInArray(trustedDevices.identifier, live)));
  await db
    .insert(trustedDevices)
    .values({ identifier: input.identifier, user_id: input.userId, user_agent: input.userAgent?.slice(0, 300) ?? null, ip: input.ip })
    .onConflictDoNothing();
}

/** The plugin renews a trusted browser's identifier at each sign-in it skips the code for. */
export async function renewTrustedDevice(userId: string, from: string, to: string) {
  await db
    .update(trustedDevices)
    .set({ identifier: to })
    .where(and(eq(trustedDevices.identifier, from), eq(trustedDevices.user_id, userId)));
}

/**
 * Forgets every trusted browser of the account (two-factor off, a new authenticator, a new
 * password, "sign out everywhere else"): each asks for a code again. Returns how many.
 */
export async function forgetTrustedDevices(userId: string): Promise<number> {
  const gone = await db.delete(verification).where(isTrustRow(userId)).returning({ id: verification.id });
  await db.delete(trustedDevices).where(eq(trustedDevices.user_id, userId));
  return gone.length;
}

/** Forgets one trusted browser of the account (never another account's); whether there was one. */
export async function forgetTrustedDevice(userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(verification)
    .where(and(eq(verification.id, id), isTrustRow(userId)))
    .returning({ identifier: verification.identifier });
  if (gone.length === 0) return false;
  await db.delete(trustedDevices).where(
    inArray(
      trustedDevices.identifier,
      gone.map((g) => g.identifier),
    ),
  );
  return true;
}
