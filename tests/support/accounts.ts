import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { getAuth } from "#app/features/accounts/auth.server";
import { createUserWithPassword } from "#app/features/accounts/users.server";
import type { Role } from "#app/lib/domain";
import { db } from "#app/server/db/db.server";
import { profiles, user } from "#app/server/db/schema";

export const PASSWORD = "correct-horse-42";

export type TestAccount = { id: string; email: string; cookie: string };

/** A real account, signed in through Better Auth; `cookie` is the browser's Cookie header. */
export async function account(
  role: Role,
  { active = true, email, twoFactor = true }: { active?: boolean; email?: string; twoFactor?: boolean } = {},
): Promise<TestAccount> {
  const address = email ?? `${role}-${active ? "active" : "inactive"}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await createUserWithPassword({ email: address, password: PASSWORD, role });
  const { headers } = await getAuth().api.signInEmail({ body: { email: address, password: PASSWORD }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  // Deactivate after signing in: the session exists, and must still be refused.
  if (!active) await db.update(profiles).set({ is_active: false }).where(eq(profiles.user_id, created.id));
  // Super admins must have two-factor on to use the admin (decision 011): flagged after signing in,
  // as if enrolled (tests/integration/two-factor.test.ts goes through the real enrolment).
  if (role === "super_admin" && twoFactor) await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, created.id));
  return { id: created.id, email: address, cookie };
}

/**
 * The accounts a test file acts as, keyed by the names it uses, each signed in once before its
 * tests (beforeAll): `const people = accountsFor({ admin: "admin" })`, then `people.admin`.
 */
export function accountsFor<K extends string>(roles: Record<K, Role>): Record<K, TestAccount> {
  const people = {} as Record<K, TestAccount>;
  beforeAll(async () => {
    for (const [name, role] of Object.entries(roles) as [K, Role][]) people[name] = await account(role);
  });
  return people;
}

export const ANONYMOUS = { id: "", email: "", cookie: "" };

/** A request as the browser would send it for `account`, with a same-origin Origin header. */
export function requestAs(who: { cookie: string }, url: string, init: RequestInit & { form?: Record<string, string> } = {}): Request {
  const headers = new Headers(init.headers);
  if (who.cookie) headers.set("cookie", who.cookie);
  const full = new URL(url, "http://localhost:3000");
  if (init.form) {
    headers.set("origin", full.origin);
    return new Request(full, { method: "POST", headers, body: new URLSearchParams(init.form) });
  }
  return new Request(full, { ...init, headers });
}
