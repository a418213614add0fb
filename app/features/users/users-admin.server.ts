import { and, count, eq, ilike, like, or, sql } from "drizzle-orm";
import type { Actor } from "#app/features/accounts/index.server";
import { createUserWithPassword, endSessions, findUserByEmail, profileWithEmail, setPassword } from "#app/features/accounts/index.server";
import { type Role, TEACHING_ROLES } from "#app/lib/domain";
import type { ListParams } from "#app/lib/list-params";
import { audit } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { containsPattern } from "#app/server/db/like.server";
import { newestFirst, type Page, paginate } from "#app/server/db/paginate.server";
import { profiles, user, verification } from "#app/server/db/schema";

/**
 * The admin users page's reads and its four changes, with the guards a real staff needs
 * (only a super_admin touches super_admin, nobody acts on themselves, the last active
 * super_admin stays). Every change writes its admin_logs row (spec 7).
 */

/** A refused change: `message` is shown to the admin; `status` is the HTTP status. */
export class UserGuardError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 = 403,
  ) {
    super(message);
    this.name = "UserGuardError";
  }
}

export const GUARD = {
  notFound: "User not found",
  onlySuperAdmin: "Only a super admin can grant, change or remove the super admin role",
  selfRole: "You cannot change your own role",
  selfStatus: "You cannot deactivate your own account",
  selfDelete: "You cannot delete your own account",
  lastSuperAdmin: "The last active super admin cannot be removed, demoted or deactivated",
  emailTaken: "A user with this email already exists",
  unconfirmedStaff: "This user has not confirmed their e-mail address yet. Only a confirmed account can be given a staff role.",
} as const;

type AdminUserRow = {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  role: Role;
  is_active: boolean;
  email_verified: boolean;
  last_login: Date | null;
  created_at: Date;
};

/** Profiles joined with the account e-mail, newest first; search by name, company or e-mail; filter by role. One page (paginate()). */
export function listUsers({ q, filters: { role }, ...list }: ListParams<never, "role">): Promise<Page<AdminUserRow>> {
  const term = q.trim();
  const conditions = [
    role ? eq(profiles.role, role) : undefined,
    term
      ? or(
          ilike(profiles.first_name, containsPattern(term)),
          ilike(profiles.last_name, containsPattern(term)),
          ilike(sql`coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, '')`, containsPattern(term)),
          ilike(profiles.company_name, containsPattern(term)),
          ilike(user.email, containsPattern(term)),
        )
      : undefined,
  ].filter(Boolean);
  const where = conditions.length ? and(...conditions) : undefined;
  return paginate(list, {
    count: async () => {
      const [{ n }] = await db.select({ n: count() }).from(profiles).innerJoin(user, eq(user.id, profiles.user_id)).where(where);
      return n;
    },
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          ...profileWithEmail,
          email_verified: user.emailVerified,
          last_login: profiles.last_login,
          created_at: profiles.created_at,
        })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.user_id))
        .where(where)
        .orderBy(...newestFirst(profiles.created_at, profiles.id))
        .limit(limit)
        .offset(offset);
      return rows as AdminUserRow[];
    },
  });
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

async function loadTarget(tx: Tx | typeof db, userId: string) {
  const [row] = await tx
    .select({
      user_id: profiles.user_id,
      role: profiles.role,
      is_active: profiles.is_active,
      email: user.email,
      email_verified: user.emailVerified,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.user_id))
    .where(eq(profiles.user_id, userId))
    .limit(1)
    .for("update", { of: profiles });
  if (!row) throw new UserGuardError(GUARD.notFound, 404);
  return { ...row, role: row.role as Role };
}

/** Active super_admins, locked for the rest of the transaction so two demotions cannot race past the last one. */
async function activeSuperAdmins(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, "super_admin"), eq(profiles.is_active, true)))
    .for("update");
  return rows.length;
}

function assertMayTouch(actor: Actor, target: { role: Role }, newRole?: Role) {
  if (actor.profile.role === "super_admin") return;
  if (target.role === "super_admin" || newRole === "super_admin") throw new UserGuardError(GUARD.onlySuperAdmin, 403);
}

export async function changeUserRole(actor: Actor, userId: string, newRole: Role) {
  return db
    .transaction(async (tx) => {
      const target = await loadTarget(tx, userId);
      if (target.user_id === actor.id) throw new UserGuardError(GUARD.selfRole, 403);
      assertMayTouch(actor, target, newRole);
      if (target.role === newRole) return { changed: false, old_role: target.role, new_role: newRole };
      // Account pre-hijack (finding 1): whoever signed up with a staff member's address chose
      // its password; until the owner confirms it, it must not gain staff rights, nor a
      // trainer's (a trainer signs in to /admin and sees students' names).
      if (TEACHING_ROLES.includes(newRole) && !target.email_verified) throw new UserGuardError(GUARD.unconfirmedStaff, 409);
      if (target.role === "super_admin" && target.is_active && (await activeSuperAdmins(tx)) <= 1) {
        throw new UserGuardError(GUARD.lastSuperAdmin, 409);
      }
      await tx.update(profiles).set({ role: newRole }).where(eq(profiles.user_id, userId));
      return { changed: true, old_role: target.role, new_role: newRole };
    })
    .then(async (result) => {
      if (result.changed) {
        await audit({
          adminUserId: actor.id,
          action: "role_update",
          targetUserId: userId,
          details: { old_role: result.old_role, new_role: result.new_role },
        });
      }
      return result;
    });
}

export async function setUserActive(actor: Actor, userId: string, active: boolean) {
  const result = await db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    if (target.user_id === actor.id) throw new UserGuardError(GUARD.selfStatus, 403);
    assertMayTouch(actor, target);
    if (target.is_active === active) return { changed: false };
    if (!active && target.role === "super_admin" && (await activeSuperAdmins(tx)) <= 1) {
      throw new UserGuardError(GUARD.lastSuperAdmin, 409);
    }
    await tx.update(profiles).set({ is_active: active }).where(eq(profiles.user_id, userId));
    return { changed: true };
  });
  // A deactivated user is signed out everywhere at once (also re-checked on every request).
  if (!active) await endSessions(userId);
  if (result.changed) {
    await audit({
      adminUserId: actor.id,
      action: active ? "user_activated" : "user_deactivated",
      targetUserId: userId,
      details: { status: active ? "active" : "inactive" },
    });
  }
  return result;
}

export async function createUserAsAdmin(
  actor: Actor,
  input: { email: string; password: string; first_name: string | null; last_name: string | null; role: Role },
) {
  assertMayTouch(actor, { role: "user" }, input.role);
  const existing = await findUserByEmail(input.email);
  if (existing && !existing.emailVerified) return takeOverUnconfirmed(actor, existing, input);
  if (existing) throw new UserGuardError(GUARD.emailTaken, 409);
  let created: { id: string; email: string };
  try {
    created = await createUserWithPassword({
      email: input.email,
      password: input.password,
      firstName: input.first_name,
      lastName: input.last_name,
      role: input.role,
    });
  } catch (error) {
    // A concurrent create of the same address loses on the unique index.
    if (await findUserByEmail(input.email)) throw new UserGuardError(GUARD.emailTaken, 409);
    throw error;
  }
  await audit({
    adminUserId: actor.id,
    action: "user_created",
    targetUserId: created.id,
    details: { role: input.role },
  });
  return created;
}

/**
 * "Add user" over an account whose e-mail was never confirmed (finding 1): whoever signed up
 * with it may not be its owner, so the super admin's details replace theirs. New password
 * (which ends every session), confirmed e-mail (the admin vouches for the address, as for a
 * new account), the chosen role and names; pending password-reset tokens are dropped.
 */
async function takeOverUnconfirmed(
  actor: Actor,
  existing: { id: string; email: string },
  input: { email: string; password: string; first_name: string | null; last_name: string | null; role: Role },
) {
  const target = await loadTarget(db, existing.id).catch(() => ({ role: "user" as Role }));
  assertMayTouch(actor, target, input.role);
  await setPassword(existing.id, input.password);
  const name = [input.first_name, input.last_name].filter(Boolean).join(" ") || existing.email.split("@")[0];
  await db.update(user).set({ emailVerified: true, name }).where(eq(user.id, existing.id));
  await db
    .insert(profiles)
    .values({ user_id: existing.id, role: input.role, first_name: input.first_name, last_name: input.last_name, is_active: true })
    .onConflictDoUpdate({
      target: profiles.user_id,
      set: { role: input.role, first_name: input.first_name, last_name: input.last_name, is_active: true },
    });
  await db.delete(verification).where(and(eq(verification.value, existing.id), like(verification.identifier, "reset-password:%")));
  await endSessions(existing.id);
  await audit({
    adminUserId: actor.id,
    action: "user_created",
    targetUserId: existing.id,
    details: { role: input.role, replaced_unconfirmed_account: true },
  });
  return { id: existing.id, email: existing.email };
}

/** Deletes the Better Auth user; the cascade removes its profile, sessions and accounts. */
export async function deleteUserAsAdmin(actor: Actor, userId: string) {
  await db.transaction(async (tx) => {
    const target = await loadTarget(tx, userId);
    if (target.user_id === actor.id) throw new UserGuardError(GUARD.selfDelete, 403);
    assertMayTouch(actor, target);
    if (target.role === "super_admin" && target.is_active && (await activeSuperAdmins(tx)) <= 1) {
      throw new UserGuardError(GUARD.lastSuperAdmin, 409);
    }
    await tx.delete(user).where(eq(user.id, userId));
  });
  await endSessions(userId);
  await audit({ adminUserId: actor.id, action: "user_deleted", targetUserId: userId, details: { user_id: userId } });
}
