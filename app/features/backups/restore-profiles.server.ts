import { eq, inArray } from "drizzle-orm";
import { type Role, TEACHING_ROLES } from "#app/lib/domain";
import type { Reader } from "#app/server/db/long-read.server";
import { profiles, session, user } from "#app/server/db/schema";
import type { BackupFile } from "./backup-schemas";
import type { TablePlan } from "./restore-plan";
import { inBatches, RESTORE_BATCH, type RestoreSource } from "./restore-source.server";

type BackupProfile = BackupFile["tables"]["profiles"][number];
type ProfileValues = Pick<BackupProfile, "first_name" | "last_name" | "role" | "is_active">;
type Counts = { updates: number; unchanged: number; skipped: number; unconfirmedKept: number };

/** The profiles of one batch's users as they are here, with whether each account's e-mail is confirmed. */
async function currentProfiles(reader: Reader, userIds: string[]) {
  const current = await reader
    .select({
      user_id: profiles.user_id,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      role: profiles.role,
      is_active: profiles.is_active,
      email_verified: user.emailVerified,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.user_id))
    .where(inArray(profiles.user_id, userIds));
  return new Map(current.map((p) => [p.user_id, p]));
}

type CurrentProfile = Awaited<ReturnType<typeof currentProfiles>> extends Map<string, infer P> ? P : never;

/**
 * What the file may change of one profile. The super admin who restores keeps their own role
 * and access; an account whose e-mail is not confirmed gains no staff role from a file either,
 * as it gains none from the users page (a trainer's role counts as staff here: it opens /admin).
 */
function allowedValues(p: BackupProfile, existing: CurrentProfile, actingUserId: string, warnings: string[], counts: Counts) {
  const values: ProfileValues = { first_name: p.first_name, last_name: p.last_name, role: p.role, is_active: p.is_active };
  if (p.user_id === actingUserId && (p.role !== existing.role || p.is_active !== existing.is_active)) {
    warnings.push("Your own role and access are kept as they are now.");
    values.role = existing.role as typeof values.role;
    values.is_active = existing.is_active;
  }
  if (TEACHING_ROLES.includes(values.role) && !TEACHING_ROLES.includes(existing.role as Role) && !existing.email_verified) {
    counts.unconfirmedKept++;
    values.role = existing.role as typeof values.role;
  }
  return values;
}

/**
 * Profiles: updated only (names, role, active flag) for users that exist here; users and
 * sign-in data are never created or touched. A restore that deactivates a user ends their
 * sessions, in the same transaction.
 */
export async function restoreProfiles(
  reader: Reader,
  source: RestoreSource,
  { actingUserId, apply, tables, warnings }: { actingUserId: string; apply: boolean; tables: TablePlan[]; warnings: string[] },
) {
  const counts: Counts = { updates: 0, unchanged: 0, skipped: 0, unconfirmedKept: 0 };
  for await (const batch of inBatches(source.rows("profiles"), RESTORE_BATCH)) {
    const profileByUser = await currentProfiles(
      reader,
      batch.map((p) => p.user_id as string),
    );
    for (const p of batch as BackupFile["tables"]["profiles"]) {
      const existing = profileByUser.get(p.user_id);
      if (!existing) {
        counts.skipped++;
        continue;
      }
      const values = allowedValues(p, existing, actingUserId, warnings, counts);
      const differs =
        values.first_name !== existing.first_name ||
        values.last_name !== existing.last_name ||
        values.role !== existing.role ||
        values.is_active !== existing.is_active;
      if (!differs) {
        counts.unchanged++;
        continue;
      }
      counts.updates++;
      if (apply) {
        await reader.update(profiles).set(values).where(eq(profiles.user_id, p.user_id));
        if (existing.is_active && !values.is_active) await reader.delete(session).where(eq(session.userId, p.user_id));
      }
    }
  }
  if (counts.unconfirmedKept)
    warnings.push(
      `${counts.unconfirmedKept} users whose e-mail is not confirmed keep their current role: a staff role needs a confirmed account.`,
    );
  if (counts.skipped)
    warnings.push(
      `${counts.skipped} profiles belong to users who no longer exist here; they are skipped (accounts are never created by a restore).`,
    );
  tables.push({
    table: "profiles",
    label: "User profiles",
    insert: 0,
    update: counts.updates,
    delete: 0,
    unchanged: counts.unchanged,
    skipped: counts.skipped,
  });
}
