import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { STAFF_ROLES } from "#app/lib/domain";
import { db } from "#app/server/db/db.server";
import { profiles, user } from "#app/server/db/schema";
import { type Env, getEnv } from "#app/server/env.server";
import { findUserByEmail } from "./find-user-by-email.server";
import { createUserWithPassword, setPassword } from "./users.server";

export type BootstrapResult =
  | { kind: "env"; email: string; created: boolean }
  | { kind: "generated"; email: string; password: string }
  | { kind: "existing" };

export const GENERATED_ADMIN_EMAIL = "admin@supertech.example";

/**
 * The first administrator. ADMIN_EMAIL + ADMIN_PASSWORD create or update an active,
 * verified super_admin (idempotent: running it again only re-applies the same state).
 * With neither set and no active staff in the database, one is created with a random
 * password that is returned once, for the console, and stored only as a hash.
 */
export async function ensureFirstAdmin(env: Pick<Env, "ADMIN_EMAIL" | "ADMIN_PASSWORD"> = getEnv()): Promise<BootstrapResult> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const existing = await findUserByEmail(env.ADMIN_EMAIL);
    if (existing) {
      await setPassword(existing.id, env.ADMIN_PASSWORD);
      await db.update(user).set({ emailVerified: true }).where(eq(user.id, existing.id));
      await db
        .insert(profiles)
        .values({ user_id: existing.id, role: "super_admin", is_active: true })
        .onConflictDoUpdate({ target: profiles.user_id, set: { role: "super_admin", is_active: true } });
      return { kind: "env", email: existing.email, created: false };
    }
    const created = await createUserWithPassword({
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      role: "super_admin",
      name: "Administrator",
    });
    return { kind: "env", email: created.email, created: true };
  }
  const [staff] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.role, [...STAFF_ROLES]), eq(profiles.is_active, true)))
    .limit(1);
  if (staff) return { kind: "existing" };
  const password = randomBytes(12).toString("base64url");
  const existing = await findUserByEmail(GENERATED_ADMIN_EMAIL);
  if (existing) {
    await setPassword(existing.id, password);
    await db
      .insert(profiles)
      .values({ user_id: existing.id, role: "super_admin", is_active: true })
      .onConflictDoUpdate({ target: profiles.user_id, set: { role: "super_admin", is_active: true } });
  } else {
    await createUserWithPassword({ email: GENERATED_ADMIN_EMAIL, password, role: "super_admin", name: "Administrator" });
  }
  return { kind: "generated", email: GENERATED_ADMIN_EMAIL, password };
}
