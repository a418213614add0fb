import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "#app/features/accounts/auth.server";
import { ensureFirstAdmin, GENERATED_ADMIN_EMAIL } from "#app/features/accounts/bootstrap.server";
import { db } from "#app/server/db/db.server";
import { account, profiles, user } from "#app/server/db/schema";

async function canSignIn(email: string, password: string) {
  try {
    await getAuth().api.signInEmail({ body: { email, password } });
    return true;
  } catch {
    return false;
  }
}

async function profileOf(email: string) {
  const [row] = await db
    .select({ role: profiles.role, is_active: profiles.is_active, verified: user.emailVerified })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.user_id))
    .where(eq(user.email, email));
  return row;
}

describe("first administrator", () => {
  it("with neither variable set and no admin, creates one with a random password, once", async () => {
    const first = await ensureFirstAdmin({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    expect(first.kind).toBe("generated");
    if (first.kind !== "generated") return;
    expect(first.email).toBe(GENERATED_ADMIN_EMAIL);
    expect(first.password.length).toBeGreaterThanOrEqual(16);
    expect(await canSignIn(first.email, first.password)).toBe(true);
    expect(await profileOf(first.email)).toEqual({ role: "super_admin", is_active: true, verified: true });
    // The password is stored only as a hash.
    const [stored] = await db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, first.email));
    expect(stored.password).not.toContain(first.password);

    const second = await ensureFirstAdmin({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    expect(second.kind).toBe("existing");
  });

  it("ADMIN_EMAIL and ADMIN_PASSWORD create, then update, an active super_admin (idempotent)", async () => {
    const env = { ADMIN_EMAIL: "Owner@Example.com", ADMIN_PASSWORD: "first-password" };
    expect(await ensureFirstAdmin(env)).toEqual({ kind: "env", email: "owner@example.com", created: true });
    expect(await canSignIn("owner@example.com", "first-password")).toBe(true);

    // Someone demoted and deactivated the account, then the password is changed in env.
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, "owner@example.com"));
    await db.update(profiles).set({ role: "user", is_active: false }).where(eq(profiles.user_id, owner.id));
    expect(await ensureFirstAdmin({ ...env, ADMIN_PASSWORD: "second-password" })).toEqual({
      kind: "env",
      email: "owner@example.com",
      created: false,
    });
    expect(await profileOf("owner@example.com")).toEqual({ role: "super_admin", is_active: true, verified: true });
    expect(await canSignIn("owner@example.com", "second-password")).toBe(true);
    expect(await canSignIn("owner@example.com", "first-password")).toBe(false);

    const users = await db.select({ id: user.id }).from(user).where(eq(user.email, "owner@example.com"));
    expect(users).toHaveLength(1);
  });
});
