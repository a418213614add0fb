import { and, eq } from "drizzle-orm";
import type { Role } from "#app/lib/domain";
import { db } from "#app/server/db/db.server";
import { account, profiles, session, verification } from "#app/server/db/schema";
import { getAuth } from "./auth.server";
import { forgetTrustedDevices } from "./trusted-devices.server";

/**
 * Creates an e-mail + password account on the server, through Better Auth's own adapter
 * and password hasher, without signing anybody in (the caller's session is untouched).
 */
export async function createUserWithPassword(input: {
  email: string;
  password: string;
  name?: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: Role;
  emailVerified?: boolean;
}): Promise<{ id: string; email: string }> {
  const ctx = await getAuth().$context;
  const email = input.email.trim().toLowerCase();
  const created = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name ?? ([input.firstName, input.lastName].filter(Boolean).join(" ") || email.split("@")[0]),
      emailVerified: input.emailVerified ?? true,
    },
    { method: "admin" },
  );
  const hash = await ctx.password.hash(input.password);
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: hash });
  await db
    .insert(profiles)
    .values({ user_id: created.id, role: input.role ?? "user", first_name: input.firstName ?? null, last_name: input.lastName ?? null })
    .onConflictDoUpdate({
      target: profiles.user_id,
      set: { role: input.role ?? "user", first_name: input.firstName ?? null, last_name: input.lastName ?? null },
    });
  return { id: created.id, email };
}

/**
 * Sets the account's password. A new password ends every session of the account
 * (finding 4); setting the password it already has (ADMIN_PASSWORD at each start) ends none.
 * Returns whether the password changed.
 */
export async function setPassword(userId: string, password: string): Promise<boolean> {
  const ctx = await getAuth().$context;
  const [existing] = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  if (existing?.password && (await ctx.password.verify({ hash: existing.password, password }))) return false;
  const hash = await ctx.password.hash(password);
  if (existing) await ctx.internalAdapter.updatePassword(userId, hash);
  else await ctx.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  await endSessions(userId);
  await forgetTrustedDevices(userId);
  return true;
}

/** Ends every session of a user at once (deactivation, deletion, password reset). */
export async function endSessions(userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

/** Whether a password-reset link's token still exists and has not expired (it is deleted when used). */
export async function resetTokenIsUsable(token: string): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return Boolean(row && row.expiresAt > new Date());
}
