import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "#app/features/accounts/auth.server";
import { LOCK_AFTER, LOCKED_TITLE, NOTIFY_AFTER, recordSignInFailure } from "#app/features/accounts/auth-lockout.server";
import { PASSWORD_MESSAGES, passwordProblem } from "#app/features/accounts/password-policy.server";
import { GUARD } from "#app/features/users/users-admin.server";
import * as newUserRoute from "#app/routes/admin/users/new/route";
import * as usersRoute from "#app/routes/admin/users/route";
import * as authRoute from "#app/routes/auth/auth";
import { db } from "#app/server/db/db.server";
import { mailOutbox, profiles, session, signInFailures, user } from "#app/server/db/schema";
import { hit, RATE_RULES } from "#app/server/http/rate-limit.server";
import { account, PASSWORD, requestAs, type TestAccount } from "#tests/support/accounts";
import { callRoute, routeArgs, routeContext } from "#tests/support/call-route";

/**
 * Staff accounts (decision 011), against the real Better Auth handler (HTTP, as
 * /api/auth/* is served) and the real /auth and /admin/users actions.
 */
const ORIGIN = "http://localhost:3000";
let ipCounter = 0;
const freshIp = () => `203.0.113.${(++ipCounter % 250) + 1}`;

type Http = { status: number; body: Record<string, unknown> | null; cookie: string; headers: Headers };

/** A POST to Better Auth's handler, as server.ts passes it on (X-Forwarded-For set to the client). */
async function authPost(path: string, body: unknown, { ip = freshIp(), cookie }: { ip?: string; cookie?: string } = {}): Promise<Http> {
  const headers = new Headers({ "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": ip });
  if (cookie) headers.set("cookie", cookie);
  const res = await getAuth().handler(new Request(`${ORIGIN}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }));
  const text = await res.text();
  return {
    status: res.status,
    body: text ? JSON.parse(text) : null,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
    headers: res.headers,
  };
}

const signInHttp = (email: string, password: string, ip?: string) => authPost("/sign-in/email", { email, password }, { ip });

function authAction(form: Record<string, string>, ip = freshIp()) {
  const request = new Request(`${ORIGIN}/auth`, { method: "POST", headers: { origin: ORIGIN }, body: new URLSearchParams(form) });
  return callRoute(() => authRoute.action({ request, params: {}, context: routeContext(ip) } as never));
}

/** A users form: "create" posts to the add-user route (users/new, decision 013), row actions to the list. */
function usersAction(who: TestAccount, form: Record<string, string>) {
  const { intent, ...fields } = form;
  const [route, url, body] = intent === "create" ? [newUserRoute, "/admin/users/new", fields] : [usersRoute, "/admin/users", form];
  return callRoute(() => route.action(routeArgs(who, url, body) as never));
}

async function sessionsOf(userId: string) {
  return (await db.select({ id: session.id }).from(session).where(eq(session.userId, userId))).length;
}

let superAdmin: TestAccount;
beforeAll(async () => {
  superAdmin = await account("super_admin");
});

describe("finding 1: account pre-hijack", () => {
  it("an unconfirmed sign-up cannot be given a staff role; 'Add user' takes it over and ends the squatter's sessions", async () => {
    const email = `future-staff-${Date.now()}@example.com`;
    const squatterPassword = "squatter-chose-this-9";
    const signUp = await authPost("/sign-up/email", { email, password: squatterPassword, name: "x" });
    expect(signUp.status).toBe(200);
    const [row] = await db.select({ id: user.id, verified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row.verified).toBe(false);
    // The squatter holds a session (as they would with confirmation switched off).
    const ctx = await getAuth().$context;
    await ctx.internalAdapter.createSession(row.id);
    expect(await sessionsOf(row.id)).toBe(1);

    // Promoting the unconfirmed row is refused.
    const promote = await usersAction(superAdmin, { intent: "role", userId: row.id, role: "admin" });
    expect(promote.status).toBe(409);
    expect(promote.toast?.description).toBe(GUARD.unconfirmedStaff);
    const [profile] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.user_id, row.id));
    expect(profile.role).toBe("user");

    // "Add user" over it takes it over: the super admin's password, confirmed, staff, squatter signed out.
    const add = await usersAction(superAdmin, { intent: "create", email, password: "staff-chosen-pass-7", role: "admin" });
    expect(add.status).toBe(302);
    expect(add.toast?.title).toBe("User created successfully");
    expect(await sessionsOf(row.id)).toBe(0);
    const [after] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, row.id));
    expect(after.verified).toBe(true);
    const [afterProfile] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.user_id, row.id));
    expect(afterProfile.role).toBe("admin");
    expect((await signInHttp(email, squatterPassword)).status).toBe(401);
    expect((await signInHttp(email, "staff-chosen-pass-7")).status).toBe(200);

    // A confirmed account is still "already exists".
    const again = await usersAction(superAdmin, { intent: "create", email, password: "another-pass-8", role: "admin" });
    expect(again.status).toBe(409);
    expect(again.toast?.description).toBe(GUARD.emailTaken);
  });

  it("the users list carries each account's confirmation status", async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    await authPost("/sign-up/email", { email, password: "some-long-pass-3", name: "x" });
    const result = await usersRoute.loader({
      request: requestAs(superAdmin, `/admin/users?q=${encodeURIComponent(email.split("@")[0])}`),
      params: {},
      context: {},
    } as never);
    expect(result.users.map((r) => [r.email, r.email_verified])).toEqual([[email, false]]);
    const me = await usersRoute.loader({
      request: requestAs(superAdmin, `/admin/users?q=${encodeURIComponent(superAdmin.email)}`),
      params: {},
      context: {},
    } as never);
    expect(me.users[0].email_verified).toBe(true);
  });
});

describe("finding 3: brute force", () => {
  it("locks an account after 5 failures on either path, says when to try again, and a success after the lock resets it", async () => {
    const target = await account("admin");
    // Failures on both paths count against the one account.
    for (let i = 0; i < LOCK_AFTER - 1; i++) expect((await signInHttp(target.email, "wrong-password-1")).status).toBe(401);
    const viaForm = await authAction({ mode: "signin", email: target.email, password: "wrong-password-1" });
    expect(viaForm.toast?.title).toBe("Invalid credentials");

    // Locked now, even with the right password, on both paths.
    const locked = await signInHttp(target.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body?.code).toBe("ACCOUNT_LOCKED");
    expect(String(locked.body?.message)).toMatch(/Try again in 1 minute \(after \d{2}:\d{2} IST\)/);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    const lockedForm = await authAction({ mode: "signin", email: target.email.toUpperCase(), password: PASSWORD });
    expect(lockedForm.status).toBe(429);
    expect(lockedForm.toast?.title).toBe(LOCKED_TITLE);
    expect(lockedForm.toast?.description).toMatch(/Try again in 1 minute/);
    // Refused attempts did not create a session.
    expect(await sessionsOf(target.id)).toBe(1);

    // The lock runs out (moved back instead of waiting); the right password works and resets the count.
    await db
      .update(signInFailures)
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where(eq(signInFailures.email, target.email));
    expect((await signInHttp(target.email, PASSWORD)).status).toBe(200);
    expect(await db.select().from(signInFailures).where(eq(signInFailures.email, target.email))).toHaveLength(0);
  });

  it("doubles the lock per further failure up to an hour, and e-mails the owner once per lock from the 10th failure", async () => {
    const target = await account("user");
    const now = new Date("2030-01-01T10:00:00Z");
    let last = { failures: 0, lockedUntil: null as Date | null };
    for (let i = 1; i <= NOTIFY_AFTER - 1; i++) last = await recordSignInFailure(target.email, now);
    expect(last.failures).toBe(9);
    expect(last.lockedUntil?.getTime()).toBe(now.getTime() + 16 * 60_000);
    const mailsTo = () => db.select().from(mailOutbox).where(eq(mailOutbox.to, target.email));
    expect(await mailsTo()).toHaveLength(0);

    // The 10th failure, over HTTP once the lock ran out: a 32-minute lock and one e-mail.
    await db
      .update(signInFailures)
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where(eq(signInFailures.email, target.email));
    expect((await signInHttp(target.email, "wrong-again-1")).status).toBe(401);
    const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, target.email));
    expect(row.failures).toBe(10);
    expect(Math.round(((row.locked_until as Date).getTime() - (row.last_failure_at as Date).getTime()) / 60_000)).toBe(32);
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Failed sign-ins to your Supertech Institute account");
    expect(mails[0].text_body).toContain("10 times");

    // A second failure in the same lock period (two at once) sends no second e-mail.
    await recordSignInFailure(target.email, row.last_failure_at as Date);
    expect(await mailsTo()).toHaveLength(1);
    // After that lock (capped at an hour), the next failure is a new lock period: one more e-mail.
    const later = new Date((row.last_failure_at as Date).getTime() + 2 * 60 * 60_000);
    const next = await recordSignInFailure(target.email, later);
    expect(next.lockedUntil?.getTime()).toBe(later.getTime() + 60 * 60_000);
    expect(await mailsTo()).toHaveLength(2);
  });

  it("an unknown address is locked the same way (nobody learns which accounts exist) and nobody is e-mailed", async () => {
    const email = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < LOCK_AFTER; i++) await signInHttp(email, "whatever-1");
    expect((await signInHttp(email, "whatever-1")).body?.code).toBe("ACCOUNT_LOCKED");
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
  });

  it("/auth and /api/auth/sign-in/email spend one per-address budget", async () => {
    const ip = "198.18.0.7";
    const target = await account("user");
    for (let i = 0; i < RATE_RULES.signIn.max - 1; i++) {
      expect((await authAction({ mode: "signin", email: target.email, password: PASSWORD }, ip)).status).toBe(302);
    }
    expect((await signInHttp(target.email, PASSWORD, ip)).status).toBe(200);
    // The budget (5 a minute) is spent across both paths.
    const http = await signInHttp(target.email, PASSWORD, ip);
    expect(http.status).toBe(429);
    expect(http.body?.code).toBe("RATE_LIMITED");
    expect((await authAction({ mode: "signin", email: target.email, password: PASSWORD }, ip)).status).toBe(429);
    expect(await hit("signIn", "198.18.0.8", RATE_RULES.signIn)).toBe(true);
  });

  it("refuses common passwords and the e-mail as password on sign-up (both paths), add user and change password; keeps the 6-character minimum", async () => {
    expect(passwordProblem("password1", "a@example.com")).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem("Qwerty", "a@example.com")).toBe(PASSWORD_MESSAGES.common);
    expect(passwordProblem("A@Example.com", "a@example.com")).toBe(PASSWORD_MESSAGES.email);
    expect(passwordProblem("fixing-phones-77", "a@example.com")).toBeNull();

    const email = `policy-${Date.now()}@example.com`;
    const form = await authAction({ mode: "signup", email, password: "iloveyou" });
    expect(form.status).toBe(400);
    expect(form.toast).toEqual({ title: "Validation Error", description: PASSWORD_MESSAGES.common, type: "error" });
    const short = await authAction({ mode: "signup", email, password: "abc" });
    expect(short.toast?.description).toBe("Password must be at least 6 characters");
    const http = await authPost("/sign-up/email", { email, password: email.toUpperCase(), name: "x" });
    expect(http.status).toBe(400);
    expect(http.body).toMatchObject({ code: "PASSWORD_REFUSED", message: PASSWORD_MESSAGES.email });
    expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(0);

    const add = await usersAction(superAdmin, { intent: "create", email, password: "123456789", role: "user" });
    expect(add.status).toBe(400);
    expect((add.data as { error: Record<string, string[]> }).error.password).toEqual([PASSWORD_MESSAGES.common]);
    expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(0);

    const me = await account("user");
    const change = await authPost("/change-password", { currentPassword: PASSWORD, newPassword: "letmein" }, { cookie: me.cookie });
    expect(change.status).toBe(400);
    expect(change.body?.code).toBe("PASSWORD_REFUSED");
  });
});

describe("finding 4: sessions", () => {
  it("changing the password ends the account's other sessions, even when the client does not ask", async () => {
    const me = await account("user");
    const other = await signInHttp(me.email, PASSWORD);
    expect(other.status).toBe(200);
    expect(await sessionsOf(me.id)).toBe(2);
    const change = await authPost(
      "/change-password",
      { currentPassword: PASSWORD, newPassword: "brand-new-pass-5" },
      { cookie: me.cookie },
    );
    expect(change.status).toBe(200);
    // One session left: the new one of the device that changed it.
    expect(await sessionsOf(me.id)).toBe(1);
    const stale = await getAuth().handler(new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie: other.cookie } }));
    expect(await stale.json()).toBeNull();
    const fresh = await getAuth().handler(new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie: change.cookie } }));
    expect(((await fresh.json()) as { user: { email: string } }).user.email).toBe(me.email);
  });

  it("resetting the password ends every session of the account", async () => {
    const me = await account("user");
    expect(await sessionsOf(me.id)).toBe(1);
    const ctx = await getAuth().$context;
    const token = `reset-token-${Date.now()}`;
    await ctx.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: me.id,
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    const common = await authPost("/reset-password", { token, newPassword: "abc123" });
    expect(common.body?.code).toBe("PASSWORD_REFUSED");
    const reset = await authPost("/reset-password", { token, newPassword: "reset-to-this-4" });
    expect(reset.status).toBe(200);
    expect(await sessionsOf(me.id)).toBe(0);
  });

  it("an inactive account cannot sign in on either path: no session is created", async () => {
    const target = await account("admin");
    await db.update(profiles).set({ is_active: false }).where(eq(profiles.user_id, target.id));
    await db.delete(session).where(eq(session.userId, target.id));
    const http = await signInHttp(target.email, PASSWORD);
    expect(http.status).toBe(403);
    expect(http.body?.code).toBe("ACCOUNT_INACTIVE");
    expect(http.cookie).not.toContain("session_token=");
    const form = await authAction({ mode: "signin", email: target.email, password: PASSWORD });
    expect(form.status).toBe(403);
    expect(form.toast).toEqual({
      title: "Account deactivated",
      description: "This account has been deactivated. Please contact an administrator.",
      type: "error",
    });
    expect(await sessionsOf(target.id)).toBe(0);
    // A right password for an inactive account is not a failure that locks it.
    expect(await db.select().from(signInFailures).where(eq(signInFailures.email, target.email))).toHaveLength(0);
  });
});
