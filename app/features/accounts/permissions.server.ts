import { eq } from "drizzle-orm";
import { createContext, data, type MiddlewareFunction, RouterContextProvider, redirect } from "react-router";
import { type Role, STAFF_ROLES, TEACHING_ROLES } from "#app/lib/domain";
import { ACCESS_DENIED } from "#app/lib/messages";
import { db } from "#app/server/db/db.server";
import { profiles } from "#app/server/db/schema";
import { redirectWithToast } from "#app/server/http/toast.server";
import { getAuth } from "./auth.server";
import { touchSession } from "./sessions.server";
import { twoFactorRequired } from "./two-factor-policy.server";

/**
 * The one place authorization is decided. The admin layout's middleware (adminGate) runs
 * before every admin loader, action and resource route and puts the admitted admin into the
 * request's context; they read it with currentAdmin(). A parent layout's loader would not
 * guard its children (they run in parallel with it); middleware runs first.
 */
export type Profile = { role: Role; is_active: boolean; first_name: string | null; last_name: string | null };
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  sessionId: string;
  twoFactorEnabled: boolean;
  profile: Profile | null;
};

/** 'page' requests are redirected like the spec's admin gate; 'api' ones get 401/403 JSON. */
type Mode = { mode?: "page" | "api" };

async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const result = await getAuth().api.getSession({ headers: request.headers });
  if (!result) return null;
  const [profile] = await db
    .select({ role: profiles.role, is_active: profiles.is_active, first_name: profiles.first_name, last_name: profiles.last_name })
    .from(profiles)
    .where(eq(profiles.user_id, result.user.id))
    .limit(1);
  return {
    id: result.user.id,
    email: result.user.email,
    name: result.user.name,
    sessionId: result.session.id,
    twoFactorEnabled: (result.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
    profile: profile ? { ...profile, role: profile.role as Role } : null,
  };
}

function isActiveStaff(profile: Profile | null): boolean {
  return Boolean(profile?.is_active && STAFF_ROLES.includes(profile.role));
}

/** Staff or a trainer, active: may sign in to /admin (a trainer only to TRAINER_PATHS). */
function isActiveTeacher(profile: Profile | null): boolean {
  return Boolean(profile?.is_active && TEACHING_ROLES.includes(profile.role));
}

/**
 * The admin paths a trainer may open (decision 037): their own batches' attendance, register
 * and practical tasks, their list of batches, and their own account. The batch id in a path is
 * checked against the batch's trainer by the route itself (assertTeaches).
 */
const TRAINER_PATHS = [
  /^\/admin\/my-batches$/,
  /^\/admin\/batches\/[^/]+\/(attendance|register|register\.csv|tasks)$/,
  /^\/admin\/account$/,
];

function trainerMayOpen(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/\/$/, "");
  return TRAINER_PATHS.some((allowed) => allowed.test(path));
}

export async function requireUser(request: Request, { mode = "page" }: Mode = {}): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  if (mode === "api") throw data({ error: "Authentication required" }, { status: 401 });
  throw redirect("/auth");
}

export async function requireAdmin(request: Request, options: Mode = {}): Promise<Admin> {
  return admit(request, options, isActiveStaff);
}

/** An active admin, super admin or trainer (what a trainer may open is the gate's business). */
export async function requireStaff(request: Request, options: Mode = {}): Promise<Admin> {
  return admit(request, options, isActiveTeacher);
}

async function admit(request: Request, options: Mode, admitted: (profile: Profile | null) => boolean): Promise<Admin> {
  const user = await requireUser(request, options);
  if (admitted(user.profile)) {
    const staff = user as SessionUser & { profile: Profile };
    await requireTwoFactorSetUp(request, staff, options);
    // "Last seen" on /admin/account: staff sessions are marked as used (at most every 5 minutes).
    await touchSession(user.sessionId);
    return staff;
  }
  if (options.mode === "api") throw data({ error: ACCESS_DENIED.description }, { status: 403 });
  throw await redirectWithToast("/", { ...ACCESS_DENIED, type: "error" });
}

export const TWO_FACTOR_REQUIRED = {
  title: "Set up two-factor authentication",
  description: "Super admins must use two-factor authentication before using the admin panel.",
} as const;

/**
 * A super admin without two-factor authentication may use /admin/account (to set it up)
 * and nothing else of the admin: pages are sent there, API calls get 403.
 */
async function requireTwoFactorSetUp(request: Request, user: SessionUser & { profile: Profile }, { mode = "page" }: Mode) {
  if (user.twoFactorEnabled || !twoFactorRequired(user.profile.role)) return;
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (path === "/admin/account") return;
  if (mode === "api") throw data({ error: TWO_FACTOR_REQUIRED.description }, { status: 403 });
  throw await redirectWithToast("/admin/account", { ...TWO_FACTOR_REQUIRED, type: "error" });
}

export type Admin = SessionUser & { profile: Profile };

/** Who does something, as the writes and the audit log need them: an admin (any Admin is one). */
export type Actor = Pick<SessionUser, "id" | "email"> & { profile: Pick<Profile, "role"> };

export async function requireSuperAdmin(request: Request, options: Mode = {}): Promise<Admin> {
  return superAdminOnly(await requireAdmin(request, options));
}

/** The explicit super-admin check, for an admin already admitted (the gate's, or requireAdmin's). */
export function superAdminOnly(admin: Admin): Admin {
  if (admin.profile.role === "super_admin") return admin;
  throw data({ error: "Only a super admin can do this." }, { status: 403 });
}

/** The admin the gate admitted for this request; null until it has run. */
const adminContext = createContext<Admin | null>(null);

/**
 * The admin gate (decision 013): the admin layout's middleware. It requires an active admin (as
 * requireAdmin does: a session, an active admin or super_admin profile, two-factor set up
 * by super admins) before any admin loader or action runs, and keeps the admin for them.
 */
export const adminGate: MiddlewareFunction<Response> = async ({ request, context }) => {
  const staff = await requireStaff(request);
  if (staff.profile.role === "trainer") await keepTrainerToTheirPages(request);
  context.set(adminContext, staff);
};

/** A trainer's /admin is their batches; any other admin page sends them there, saying why. */
async function keepTrainerToTheirPages(request: Request) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  if (trainerMayOpen(path)) return;
  if (path === "/admin" || path === "/_root") throw redirect("/admin/my-batches");
  throw await redirectWithToast("/admin/my-batches", { ...ACCESS_DENIED, type: "error" });
}

/**
 * The admin of this request, for admin loaders and actions: the gate's, read from the
 * context. A route function called without the gate having run (a test calling it
 * directly, or a route placed outside the admin layout by mistake) makes the whole check
 * itself, so a route that reads this is never less guarded than one that calls requireAdmin.
 */
export async function currentAdmin({ request, context }: { request: Request; context: unknown }): Promise<Admin> {
  const admitted = context instanceof RouterContextProvider ? context.get(adminContext) : null;
  // The gate keeps trainers to their pages; a route that reads an admin never serves one anyway.
  if (admitted && !STAFF_ROLES.includes(admitted.profile.role)) throw data({ error: ACCESS_DENIED.description }, { status: 403 });
  return admitted ?? requireAdmin(request);
}

/** For the pages a trainer may open: the admitted admin, super admin or trainer of this request. */
export async function currentStaff({ request, context }: { request: Request; context: unknown }): Promise<Admin> {
  const admitted = context instanceof RouterContextProvider ? context.get(adminContext) : null;
  return admitted ?? requireStaff(request);
}

/**
 * A trainer works only with the batches they teach: any other batch is "not found" to them,
 * so they cannot learn which ids exist. Admins and super admins teach every batch.
 */
export function assertTeaches(staff: Admin, batchTrainerId: string | null): void {
  if (staff.profile.role !== "trainer") return;
  if (batchTrainerId !== staff.id) throw data({ error: "Batch not found" }, { status: 404 });
}

/**
 * After a sign-in (password, or the second step): the new session's cookies, and where to go,
 * which depends on the profile (spec 4): active staff to /admin, everyone else home.
 */
export async function redirectSignedIn(request: Request, setCookies: string[]): Promise<Response> {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  const cookie = setCookies
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");
  const user = await getSessionUser(new Request(request.url, { headers: { cookie } }));
  return redirect(user && isActiveTeacher(user.profile) ? "/admin" : "/", { headers });
}
