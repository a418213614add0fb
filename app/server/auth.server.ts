import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { ACCOUNT_INACTIVE_MESSAGE } from "../lib/messages";
import { clearSignInFailures, lockedMessage, lockedUntil, recordSignInFailure } from "./auth-lockout.server";
import { schemaOptions } from "./auth-options.server";
import { authSecret } from "./data-dir.server";
import { db } from "./db.server";
import { baseUrl, getEnv } from "./env.server";
import { sendMail } from "./mail.server";
import { passwordProblem } from "./password-policy.server";
import { hit, RATE_LIMITED_MESSAGE, RATE_RULES } from "./rate-limit.server";
import * as schema from "./schema";

/** The client address server.ts puts into X-Forwarded-For for /api/auth (from the socket or the trusted proxy). */
function clientIpOf(headers: Headers | undefined): string {
  return headers?.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

function refusePassword(password: unknown, email: unknown) {
  if (typeof password !== "string") return;
  const problem = passwordProblem(password, typeof email === "string" ? email : null);
  if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "PASSWORD_REFUSED" });
}

/**
 * Runs before Better Auth's endpoints, for HTTP calls and for our own server-side calls alike:
 * - sign-in: the per-address budget (HTTP only: /auth counts the same bucket in its action)
 *   and the per-account lock (auth-lockout.server.ts);
 * - sign-up, change and reset of a password: the password policy;
 * - change-password always ends the account's other sessions.
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
    case "/reset-password": {
      const token = typeof body.token === "string" ? body.token : ctx.query?.token;
      if (typeof token !== "string") return;
      const [row] = await db
        .select({ email: schema.user.email })
        .from(schema.verification)
        .innerJoin(schema.user, eq(schema.user.id, schema.verification.value))
        .where(eq(schema.verification.identifier, `reset-password:${token}`))
        .limit(1);
      refusePassword(body.newPassword, row?.email);
      return;
    }
  }
});

/** After sign-in: a wrong password counts against the account; a success forgets its failures. */
const afterHook = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email") return;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string") return;
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.body?.code === "INVALID_EMAIL_OR_PASSWORD") await recordSignInFailure(email);
    return;
  }
  if (returned) await clearSignInFailures(email);
});

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
      },
    },
    advanced: {
      useSecureCookies: origin.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    hooks: { before: beforeHook, after: afterHook },
    databaseHooks: {
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
    },
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
