import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "#app/features/accounts/auth.server";
import { LOCK_AFTER } from "#app/features/accounts/auth-lockout.server";
import * as accountRoute from "#app/routes/admin/account/route";
import * as logsRoute from "#app/routes/admin/logs/route";
import { db } from "#app/server/db/db.server";
import { adminLogs, session } from "#app/server/db/schema";
import { account, PASSWORD, requestAs, type TestAccount } from "#tests/support/accounts";
import { callRoute, fieldErrorsOf } from "#tests/support/call-route";
import { cookieHeader } from "#tests/support/cookies";

/** Decision 011: /admin/account and the security log, against the real routes and Better Auth's handler. */
const ORIGIN = "http://localhost:3000";
const PHONE_UA = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const context = (ip = "127.0.0.1") => ({ nonce: "", clientIp: ip });

/** Signs in over HTTP as a phone on `ip` would (server.ts sets X-Forwarded-For to the client). */
async function signInFromPhone(email: string, password: string, ip: string) {
  const res = await getAuth().handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": ip, "user-agent": PHONE_UA },
      body: JSON.stringify({ email, password }),
    }),
  );
  return { status: res.status, cookie: cookieHeader(res.headers.getSetCookie()) };
}

const load = (who: TestAccount) =>
  accountRoute.loader({ request: requestAs(who, "/admin/account"), params: {}, context: context() } as never);
const act = (who: TestAccount, form: Record<string, string>, ip = "127.0.0.1") =>
  callRoute(() => accountRoute.action({ request: requestAs(who, "/admin/account", { form }), params: {}, context: context(ip) } as never));
const sessionIds = async (userId: string) =>
  (await db.select({ id: session.id }).from(session).where(eq(session.userId, userId))).map((s) => s.id);
const logsOf = (userId: string) => db.select().from(adminLogs).where(eq(adminLogs.target_user_id, userId));

describe("/admin/account sessions", () => {
  it("lists the account's sessions with device, address and last seen, the current one marked", async () => {
    const me = await account("admin");
    expect((await signInFromPhone(me.email, PASSWORD, "203.0.113.9")).status).toBe(200);
    const { sessions } = await load(me);
    expect(sessions).toHaveLength(2);
    const phone = sessions.find((s) => !s.current);
    expect(phone).toMatchObject({ device: "Chrome on Android", ip: "203.0.113.9", current: false });
    expect(phone?.lastSeen).toBeInstanceOf(Date);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it("ends one other session, refuses the current one and another account's, and logs it", async () => {
    const me = await account("admin");
    const other = await account("admin");
    await signInFromPhone(me.email, PASSWORD, "203.0.113.10");
    const { sessions } = await load(me);
    const phone = sessions.find((s) => !s.current);
    const current = sessions.find((s) => s.current);
    if (!phone || !current) throw new Error("expected two sessions");

    const ownCurrent = await act(me, { intent: "end-session", sessionId: current.id });
    expect(ownCurrent.status).toBe(400);
    const [otherSession] = await sessionIds(other.id);
    const someoneElses = await act(me, { intent: "end-session", sessionId: otherSession });
    expect(someoneElses.status).toBe(404);
    expect(await sessionIds(other.id)).toEqual([otherSession]);
    expect((await act(me, { intent: "end-session" })).status).toBe(400);

    const ended = await act(me, { intent: "end-session", sessionId: phone.id });
    expect(ended.status).toBe(302);
    expect(ended.toast?.title).toBe("Session ended");
    expect(await sessionIds(me.id)).toEqual([current.id]);
    const [row] = (await logsOf(me.id)).filter((r) => r.action === "session_ended");
    expect(row.details).toMatchObject({ session_id: phone.id });
  });

  it("ends all other sessions at once, keeping this one", async () => {
    const me = await account("admin");
    const phone1 = await signInFromPhone(me.email, PASSWORD, "203.0.113.11");
    await signInFromPhone(me.email, PASSWORD, "203.0.113.12");
    expect(await sessionIds(me.id)).toHaveLength(3);
    const done = await act(me, { intent: "end-others" });
    expect(done.status).toBe(302);
    expect(done.toast).toMatchObject({ title: "Signed out everywhere else", description: "2 other sessions were ended." });
    expect(await sessionIds(me.id)).toHaveLength(1);
    // The ended browser is signed out for real.
    const stale = await callRoute(() =>
      accountRoute.loader({ request: requestAs({ cookie: phone1.cookie }, "/admin/account"), params: {}, context: context() } as never),
    );
    expect(stale.location).toBe("/auth");
    expect((await load(me)).sessions).toHaveLength(1);
  });
});

/** The change-password form as `who` fills it in (the confirmation repeats the new password unless given). */
const changePassword = (who: TestAccount, currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
  act(who, { intent: "password", currentPassword, newPassword, confirmPassword });

describe("/admin/account change password", () => {
  it("refuses a wrong current password, a mismatch and a common password with 400, changing nothing", async () => {
    const me = await account("admin");
    const wrong = await changePassword(me, "not-my-password", "new-secret-pass-1");
    expect(wrong.status).toBe(400);
    expect(fieldErrorsOf(wrong)).toEqual({ currentPassword: "Current password is incorrect" });
    const mismatch = await changePassword(me, PASSWORD, "new-secret-pass-1", "other");
    expect(fieldErrorsOf(mismatch)).toEqual({ confirmPassword: "The two passwords do not match" });
    const common = await changePassword(me, PASSWORD, "password123");
    expect(common.status).toBe(400);
    expect(fieldErrorsOf(common)).toMatchObject({ newPassword: expect.stringMatching(/common/i) });
    const ok = await getAuth().api.signInEmail({ body: { email: me.email, password: PASSWORD } });
    expect(ok.user.id).toBe(me.id);
  });

  it("changes it, ends the other sessions, keeps this browser signed in and logs it", async () => {
    const me = await account("admin");
    await signInFromPhone(me.email, PASSWORD, "203.0.113.13");
    expect(await sessionIds(me.id)).toHaveLength(2);
    const done = await act(
      me,
      { intent: "password", currentPassword: PASSWORD, newPassword: "fresh-secret-pass-2", confirmPassword: "fresh-secret-pass-2" },
      "203.0.113.14",
    );
    expect(done.status).toBe(302);
    expect(done.toast?.title).toBe("Password changed");
    // One session left: the new one whose cookie came back to this browser.
    const left = await sessionIds(me.id);
    expect(left).toHaveLength(1);
    const cookie = cookieHeader(done.setCookies.filter((c) => c.includes("session_token")));
    const after = await accountRoute.loader({ request: requestAs({ cookie }, "/admin/account"), params: {}, context: context() } as never);
    expect(after.sessions.map((s) => s.id)).toEqual(left);
    expect((await signInFromPhone(me.email, PASSWORD, "203.0.113.15")).status).toBe(401);
    expect((await signInFromPhone(me.email, "fresh-secret-pass-2", "203.0.113.16")).status).toBe(200);
    const [row] = (await logsOf(me.id)).filter((r) => r.action === "password_changed");
    expect(row.admin_user_id).toBe(me.id);
    expect(row.details).toMatchObject({ email: me.email, ip: "203.0.113.14" });
  });
});

describe("security log", () => {
  it("records sign-ins, failures and the lock with address and browser; the history and /admin/logs show them", async () => {
    const me = await account("admin");
    for (let i = 0; i < LOCK_AFTER; i++)
      expect((await signInFromPhone(me.email, "wrong-password-1", `203.0.113.${30 + i}`)).status).toBe(401);
    expect((await signInFromPhone(me.email, PASSWORD, "203.0.113.40")).status).toBe(429);

    const rows = await logsOf(me.id);
    expect(rows.filter((r) => r.action === "sign_in_failed")).toHaveLength(LOCK_AFTER);
    const [locked] = rows.filter((r) => r.action === "account_locked");
    expect(locked.details).toMatchObject({ failures: LOCK_AFTER, ip: "203.0.113.34", user_agent: PHONE_UA });
    expect(rows.filter((r) => r.action === "sign_in")).toHaveLength(1); // the test account's own sign-in

    const { history } = await load(me);
    expect(history.map((h) => h.action).slice(0, 2)).toEqual(["account_locked", "sign_in_failed"]);
    expect(history[1]).toMatchObject({ device: "Chrome on Android", ip: "203.0.113.34" });

    const superAdmin = await account("super_admin");
    const logs = await logsRoute.loader({
      request: requestAs(superAdmin, "/admin/logs?q=sign_in"),
      params: {},
      context: context(),
    } as never);
    expect(logs.logs.some((l) => l.action === "sign_in_failed" && l.target_user_id === me.id)).toBe(true);
  });

  it("a failure for an address with no account is logged as anonymous", async () => {
    const email = `ghost-${Date.now()}@example.com`;
    expect((await signInFromPhone(email, "whatever-pass-1", "203.0.113.50")).status).toBe(401);
    const rows = await db.select().from(adminLogs).where(eq(adminLogs.action, "sign_in_failed"));
    const row = rows.find((r) => (r.details as { email?: string }).email === email);
    expect(row).toMatchObject({ admin_user_id: "anonymous", target_user_id: null });
  });
});
