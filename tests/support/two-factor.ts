import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { getAuth } from "#app/features/accounts/auth.server";
import * as accountRoute from "#app/routes/admin/account/route";
import * as authRoute from "#app/routes/auth/auth";
import { db } from "#app/server/db/db.server";
import { adminLogs, twoFactor } from "#app/server/db/schema";
import { PASSWORD, requestAs, type TestAccount } from "./accounts";
import { callRoute } from "./call-route";
import { cookieHeader } from "./cookies";

/** Two-factor helpers over the real /admin/account, /auth and /auth/two-factor actions. */
const ORIGIN = "http://localhost:3000";
let ipCounter = 0;
/** A new client address per call: the limits count per address, and these tests are not about them. */
export const freshIp = () => `192.0.2.${(++ipCounter % 250) + 1}`;

export const accountAction = (who: { cookie: string }, form: Record<string, string>, headers: Record<string, string> = {}) =>
  callRoute(() =>
    accountRoute.action({
      request: requestAs(who, "/admin/account", { form, headers }),
      params: {},
      context: { nonce: "", clientIp: freshIp() },
    } as never),
  );

export function formPost(route: { action?: unknown }, path: string, form: Record<string, string>, cookie = "", userAgent = "") {
  const headers = new Headers({ origin: ORIGIN });
  if (userAgent) headers.set("user-agent", userAgent);
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
  const action = route.action as (args: unknown) => unknown;
  return callRoute(() => action({ request, params: {}, context: { nonce: "", clientIp: freshIp() } }));
}
export const signInForm = (email: string, cookie = "") =>
  formPost(authRoute, "/auth", { mode: "signin", email, password: PASSWORD }, cookie);

/** The current code of the account's authenticator, computed from its stored secret as the phone app would. */
export async function currentCode(userId: string): Promise<string> {
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId));
  const ctx = await getAuth().$context;
  const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: row.secret });
  return (await getAuth().api.generateTOTP({ body: { secret } })).code;
}

/** Enrols `who` through /admin/account; returns the backup codes and the browser's new cookie. */
export async function enrol(who: TestAccount): Promise<{ backupCodes: string[]; cookie: string }> {
  const started = await accountAction(who, { intent: "2fa-enable", password: PASSWORD });
  const view = started.data?.twoFactor as { totpURI: string; backupCodes: string[] };
  const done = await accountAction(who, { intent: "2fa-verify", code: await currentCode(who.id), totpURI: view.totpURI });
  expect(done.status).toBe(302);
  return { backupCodes: view.backupCodes, cookie: cookieHeader(done.setCookies) };
}

/** The security-log actions about the account, oldest first. */
export const actionsOf = async (userId: string) =>
  (
    await db.select({ action: adminLogs.action }).from(adminLogs).where(eq(adminLogs.target_user_id, userId)).orderBy(adminLogs.created_at)
  ).map((r) => r.action);
