import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { type Role, STAFF_ROLES } from "../lib/domain";
import { ACCESS_DENIED } from "../lib/messages";
import { getAuth } from "./auth.server";
import { db } from "./db.server";
import { touchSession } from "./models/sessions.server";
import { profiles } from "./schema";
import { redirectWithToast } from "./toast.server";
import { twoFactorRequired } from "./two-factor.server";

/**
 * The one place authorization is decided. Every admin loader, action and resource
 * route calls requireAdmin (or requireSuperAdmin) itself: a parent layout's loader
 * does not guard its children, which run in parallel with it.
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

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
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

export function isActiveStaff(profile: Profile | null): boolean {
  return Boolean(profile?.is_active && STAFF_ROLES.includes(profile.role));
}

export async function requireUser(request: Request, { mode = "page" }: Mode = {}): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  if (mode === "api") throw data({ error: "Authentication required" }, { status: 401 });
  throw redirect("/auth");
}

export async function requireAdmin(request: Request, options: Mode = {}): Promise<SessionUser & { profile: Profile }> {
  const user = await requireUser(request, options);
  if (isActiveStaff(user.profile)) {
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

export async function requireSuperAdmin(request: Request, options: Mode = {}): Promise<SessionUser & { profile: Profile }> {
  const user = await requireAdmin(request, options);
  if (user.profile.role === "super_admin") return user;
  throw data({ error: "Only a super admin can do this." }, { status: 403 });
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
  return redirect(user && isActiveStaff(user.profile) ? "/admin" : "/", { headers });
}
