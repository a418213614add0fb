import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Role } from "#app/lib/domain";
import { db } from "#app/server/db/db.server";
import { profiles } from "#app/server/db/schema";
import { clientOf } from "./auth-hook-client.server";
import { logSecurityEvent, SECURITY_ACTIONS } from "./security-log.server";
import { describeTrustedDevice, forgetTrustedDevices, renewTrustedDevice, trustIdentifierIn } from "./trusted-devices.server";
import { twoFactorRequired } from "./two-factor-policy.server";

/**
 * Two-factor rules and records that hold on every path, /admin/account and /api/auth alike
 * (decision 029): Better Auth's hooks run for our server-side calls and for HTTP.
 */

/** Whether the account's role must keep two-factor on (the plugin's disable endpoint is refused then). */
export async function mustKeepTwoFactor(userId: string): Promise<boolean> {
  const [profile] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.user_id, userId)).limit(1);
  return profile ? twoFactorRequired(profile.role as Role) : false;
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  const escaped = name.replace(/[.]/g, "\\.");
  return cookieHeader?.match(new RegExp(`(?:^|;\\s*)${escaped}=([^;]+)`))?.[1] ?? null;
}

/** The trust identifier a response gives the browser (a cleared cookie gives none). */
function trustSetBy(setCookies: string[], name: string): string | null {
  const line = setCookies.find((c) => c.startsWith(`${name}=`) && !/max-age=0/i.test(c));
  return trustIdentifierIn(line?.slice(name.length + 1).split(";")[0]);
}

const PATHS = new Set([
  "/sign-in/email",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

/**
 * After the two-factor endpoints (and sign-in, where the plugin renews a trusted browser):
 * - set-up started, turned off, new backup codes and enrolment (a code from the new app,
 *   through verify-totp with a session) go to the security log, once, whichever path;
 * - turning it off and enrolling a new authenticator forget every trusted browser;
 * - the second sign-in step is logged (a wrong code too), and a browser it trusts is described
 *   for the account page; a renewed trust keeps its description.
 */
const handler = createAuthMiddleware(async (ctx) => {
  const failed = isAPIError(ctx.context.returned);
  const trustCookie = ctx.context.createAuthCookie("trust_device").name;
  const given = trustIdentifierIn(cookieValue(ctx.headers?.get("cookie"), trustCookie));
  const granted = trustSetBy(ctx.context.responseHeaders?.getSetCookie() ?? [], trustCookie);
  const client = clientOf(ctx.headers);
  const fresh = ctx.context.newSession?.user;
  const signedIn = async () => (await getSessionFromCtx(ctx))?.user;
  const log = (action: (typeof SECURITY_ACTIONS)[keyof typeof SECURITY_ACTIONS], user: { id: string; email: string } | undefined) =>
    user ? logSecurityEvent({ action, userId: user.id, email: user.email, ...client }) : undefined;
  if (failed && !ctx.path.startsWith("/two-factor/verify-")) return;
  switch (ctx.path) {
    case "/sign-in/email":
      if (fresh && given && granted && given !== granted) await renewTrustedDevice(fresh.id, given, granted);
      return;
    case "/two-factor/enable":
      return log(SECURITY_ACTIONS.twoFactorSetupStarted, await signedIn());
    case "/two-factor/generate-backup-codes":
      return log(SECURITY_ACTIONS.backupCodesRenewed, await signedIn());
    case "/two-factor/disable":
      if (!fresh) return;
      await forgetTrustedDevices(fresh.id);
      return log(SECURITY_ACTIONS.twoFactorDisabled, fresh);
  }
  // verify-totp / verify-backup-code: the second sign-in step carries the pending-sign-in cookie.
  const pending = cookieValue(ctx.headers?.get("cookie"), ctx.context.createAuthCookie("two_factor").name);
  const method = ctx.path.endsWith("backup-code") ? "backup_code" : "totp";
  if (pending && failed) {
    const row = await ctx.context.internalAdapter.findVerificationValue(decodeURIComponent(pending).split(".")[0]);
    await logSecurityEvent({ action: SECURITY_ACTIONS.twoFactorFailed, userId: row?.value ?? null, ...client, details: { method } });
    return;
  }
  if (failed || !fresh) return;
  if (pending) {
    if (granted) await describeTrustedDevice({ identifier: granted, userId: fresh.id, ...client });
    const details = { second_factor: method, remember_device: Boolean(granted) };
    await logSecurityEvent({ action: SECURITY_ACTIONS.signIn, userId: fresh.id, email: fresh.email, ...client, details });
    return;
  }
  // Signed in and a new session: the plugin just turned two-factor on with a new secret.
  if (method === "totp") {
    await forgetTrustedDevices(fresh.id);
    await log(SECURITY_ACTIONS.twoFactorEnabled, fresh);
  }
});

/** Registered as a plugin hook after the two-factor plugin, which must have run first (auth.server.ts). */
export const twoFactorAfterHook = { matcher: (ctx: { path?: string }) => PATHS.has(ctx.path ?? ""), handler };
