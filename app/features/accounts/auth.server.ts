import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { ACCOUNT_INACTIVE_MESSAGE } from "#app/lib/messages";
import { authSecret } from "#app/server/db/data-dir.server";
import { db } from "#app/server/db/db.server";
import * as schema from "#app/server/db/schema";
import { baseUrl, getEnv } from "#app/server/env.server";
import { hit, RATE_LIMITED_MESSAGE, RATE_RULES } from "#app/server/http/rate-limit.server";
import { sendMail } from "#app/server/mail/mail.server";
import { clientIpOf, clientOf } from "./auth-hook-client.server";
import { clearSignInFailures, lockedMessage, lockedUntil, recordSignInFailure } from "./auth-lockout.server";
import { schemaOptions } from "./auth-options.server";
import { findUserByEmail } from "./find-user-by-email.server";
import { passwordProblem } from "./password-policy.server";
import { endResetLinks } from "./reset-links.server";
import { logSecurityEvent, SECURITY_ACTIONS } from "./security-log.server";
import { forgetTrustedDevices } from "./trusted-devices.server";
import { mustKeepTwoFactor, twoFactorAfterHook } from "./two-factor-hooks.server";
import { TWO_FACTOR_KEEP_MESSAGE } from "./two-factor-policy.server";

/**
 * The account a reset token belongs to, looked up by the before hook while the token still
 * exists (a successful reset consumes it), for the after hook's log entry.
 */
const resetTokenOwners = new Map<string, string>();

function refusePassword(password: unknown, email: unknown) {
  if (typeof password !== "string") return;
  const problem = passwordProblem(password, typeof email === "string" ? email : null);
  if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "PASSWORD_REFUSED" });
}

/** Better Auth's answer to a reset request, sent or not, so the answer tells nobody anything. */
const RESET_REQUESTED = { status: true, message: "If this email exists in our system, check your email for the reset link" };

/**
 * Runs before Better Auth's endpoints, for HTTP calls and for our own server-side calls alike:
 * - sign-in: the per-address budget (HTTP only: /auth counts the same bucket in its action)
 *   and the per-account lock (auth-lockout.server.ts);
 * - sign-up, change and reset of a password: the password policy;
 * - change-password always ends the account's other sessions;
 * - a role that must use two-factor cannot turn it off (decision 011), whichever path;
 * - the per-address cap on reset e-mails, for /auth/forgot-password and the API alike: over
 *   it, the same answer as a sent link and no e-mail;
 * - signing out the other sessions forgets every trusted browser (decision 029).
 */
const beforeHook = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  switch (ctx.path) {
    case "/sign-in/email": {
      if (ctx.request && !(await hit("signIn", clientIpOf(ctx.headers), RATE_RULES.signIn))) {
        throw new APIError("TOO_MANY_REQUESTS", { message: RATE_LIMITED_MESSAGE, code: "RATE_LIMITED" });
      }
      if (typeof body.email !== "string") return;
      const until = await lockedUntil(body.email);
      if (until) {
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: lockedMessage(until), code: "ACCOUNT_LOCKED", lockedUntil: until.toISOString() },
          { "Retry-After": String(Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000))) },
        );
      }
      return;
    }
    case "/sign-up/email":
      refusePassword(body.password, body.email);
      return;
    case "/change-password": {
      const current = await getSessionFromCtx(ctx);
      refusePassword(body.newPassword, current?.user.email);
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
    case "/two-factor/disable": {
      const current = await getSessionFromCtx(ctx);
      if (current && (await mustKeepTwoFactor(current.user.id))) {
        throw new APIError("FORBIDDEN", { message: TWO_FACTOR_KEEP_MESSAGE, code: "TWO_FACTOR_REQUIRED" });
      }
      return;
    }
    case "/request-password-reset": {
      if (typeof body.email !== "string") return;
      if (await hit("passwordResetMail", body.email.trim().toLowerCase(), RATE_RULES.passwordResetMail)) return;
      return RESET_REQUESTED;
    }
    case "/revoke-other-sessions":
    case "/revoke-sessions": {
      const current = await getSessionFromCtx(ctx);
      if (current) await forgetTrustedDevices(current.user.id);
      return;
    }
    case "/reset-password": {
      const token = typeof body.token === "string" ? body.token : ctx.query?.token;
      if (typeof token !== "string") return;
      const [row] = await db
        .select({ id: schema.user.id, email: schema.user.email })
        .from(schema.verification)
        .innerJoin(schema.user, eq(schema.user.id, schema.verification.value))
        .where(eq(schema.verification.identifier, `reset-password:${token}`))
        .limit(1);
      refusePassword(body.newPassword, row?.email);
      if (row) resetTokenOwners.set(token, row.id);
      return;
    }
  }
});

type Returned = { user?: { id?: string; email?: string } } | null | undefined;

/**
 * After the endpoint: a wrong password counts against the account and a success forgets its
 * failures; sign-ins, failures, locks, password changes and resets go to the security log; a
 * new password forgets the trusted browsers. Two-factor: two-factor-hooks.server.ts.
 */
const afterHook = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const returned = ctx.context.returned;
  const failed = isAPIError(returned);
  switch (ctx.path) {
    case "/sign-in/email": {
      const email = body.email;
      if (typeof email !== "string") return;
      if (failed) {
        if (returned.body?.code !== "INVALID_EMAIL_OR_PASSWORD") return;
        const { failures, lockedUntil: until } = await recordSignInFailure(email);
        const owner = await findUserByEmail(email);
        const who = { userId: owner?.id ?? null, email, ...clientOf(ctx.headers) };
        await logSecurityEvent({ ...who, action: SECURITY_ACTIONS.signInFailed, details: { failures } });
        if (until) {
          await logSecurityEvent({
            ...who,
            action: SECURITY_ACTIONS.accountLocked,
            details: { failures, locked_until: until.toISOString() },
          });
        }
        return;
      }
      if (!returned) return;
      await clearSignInFailures(email);
      // With two-factor on, the plugin's hook has replaced the session with a pending sign-in.
      const awaitingCode = (returned as { twoFactorRedirect?: boolean }).twoFactorRedirect === true || !ctx.context.newSession;
      const userId = (returned as Returned)?.user?.id ?? (await findUserByEmail(email))?.id ?? null;
      const action = awaitingCode ? SECURITY_ACTIONS.signInAwaitingCode : SECURITY_ACTIONS.signIn;
      await logSecurityEvent({ action, userId, email, ...clientOf(ctx.headers) });
      return;
    }
    case "/change-password": {
      if (failed || !returned) return;
      const user = (returned as Returned)?.user;
      if (user?.id) await forgetTrustedDevices(user.id);
      await logSecurityEvent({
        action: SECURITY_ACTIONS.passwordChanged,
        userId: user?.id ?? null,
        email: user?.email,
        ...clientOf(ctx.headers),
      });
      return;
    }
    case "/reset-password": {
      const token = typeof body.token === "string" ? body.token : ctx.query?.token;
      if (typeof token !== "string") return;
      const userId = resetTokenOwners.get(token) ?? null;
      resetTokenOwners.delete(token);
      if (failed || !returned || !userId) return;
      await logSecurityEvent({ action: SECURITY_ACTIONS.passwordReset, userId, ...clientOf(ctx.headers) });
      return;
    }
  }
});

export const RESET_LINK_MINUTES = 30;

function resetMailText(link: string): string {
  return [
    "Someone asked to reset the password of your Supertech Institute account.",
    "",
    `To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes. It works once:`,
    "",
    link,
    "",
    "Resetting the password signs your account out everywhere.",
    "If you did not ask for this, ignore this message: your password stays as it is.",
  ].join("\n");
}

/**
 * Every account gets its profile; an inactive account gets no session, whichever way it signs
 * in (finding 4); a new session stamps the profile's last login.
 */
const databaseHooks: BetterAuthOptions["databaseHooks"] = {
  user: {
    create: {
      // Every account gets its profile, the one place roles and the active flag live.
      after: async (user) => {
        await db.insert(schema.profiles).values({ user_id: user.id }).onConflictDoNothing();
      },
    },
  },
  session: {
    create: {
      // An inactive account gets no session, whichever way it signs in (finding 4).
      before: async (session) => {
        const [profile] = await db
          .select({ is_active: schema.profiles.is_active })
          .from(schema.profiles)
          .where(eq(schema.profiles.user_id, session.userId))
          .limit(1);
        if (profile && !profile.is_active) {
          throw new APIError("FORBIDDEN", { message: ACCOUNT_INACTIVE_MESSAGE.description, code: "ACCOUNT_INACTIVE" });
        }
      },
      after: async (session) => {
        await db.update(schema.profiles).set({ last_login: new Date() }).where(eq(schema.profiles.user_id, session.userId));
      },
    },
  },
};

function createAuth() {
  const env = getEnv();
  const origin = baseUrl(env);
  return betterAuth({
    ...schemaOptions,
    appName: "Supertech Institute",
    baseURL: origin,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [origin],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      autoSignIn: false,
      // A reset password ends every session of the account (finding 4).
      revokeSessionsOnPasswordReset: true,
      // "Forgot password?" (decision 011): the link works once, for 30 minutes.
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      // Straight to our form (works without JavaScript), not through Better Auth's redirect.
      sendResetPassword: async ({ user, token }) => {
        await sendMail({
          to: user.email,
          subject: "Reset your Supertech Institute password",
          text: resetMailText(`${origin}/auth/reset-password?token=${encodeURIComponent(token)}`),
        });
        await logSecurityEvent({ action: SECURITY_ACTIONS.passwordResetRequested, userId: user.id, email: user.email });
      },
      // Opening the link proves the mailbox is the owner's: the address counts as confirmed.
      // The new password also ends the other reset links and forgets the trusted browsers.
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id));
        await endResetLinks(user.id);
        await forgetTrustedDevices(user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // Through the outbox; the link is never written to the log (finding 6).
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail({
          to: user.email,
          subject: "Confirm your e-mail for Supertech Institute",
          text: `Welcome! Confirm your e-mail address by opening this link:\n\n${url}\n\nIf you did not sign up, ignore this message.`,
        });
      },
    },
    session: {
      // Every request reads the session row, so a deleted session (deactivation,
      // sign-out elsewhere) ends access at once.
      cookieCache: { enabled: false },
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 60,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 3 },
        "/send-verification-email": { window: 60, max: 3 },
        "/request-password-reset": { window: 60, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: origin.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    // The after hook runs as a plugin placed after the two-factor plugin, so it sees whether
    // that plugin turned a sign-in into a pending one (user hooks run before plugin hooks).
    plugins: [
      ...schemaOptions.plugins,
      { id: "supertech-after", hooks: { after: [{ matcher: () => true, handler: afterHook }, twoFactorAfterHook] } },
    ],
    hooks: { before: beforeHook },
    databaseHooks,
  });
}

// Kept per process on globalThis for the same reason as the database (dev reloads).
const key = Symbol.for("supertech.auth");
type G = typeof globalThis & { [key]?: ReturnType<typeof createAuth> };

export function getAuth() {
  const g = globalThis as G;
  g[key] ??= createAuth();
  return g[key];
}
