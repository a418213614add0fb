import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { schemaOptions } from "./auth-options.server";
import { authSecret } from "./data-dir.server";
import { db } from "./db.server";
import { baseUrl, getEnv } from "./env.server";
import { logger } from "./logger.server";
import { sendMail } from "./mail.server";
import * as schema from "./schema";

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
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        logger.info({ email: user.email, url }, "email confirmation link");
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
