import { eq } from "drizzle-orm";
import type { Role } from "#app/lib/domain";
import { db } from "#app/server/db.server";
import { profiles } from "#app/server/schema";

export async function setProfile(userId: string, values: { role?: Role; is_active?: boolean }): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.user_id, userId));
}
