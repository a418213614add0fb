import { eq, sql } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { user } from "#app/server/db/schema";

// A leaf module (it imports no other module of the feature): the lock-out, the Better Auth
// hooks and the user writes all look accounts up by e-mail, and keeping the lookup apart is
// what keeps auth.server → auth-lockout → users → auth.server from being a cycle.

/** The account with this e-mail address, compared without case, or null. */
export async function findUserByEmail(email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}
