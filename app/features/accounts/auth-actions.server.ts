import { APIError } from "better-auth/api";
import type { z } from "zod";
import { logger } from "#app/server/logger.server";
import { getAuth } from "./auth.server";
import type { credentialsSchema } from "./auth-schemas";
import { findUserByEmail } from "./find-user-by-email.server";

type Credentials = z.output<typeof credentialsSchema>;

export type SignInOutcome =
  | { ok: true; userId: string; setCookies: string[] }
  | { ok: false; reason: "invalid" | "unverified" | "inactive" | "failed" }
  | { ok: false; reason: "locked"; message: string; retryAfter: string | null }
  /** The password was right and the account has two-factor on: the cookies carry the pending sign-in. */
  | { ok: false; reason: "two-factor"; setCookies: string[] };

/**
 * The request's headers with X-Forwarded-For set to the client address server.ts worked out
 * (from the socket or the trusted proxy), as it does for /api/auth: Better Auth stores it on
 * the session and the security log records it, so a header the client typed must not win.
 */
export function authHeaders(request: Request, clientIp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set("x-forwarded-for", clientIp);
  return headers;
}

export async function signIn(credentials: Credentials, request: Request, clientIp: string): Promise<SignInOutcome> {
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: credentials.email, password: credentials.password },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      return { ok: false, reason: "two-factor", setCookies: headers.getSetCookie() };
    }
    return { ok: true, userId: response.user.id, setCookies: headers.getSetCookie() };
  } catch (error) {
    if (error instanceof APIError) {
      // The account lock and the inactive check come from our hooks in auth.server.ts.
      if (error.body?.code === "ACCOUNT_LOCKED") {
        return {
          ok: false,
          reason: "locked",
          message: error.body.message ?? "",
          retryAfter: new Headers(error.headers).get("retry-after"),
        };
      }
      if (error.body?.code === "ACCOUNT_INACTIVE") return { ok: false, reason: "inactive" };
      if (error.status === "FORBIDDEN" || error.body?.code === "EMAIL_NOT_VERIFIED") return { ok: false, reason: "unverified" };
      if (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST") return { ok: false, reason: "invalid" };
    }
    logger.error({ err: error }, "sign-in failed");
    return { ok: false, reason: "failed" };
  }
}

export type SignUpOutcome = { ok: true } | { ok: false; reason: "exists" | "failed" };

export async function signUp(credentials: Credentials, request: Request): Promise<SignUpOutcome> {
  if (await findUserByEmail(credentials.email)) return { ok: false, reason: "exists" };
  try {
    await getAuth().api.signUpEmail({
      body: { email: credentials.email, password: credentials.password, name: credentials.email.split("@")[0], callbackURL: "/" },
      headers: request.headers,
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof APIError && error.body?.code?.includes("ALREADY_EXISTS")) return { ok: false, reason: "exists" };
    logger.error({ err: error }, "sign-up failed");
    return { ok: false, reason: "failed" };
  }
}

export async function signOut(request: Request): Promise<string[]> {
  const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
  return headers.getSetCookie();
}

/**
 * "Forgot password?": Better Auth mails a link when the account exists and answers the same
 * either way; so do we (a failure is logged, never shown, or it would tell who has an account).
 */
export async function requestPasswordReset(email: string, request: Request, clientIp: string): Promise<void> {
  try {
    await getAuth().api.requestPasswordReset({
      body: { email, redirectTo: "/auth/reset-password" },
      headers: authHeaders(request, clientIp),
    });
  } catch (error) {
    logger.error({ err: error }, "password reset request failed");
  }
}

export type ResetOutcome =
  | { ok: true }
  | { ok: false; reason: "invalid-token" | "refused"; message?: string }
  | { ok: false; reason: "failed" };

export async function resetPassword(token: string, newPassword: string, request: Request, clientIp: string): Promise<ResetOutcome> {
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword }, headers: authHeaders(request, clientIp) });
    return { ok: true };
  } catch (error) {
    if (error instanceof APIError) {
      if (error.body?.code === "PASSWORD_REFUSED" || error.body?.code?.startsWith("PASSWORD_TOO")) {
        return { ok: false, reason: "refused", message: error.body.message };
      }
      if (error.body?.code === "INVALID_TOKEN" || error.body?.code === "USER_NOT_FOUND") return { ok: false, reason: "invalid-token" };
    }
    logger.error({ err: error }, "password reset failed");
    return { ok: false, reason: "failed" };
  }
}

export type ChangePasswordOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; reason: "wrong-password" | "refused"; message?: string }
  | { ok: false; reason: "failed" };

/** Changes the signed-in account's password; the hook in auth.server.ts ends its other sessions. */
export async function changePassword(
  input: { currentPassword: string; newPassword: string },
  request: Request,
  clientIp: string,
): Promise<ChangePasswordOutcome> {
  try {
    const { headers } = await getAuth().api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    });
    return { ok: true, setCookies: headers.getSetCookie() };
  } catch (error) {
    if (error instanceof APIError) {
      if (error.body?.code === "INVALID_PASSWORD") return { ok: false, reason: "wrong-password" };
      if (error.body?.code === "PASSWORD_REFUSED" || error.body?.code?.startsWith("PASSWORD_TOO")) {
        return { ok: false, reason: "refused", message: error.body.message };
      }
    }
    logger.error({ err: error }, "password change failed");
    return { ok: false, reason: "failed" };
  }
}
