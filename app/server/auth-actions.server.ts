import { APIError } from "better-auth/api";
import type { z } from "zod";
import type { credentialsSchema } from "../lib/validation/auth";
import { getAuth } from "./auth.server";
import { logger } from "./logger.server";
import { findUserByEmail } from "./models/users.server";

type Credentials = z.output<typeof credentialsSchema>;

export type SignInOutcome =
  | { ok: true; userId: string; setCookies: string[] }
  | { ok: false; reason: "invalid" | "unverified" | "inactive" | "failed" }
  | { ok: false; reason: "locked"; message: string; retryAfter: string | null };

export async function signIn(credentials: Credentials, request: Request): Promise<SignInOutcome> {
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: credentials.email, password: credentials.password },
      headers: request.headers,
      returnHeaders: true,
    });
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
