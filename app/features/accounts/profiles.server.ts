import { eq } from "drizzle-orm";
import type { Role } from "#app/lib/domain";
import { db } from "#app/server/db/db.server";
import { profiles, user } from "#app/server/db/schema";

export async function setProfile(userId: string, values: { role?: Role; is_active?: boolean }): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.user_id, userId));
}

/**
 * A profile as the admin users list and the backup file name it: who (the account's e-mail
 * joined from Better Auth's user table), their name and company, their role and whether they
 * may sign in. Each reader selects it with `innerJoin(user, …)` and adds its own columns.
 */
export const profileWithEmail = {
  user_id: profiles.user_id,
  email: user.email,
  first_name: profiles.first_name,
  last_name: profiles.last_name,
  company_name: profiles.company_name,
  role: profiles.role,
  is_active: profiles.is_active,
};
