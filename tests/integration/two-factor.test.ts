import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TWO_FACTOR_REQUIRED } from "#app/features/accounts/permissions.server";
import { twoFactorRequired } from "#app/features/accounts/two-factor-policy.server";
import { firstErrors } from "#app/lib/forms";
import * as accountRoute from "#app/routes/admin/account/route";
import * as usersRoute from "#app/routes/admin/users/route";
import * as manageUsers from "#app/routes/api/admin-manage-users";
import * as twoFactorRoute from "#app/routes/auth/two-factor";
import { db } from "#app/server/db/db.server";
import { adminLogs, user } from "#app/server/db/schema";
import { account, PASSWORD, requestAs } from "#tests/support/accounts";
import { authPost, nextCookies } from "#tests/support/auth-http";
import { callRoute, fieldErrorsOf } from "#tests/support/call-route";
import { cookieHeader } from "#tests/support/cookies";
import { accountAction, actionsOf, currentCode, enrol, formPost, freshIp, signInForm } from "#tests/support/two-factor";

/** Decision 011: two-factor authentication through /admin/account, /auth and /auth/two-factor, with Better Auth's plugin. */
const ORIGIN = "http://localhost:3000";
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("enrolment on /admin/account", () => {
  it("asks for the password, shows a server-drawn QR code, the key and 10 backup codes, and turns on only with a right code", async () => {
    const me = await account("admin");
    const wrong = await accountAction(me, { intent: "2fa-enable", password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(fieldErrorsOf(wrong)).toEqual({ password: "Current password is incorrect" });

    const started = await accountAction(me, { intent: "2fa-enable", password: PASSWORD });
    expect(started.status).toBe(200);
    const view = started.data?.twoFactor as { step: string; totpURI: string; qrSvg: string; secret: string; backupCodes: string[] };
    expect(view.step).toBe("enrol");
    expect(view.totpURI).toMatch(/^otpauth:\/\/totp\/Supertech%20Institute:/);
    expect(view.qrSvg).toMatch(/^<svg[\s\S]+<\/svg>\s*$/);
    expect(view.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(view.backupCodes).toHaveLength(10);
    expect(new Set(view.backupCodes).size).toBe(10);
    const [pending] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, me.id));
    expect(pending.on).toBe(false);

    const code = await currentCode(me.id);
    const bad = await accountAction(me, { intent: "2fa-verify", code: wrongCode(code), totpURI: view.totpURI });
    expect(bad.status).toBe(400);
    expect((bad.data?.twoFactor as { qrSvg: string } | undefined)?.qrSvg).toContain("<svg");
    expect(fieldErrorsOf(bad)).toHaveProperty("code");
    expect((await accountAction(me, { intent: "2fa-verify", code: "12ab", totpURI: view.totpURI })).status).toBe(400);

    const done = await accountAction(me, { intent: "2fa-verify", code, totpURI: view.totpURI });
    expect(done.status).toBe(302);
    expect(done.toast?.title).toBe("Two-factor authentication is on");
    const [on] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, me.id));
    expect(on.on).toBe(true);
    expect(await actionsOf(me.id)).toContain("two_factor_enabled");
    const loaded = await accountRoute.loader({
      request: requestAs({ cookie: cookieHeader(done.setCookies) }, "/admin/account"),
      params: {},
      context: {},
    } as never);
    expect(loaded.twoFactor).toEqual({ enabled: true, required: false });
  });
});

describe("sign-in with two-factor on", () => {
  it("asks for a code after the password; a wrong code is refused and logged, the right one signs in", async () => {
    const me = await account("admin");
    await enrol(me);
    const first = await signInForm(me.email);
    expect(first.status).toBe(302);
    expect(first.location).toBe("/auth/two-factor");
    expect(first.setCookies.some((c) => c.includes("session_token=") && !/max-age=0/i.test(c))).toBe(false);
    const pending = cookieHeader(first.setCookies);
    expect(pending).toContain("two_factor=");
    const page = twoFactorRoute.loader({
      request: new Request(`${ORIGIN}/auth/two-factor`, { headers: { cookie: pending } }),
      params: {},
      context: {},
    } as never);
    expect(page).toMatchObject({ method: "totp", trustDays: 30 });

    const code = await currentCode(me.id);
    const bad = await formPost(twoFactorRoute, "/auth/two-factor", { method: "totp", code: wrongCode(code) }, pending);
    expect(bad.status).toBe(400);
    const { error } = (bad.data?.result ?? {}) as { error?: Record<string, string[] | null> };
    expect(firstErrors(error)).toEqual({ code: "That code is not right. Check the time on your phone and try again." });
    const malformed = await formPost(twoFactorRoute, "/auth/two-factor", { method: "totp", code: "abc" }, pending);
    expect(malformed.status).toBe(400);

    const ok = await formPost(twoFactorRoute, "/auth/two-factor", { method: "totp", code }, pending);
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/admin");
    const session = cookieHeader(ok.setCookies);
    const loaded = await accountRoute.loader({
      request: requestAs({ cookie: session }, "/admin/account"),
      params: {},
      context: {},
    } as never);
    expect(loaded.email).toBe(me.email);
    const actions = await actionsOf(me.id);
    expect(actions).toEqual(expect.arrayContaining(["sign_in_awaiting_code", "two_factor_failed", "sign_in"]));
  });

  it("a backup code signs in once", async () => {
    const me = await account("admin");
    const { backupCodes } = await enrol(me);
    const pending = cookieHeader((await signInForm(me.email)).setCookies);
    const ok = await formPost(twoFactorRoute, "/auth/two-factor?method=backup", { method: "backup", code: backupCodes[0] }, pending);
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/admin");

    const again = cookieHeader((await signInForm(me.email)).setCookies);
    const reused = await formPost(twoFactorRoute, "/auth/two-factor?method=backup", { method: "backup", code: backupCodes[0] }, again);
    expect(reused.status).toBe(400);
    const other = await formPost(twoFactorRoute, "/auth/two-factor?method=backup", { method: "backup", code: backupCodes[1] }, again);
    expect(other.status).toBe(302);
  });

  it("'Remember this device' skips the code on that browser only", async () => {
    const me = await account("admin");
    await enrol(me);
    const pending = cookieHeader((await signInForm(me.email)).setCookies);
    const ok = await formPost(
      twoFactorRoute,
      "/auth/two-factor",
      { method: "totp", code: await currentCode(me.id), trustDevice: "on" },
      pending,
    );
    expect(ok.status).toBe(302);
    const trust = ok.setCookies.find((c) => c.includes("trust_device=") && !/max-age=0/i.test(c));
    expect(trust).toMatch(/Max-Age=2592000/i);
    const remembered = await signInForm(me.email, (trust as string).split(";")[0]);
    expect(remembered.location).toBe("/admin");
    const elsewhere = await signInForm(me.email);
    expect(elsewhere.location).toBe("/auth/two-factor");
  });

  it("without a pending sign-in, /auth/two-factor sends to /auth", async () => {
    const out = await callRoute(() =>
      twoFactorRoute.loader({ request: new Request(`${ORIGIN}/auth/two-factor`), params: {}, context: {} } as never),
    );
    expect(out.location).toBe("/auth");
  });
});

describe("turning it off and backup codes", () => {
  it("an admin may turn it off with the password; a super admin may not", async () => {
    const admin = await account("admin");
    const { cookie } = await enrol(admin);
    const renewed = await accountAction({ cookie }, { intent: "2fa-backup-codes", password: PASSWORD });
    expect((renewed.data?.twoFactor as { backupCodes: string[] } | undefined)?.backupCodes).toHaveLength(10);
    const off = await accountAction({ cookie }, { intent: "2fa-disable", password: PASSWORD });
    expect(off.status).toBe(302);
    expect(off.toast?.title).toBe("Two-factor authentication is off");
    expect(await actionsOf(admin.id)).toEqual(expect.arrayContaining(["two_factor_disabled", "backup_codes_renewed"]));
    expect((await signInForm(admin.email)).location).toBe("/admin");

    const boss = await account("super_admin", { twoFactor: false });
    const bossEnrolled = await enrol(boss);
    const refused = await accountAction({ cookie: bossEnrolled.cookie }, { intent: "2fa-disable", password: PASSWORD });
    expect(refused.status).toBe(403);
    const [still] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, boss.id));
    expect(still.on).toBe(true);
  });
});

/** The two-factor changes in the security log, oldest first. */
const twoFactorChanges = async (userId: string) =>
  (await actionsOf(userId)).filter((a) => (a.startsWith("two_factor_") && a !== "two_factor_failed") || a === "backup_codes_renewed");

describe("on every path: the page and /api/auth (decision 029)", () => {
  it("a super admin cannot turn it off through /api/auth/two-factor/disable, even with the password and a trusted Origin", async () => {
    const boss = await account("super_admin", { twoFactor: false });
    const { cookie } = await enrol(boss);
    const off = await authPost("/two-factor/disable", { password: PASSWORD }, { ip: freshIp(), cookie });
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ code: "TWO_FACTOR_REQUIRED", message: "Super admins must keep two-factor authentication on." });
    const [still] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, boss.id));
    expect(still.on).toBe(true);
    expect((await signInForm(boss.email)).location).toBe("/auth/two-factor");
    expect(await twoFactorChanges(boss.id)).toEqual(["two_factor_setup_started", "two_factor_enabled"]);
  });

  it("set-up, enrolment, new backup codes and turning it off through the API are each logged once", async () => {
    const me = await account("admin");
    let cookie = me.cookie;
    const call = async (path: string, body: unknown) => {
      const answer = await authPost(path, body, { ip: freshIp(), cookie, userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0" });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      cookie = nextCookies(cookie, answer.setCookies);
    };
    await call("/two-factor/enable", { password: PASSWORD });
    await call("/two-factor/verify-totp", { code: await currentCode(me.id) });
    await call("/two-factor/generate-backup-codes", { password: PASSWORD });
    await call("/two-factor/disable", { password: PASSWORD });
    expect(await twoFactorChanges(me.id)).toEqual([
      "two_factor_setup_started",
      "two_factor_enabled",
      "backup_codes_renewed",
      "two_factor_disabled",
    ]);
    const [off] = await db
      .select({ details: adminLogs.details })
      .from(adminLogs)
      .where(and(eq(adminLogs.target_user_id, me.id), eq(adminLogs.action, "two_factor_disabled")));
    expect(off.details).toMatchObject({
      email: me.email,
      ip: expect.stringMatching(/^192\.0\.2\./),
      user_agent: expect.stringContaining("Firefox"),
    });
  });

  it("through /admin/account, each is logged once too", async () => {
    const me = await account("admin");
    const { cookie } = await enrol(me);
    expect((await accountAction({ cookie }, { intent: "2fa-backup-codes", password: PASSWORD })).status).toBe(200);
    expect((await accountAction({ cookie }, { intent: "2fa-disable", password: PASSWORD })).status).toBe(302);
    expect(await twoFactorChanges(me.id)).toEqual([
      "two_factor_setup_started",
      "two_factor_enabled",
      "backup_codes_renewed",
      "two_factor_disabled",
    ]);
  });
});

describe("required for super admins", () => {
  it("is required of super admins by default, of every admin with REQUIRE_2FA_FOR_ALL_STAFF, never of plain users", () => {
    const policy = (superAdmins: boolean, allStaff: boolean) => ({
      REQUIRE_2FA_FOR_SUPER_ADMINS: superAdmins,
      REQUIRE_2FA_FOR_ALL_STAFF: allStaff,
    });
    expect(twoFactorRequired("super_admin", policy(true, false))).toBe(true);
    expect(twoFactorRequired("admin", policy(true, false))).toBe(false);
    expect(twoFactorRequired("super_admin", policy(false, false))).toBe(false);
    expect(twoFactorRequired("admin", policy(true, true))).toBe(true);
    expect(twoFactorRequired("super_admin", policy(false, true))).toBe(true);
    expect(twoFactorRequired("user", policy(true, true))).toBe(false);
  });

  it("a super admin without two-factor is sent to /admin/account to set it up; API calls get 403", async () => {
    const boss = await account("super_admin", { twoFactor: false });
    const page = await callRoute(() => usersRoute.loader({ request: requestAs(boss, "/admin/users"), params: {}, context: {} } as never));
    expect(page.status).toBe(302);
    expect(page.location).toBe("/admin/account");
    expect(page.toast).toMatchObject(TWO_FACTOR_REQUIRED);
    const api = await callRoute(() =>
      manageUsers.action({
        request: requestAs(boss, "/functions/v1/admin-manage-users", { method: "POST", body: "{}" }),
        params: {},
        context: {},
      } as never),
    );
    expect(api.status).toBe(403);
    expect(api.data?.error).toBe(TWO_FACTOR_REQUIRED.description);

    // /admin/account itself works, and says why.
    const own = await accountRoute.loader({ request: requestAs(boss, "/admin/account"), params: {}, context: {} } as never);
    expect(own.twoFactor).toEqual({ enabled: false, required: true });
    const { cookie } = await enrol(boss);
    const after = await callRoute(() =>
      usersRoute.loader({ request: requestAs({ cookie }, "/admin/users"), params: {}, context: {} } as never),
    );
    expect(after.status).toBe(200);

    // An admin is not required to.
    const admin = await account("admin");
    expect(
      (await callRoute(() => usersRoute.loader({ request: requestAs(admin, "/admin/users"), params: {}, context: {} } as never))).status,
    ).toBe(200);
  });
});
