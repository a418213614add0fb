import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getAuth } from "#app/features/accounts/auth.server";
import * as accountRoute from "#app/routes/admin/account/route";
import * as authRoute from "#app/routes/auth/auth";
import * as twoFactorRoute from "#app/routes/auth/two-factor";
import { db } from "#app/server/db/db.server";
import { twoFactor, user, verification } from "#app/server/db/schema";
import { account, PASSWORD, requestAs, type TestAccount } from "#tests/support/accounts";
import { authPost } from "#tests/support/auth-http";
import { fieldErrorsOf } from "#tests/support/call-route";
import { cookieHeader } from "#tests/support/cookies";
import { accountAction, actionsOf, currentCode, enrol, formPost, freshIp, signInForm } from "#tests/support/two-factor";

/**
 * "Remember this device" (decision 029): what ends it, and the account page's list,
 * over the real /auth, /auth/two-factor and /admin/account actions and Better Auth's handler.
 */
const PHONE_UA = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const NEW_PASSWORD = "fresh-repair-bench-31";

const trustCookieIn = (setCookies: string[]) =>
  setCookies
    .filter((c) => c.includes("trust_device=") && !/max-age=0/i.test(c))
    .map((c) => c.split(";")[0])
    .join("; ");

/** Signs in with the password and a code, ticking "Remember this device": that browser's trust cookie. */
async function rememberBrowser(who: TestAccount, userAgent = ""): Promise<string> {
  const pending = cookieHeader((await signInForm(who.email)).setCookies);
  const code = await currentCode(who.id);
  const done = await formPost(twoFactorRoute, "/auth/two-factor", { method: "totp", code, trustDevice: "on" }, pending, userAgent);
  expect(done.status).toBe(302);
  const trust = trustCookieIn(done.setCookies);
  expect(trust).toContain("trust_device=");
  return trust;
}

/** Signs in with the password from a browser holding `trust`: where it goes, and its renewed trust cookie. */
async function signInWithTrust(email: string, trust: string, password = PASSWORD) {
  const answer = await formPost(authRoute, "/auth", { mode: "signin", email, password }, trust);
  return { location: answer.location, trust: trustCookieIn(answer.setCookies) };
}

/** An admin with two-factor on (enrolled on the page) and one remembered browser. */
async function adminWithTrustedBrowser() {
  const me = await account("admin");
  const { cookie } = await enrol(me);
  const trust = await rememberBrowser(me);
  expect((await db.select().from(verification).where(trustRowsOf(me.id))).length).toBe(1);
  return { me: { ...me, cookie }, trust };
}
const trustRowsOf = (userId: string) => and(eq(verification.value, userId), like(verification.identifier, "trust-device-%"));
const trustRowCount = async (userId: string) => (await db.select().from(verification).where(trustRowsOf(userId))).length;

const load = (cookie: string) =>
  accountRoute.loader({
    request: requestAs({ cookie }, "/admin/account"),
    params: {},
    context: { nonce: "", clientIp: "127.0.0.1" },
  } as never);

describe("the account page's remembered devices", () => {
  it("lists them with browser and address, marks this browser, and forgets one or all (never another account's)", async () => {
    const me = await account("admin");
    const { cookie } = await enrol(me);
    const phone = await rememberBrowser(me, PHONE_UA);
    const laptop = await rememberBrowser(me);

    const page = await load(`${cookie}; ${phone}`);
    expect(page.trustedDevices).toHaveLength(2);
    const listed = page.trustedDevices.find((d) => d.current);
    expect(listed).toMatchObject({ device: "Chrome on Android", ip: expect.stringMatching(/^192\.0\.2\./) });
    expect(listed?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    expect(JSON.stringify(page.trustedDevices)).not.toContain("trust-device-");
    const phoneId = listed?.id ?? "";

    // Another account cannot forget it; a made-up id is said under the list.
    const stranger = await account("admin");
    const refused = await accountAction(stranger, { intent: "forget-device", deviceId: phoneId });
    expect(refused.status).toBe(404);
    expect(fieldErrorsOf(refused)).toEqual({ deviceId: "That device is no longer remembered." });
    expect(await trustRowCount(me.id)).toBe(2);

    const forgot = await accountAction({ cookie }, { intent: "forget-device", deviceId: phoneId });
    expect(forgot.status).toBe(302);
    expect(forgot.toast?.title).toBe("Device forgotten");
    expect((await signInWithTrust(me.email, phone)).location).toBe("/auth/two-factor");

    // The laptop still skips the code; the plugin renews its trust, and the list keeps it.
    const renewed = await signInWithTrust(me.email, laptop);
    expect(renewed.location).toBe("/admin");
    expect((await load(`${cookie}; ${renewed.trust}`)).trustedDevices).toEqual([expect.objectContaining({ current: true })]);

    const all = await accountAction({ cookie }, { intent: "forget-devices" });
    expect(all.status).toBe(302);
    expect(all.toast).toMatchObject({ title: "Remembered devices forgotten", description: "1 device will ask for a code again." });
    expect((await signInWithTrust(me.email, renewed.trust)).location).toBe("/auth/two-factor");
    expect((await load(cookie)).trustedDevices).toEqual([]);
    expect(await actionsOf(me.id)).toContain("trusted_devices_forgotten");
  });
});

describe("what forgets every remembered device", () => {
  it("turning two-factor off, from another browser through the API", async () => {
    const { me, trust } = await adminWithTrustedBrowser();
    const off = await authPost("/two-factor/disable", { password: PASSWORD }, { ip: freshIp(), cookie: me.cookie });
    expect(off.status).toBe(200);
    expect(await trustRowCount(me.id)).toBe(0);
    // Were it on again, the old cookie would not skip the code.
    await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, me.id));
    expect((await signInWithTrust(me.email, trust)).location).toBe("/auth/two-factor");
  });

  it("enrolling a new authenticator", async () => {
    const { me, trust } = await adminWithTrustedBrowser();
    // Two-factor went off while the trust stayed behind (as turning it off from another browser used to leave it).
    await db.delete(twoFactor).where(eq(twoFactor.userId, me.id));
    await db.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, me.id));
    await enrol(me);
    expect((await signInWithTrust(me.email, trust)).location).toBe("/auth/two-factor");
  });

  it("a password change on the page, a change through the API, and a reset", async () => {
    const onPage = await adminWithTrustedBrowser();
    const changed = await accountAction(onPage.me, {
      intent: "password",
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(302);
    expect((await signInWithTrust(onPage.me.email, onPage.trust, NEW_PASSWORD)).location).toBe("/auth/two-factor");

    const viaApi = await adminWithTrustedBrowser();
    const change = await authPost(
      "/change-password",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { ip: freshIp(), cookie: viaApi.me.cookie },
    );
    expect(change.status).toBe(200);
    expect((await signInWithTrust(viaApi.me.email, viaApi.trust, NEW_PASSWORD)).location).toBe("/auth/two-factor");

    const byReset = await adminWithTrustedBrowser();
    const token = `trust-reset-${Date.now()}`;
    const ctx = await getAuth().$context;
    await ctx.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: byReset.me.id,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    expect((await authPost("/reset-password", { token, newPassword: NEW_PASSWORD }, { ip: freshIp() })).status).toBe(200);
    expect((await signInWithTrust(byReset.me.email, byReset.trust, NEW_PASSWORD)).location).toBe("/auth/two-factor");
  });

  it("signing out everywhere else, on the page and through the API", async () => {
    const onPage = await adminWithTrustedBrowser();
    const ended = await accountAction(onPage.me, { intent: "end-others" });
    expect(ended.status).toBe(302);
    expect(ended.toast?.description).toBe("1 other session was ended. Remembered devices will ask for a code again.");
    expect((await signInWithTrust(onPage.me.email, onPage.trust)).location).toBe("/auth/two-factor");

    const viaApi = await adminWithTrustedBrowser();
    expect((await authPost("/revoke-other-sessions", {}, { ip: freshIp(), cookie: viaApi.me.cookie })).status).toBe(200);
    expect((await signInWithTrust(viaApi.me.email, viaApi.trust)).location).toBe("/auth/two-factor");
  });
});
