import { eq } from "drizzle-orm";
import { STAFF_ROLES } from "#app/lib/domain";
import { db } from "#app/server/db/db.server";
import { profiles, session, user } from "#app/server/db/schema";

/** Better Auth's session length (auth.server.ts `session.expiresIn`). */
const SESSION_DAYS = 7;

/**
 * For the end-to-end tests only: tests/support/e2e/start-server.mjs calls it for the login
 * fixture (tests/support/e2e/login.ts). It is no HTTP route: nothing in the app reaches it,
 * and the e2e harness is not part of a production start. It writes the session row a
 * sign-in would write, with the id and token the test chose; the test signs the cookie
 * itself with the AUTH_SECRET it gave the server, as Better Auth signs it.
 * Returns where a sign-in lands (spec 4: active staff at /admin, anyone else at /), or
 * null for an unknown or inactive account (which a real sign-in refuses too).
 */
export async function writeTestSession(input: {
  email: string;
  id: string;
  token: string;
  userAgent?: string;
}): Promise<{ landing: "/admin" | "/" } | null> {
  const [account] = await db
    .select({ id: user.id, role: profiles.role, is_active: profiles.is_active })
    .from(user)
    .leftJoin(profiles, eq(profiles.user_id, user.id))
    .where(eq(user.email, input.email.toLowerCase()))
    .limit(1);
  if (!account || account.is_active === false) return null;
  const now = new Date();
  await db.insert(session).values({
    id: input.id,
    token: input.token,
    userId: account.id,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000),
    createdAt: now,
    updatedAt: now,
    ipAddress: "127.0.0.1",
    userAgent: input.userAgent ?? null,
  });
  const staff = account.is_active === true && STAFF_ROLES.some((role) => role === account.role);
  return { landing: staff ? "/admin" : "/" };
}
