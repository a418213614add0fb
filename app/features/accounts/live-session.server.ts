import { getSessionCookie } from "better-auth/cookies";
import { and, eq, gt } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { session } from "#app/server/db/schema";

/**
 * Whether the request carries a session cookie that names a session which has not expired: one
 * indexed read, without Better Auth's session refresh. server.ts asks it before reading the body
 * of a post to an admin path (decision 036); the admin gate still makes
 * the real check (profile, role, two-factor) afterwards.
 */
export async function hasLiveSession(headers: Headers): Promise<boolean> {
  // The cookie is "<token>.<signature>"; the token alone finds the row.
  const token = getSessionCookie(headers)?.split(".")[0];
  if (!token) return false;
  const [row] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}
