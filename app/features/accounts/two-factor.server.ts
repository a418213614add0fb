import { randomUUID } from "node:crypto";
import { APIError } from "better-auth/api";
import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { db } from "#app/server/db/db.server";
import { twoFactor, user } from "#app/server/db/schema";
import { logger } from "#app/server/logger.server";
import { getAuth } from "./auth.server";
import { authHeaders } from "./auth-actions.server";
import { TWO_FACTOR_ISSUER } from "./auth-options.server";

/**
 * Two-factor authentication (decision 011) through Better Auth's twoFactor plugin:
 * authenticator-app codes (TOTP) and 10 one-time backup codes. Each wrapper turns the
 * plugin's errors into outcomes the pages show; the plugin does the checking and storing.
 */
const INVALID_CODE_MESSAGE = "That code is not right. Check the time on your phone and try again.";
const WRONG_PASSWORD_MESSAGE = "Current password is incorrect";

type Failure = { ok: false; message: string };
type Call = { request: Request; clientIp: string };

/** The plugin's refusals, as a sentence for the form; anything else is logged and generic. */
function failure(error: unknown, what: string): Failure {
  if (error instanceof APIError) {
    const code = String(error.body?.code ?? "");
    if (code === "INVALID_PASSWORD") return { ok: false, message: WRONG_PASSWORD_MESSAGE };
    if (code.includes("INVALID") || code.includes("CODE")) return { ok: false, message: INVALID_CODE_MESSAGE };
    if (error.status === "TOO_MANY_REQUESTS" || code.includes("LOCKED") || code.includes("TOO_MANY")) {
      return { ok: false, message: "Too many wrong codes. Wait a few minutes, or sign in again." };
    }
    if (error.status === "UNAUTHORIZED") return { ok: false, message: "Your sign-in has expired. Please sign in again." };
    if (error.body?.message) return { ok: false, message: error.body.message };
  }
  logger.error({ err: error }, `${what} failed`);
  return { ok: false, message: `Failed to ${what}. Please try again.` };
}

/** A plugin call that sets session cookies: the cookies for the response, or the failure. */
async function signedInBy(what: string, call: () => Promise<{ headers: Headers }>) {
  try {
    const { headers } = await call();
    return { ok: true as const, setCookies: headers.getSetCookie() };
  } catch (error) {
    return failure(error, what);
  }
}

export async function isTwoFactorEnabled(userId: string): Promise<boolean> {
  const [row] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.on === true;
}

/** Starts enrolment: a new secret (not active until a code from it is verified) and 10 backup codes. */
export async function startEnrolment(password: string, { request, clientIp }: Call) {
  try {
    const result = await getAuth().api.enableTwoFactor({
      body: { password, issuer: TWO_FACTOR_ISSUER },
      headers: authHeaders(request, clientIp),
    });
    if (!("totpURI" in result) || !result.totpURI) return failure(new Error("no TOTP URI"), "start two-factor set-up");
    return { ok: true as const, totpURI: result.totpURI, backupCodes: result.backupCodes ?? [] };
  } catch (error) {
    return failure(error, "start two-factor set-up");
  }
}

/** A code from the app: finishes enrolment (signed in) or the second sign-in step (two-factor cookie). */
export function verifyCode(code: string, trustDevice: boolean, { request, clientIp }: Call) {
  return signedInBy("check the code", () =>
    getAuth().api.verifyTOTP({
      body: { code: code.replace(/\s+/g, ""), trustDevice },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    }),
  );
}

/** A backup code, at the second sign-in step; each works once. */
export function verifyBackupCode(code: string, trustDevice: boolean, { request, clientIp }: Call) {
  return signedInBy("check the backup code", () =>
    getAuth().api.verifyBackupCode({
      body: { code: code.trim(), trustDevice },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    }),
  );
}

export function disableTwoFactor(password: string, { request, clientIp }: Call) {
  return signedInBy("turn off two-factor authentication", () =>
    getAuth().api.disableTwoFactor({
      body: { password },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    }),
  );
}

export async function newBackupCodes(password: string, { request, clientIp }: Call) {
  try {
    const result = await getAuth().api.generateBackupCodes({ body: { password }, headers: authHeaders(request, clientIp) });
    return { ok: true as const, backupCodes: result.backupCodes };
  } catch (error) {
    return failure(error, "make new backup codes");
  }
}

/** The QR code of an otpauth:// URI as inline SVG, drawn here: the secret never leaves the server for a QR service. */
export async function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#0b1b3a", light: "#ffffff" } });
}

/** The secret from an otpauth:// URI, in groups of four, for typing into an app by hand. */
export function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/**
 * Turns two-factor on for an account with a secret chosen by the caller, stored as the plugin
 * stores its own (encrypted with the auth secret), with no backup codes. For the end-to-end
 * test server, whose browser computes the codes from the same secret; never used by the app.
 */
export async function enrolTwoFactorWithSecret(email: string, secret: string): Promise<void> {
  const ctx = await getAuth().$context;
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (!account) throw new Error(`no account ${email}`);
  await db.delete(twoFactor).where(eq(twoFactor.userId, account.id));
  await db.insert(twoFactor).values({
    id: randomUUID(),
    userId: account.id,
    secret: await symmetricEncrypt({ key: ctx.secretConfig, data: secret }),
    backupCodes: await symmetricEncrypt({ key: ctx.secretConfig, data: "[]" }),
    verified: true,
  });
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, account.id));
}
