import { and, eq, like } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { verification } from "#app/server/db/schema";

// A leaf module, like find-user-by-email.server.ts: the Better Auth hooks end reset links, and
// importing the user writes (which use the auth instance) from there would be a cycle.

/** Ends every outstanding reset link of the account: after a reset, the others must not work (decision 029). */
export async function endResetLinks(userId: string): Promise<void> {
  await db.delete(verification).where(and(eq(verification.value, userId), like(verification.identifier, "reset-password:%")));
}
