import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { phoneNumber } from "better-auth/plugins/phone-number";
import { authSecret } from "#app/server/db/data-dir.server";
import { db } from "#app/server/db/db.server";
import { portalAccount, portalSession, portalUser, portalVerification } from "#app/server/db/schema";
import { baseUrl, getEnv } from "#app/server/env.server";
import { deliverSignInCode } from "./code-delivery.server";

/** A code lasts 10 minutes and allows 5 tries (issue 26). */
export const CODE_MINUTES = 10;
const CODE_TRIES = 5;
/** How long a portal session lasts; a phone is personal, and the page holds no secrets worth more. */
const SESSION_DAYS = 30;

/**
 * The student portal's own Better Auth instance (decision 052-portal-separate-auth), beside the
 * staff's (accounts/auth.server.ts): its own tables (portal_*), its own cookie prefix
 * ("portal.session_token"), the phone-number plugin and nothing else. It is never mounted over
 * HTTP: the /student page's actions call its API on the server, so its endpoints (password
 * sign-in, updates) cannot be reached from outside, and Better Auth's own rate limiter does not
 * apply (sign-in.server.ts counts per number and per address instead). A staff cookie is never
 * read here, and the staff gate never reads this cookie.
 */
function createPortalAuth() {
  const env = getEnv();
  const origin = baseUrl(env);
  return betterAuth({
    appName: "Supertech Institute student portal",
    baseURL: origin,
    basePath: "/student/auth",
    secret: authSecret(),
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: "pg", schema: { portalUser, portalSession, portalAccount, portalVerification } }),
    user: { modelName: "portalUser" },
    session: {
      modelName: "portalSession",
      cookieCache: { enabled: false },
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    account: { modelName: "portalAccount" },
    verification: { modelName: "portalVerification" },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "portal",
      useSecureCookies: origin.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    plugins: [
      phoneNumber({
        otpLength: 6,
        expiresIn: CODE_MINUTES * 60,
        allowedAttempts: CODE_TRIES,
        phoneNumberValidator: (phone) => /^\+91[6-9]\d{9}$/.test(phone),
        sendOTP: ({ phoneNumber: phone, code }) => deliverSignInCode(phone, code),
        // The first sign-in of a number creates its portal person; it holds nothing but the number.
        signUpOnVerification: { getTempEmail: (phone) => `${phone.replace(/\D/g, "")}@portal.invalid`, getTempName: (phone) => phone },
      }),
    ],
  });
}

// Kept per process on globalThis, like the staff instance (dev reloads).
const key = Symbol.for("supertech.portal-auth");
type G = typeof globalThis & { [key]?: ReturnType<typeof createPortalAuth> };

export function getPortalAuth() {
  const g = globalThis as G;
  g[key] ??= createPortalAuth();
  return g[key];
}

/** The signed-in portal person's phone (+91…), or null: no cookie, an ended or expired session. */
export async function portalPhone(headers: Headers): Promise<string | null> {
  const session = await getPortalAuth().api.getSession({ headers });
  const phone = (session?.user as { phoneNumber?: string | null } | undefined)?.phoneNumber;
  return phone ?? null;
}
