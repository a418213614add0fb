import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { createToastHeaders, redirectWithToast } from "#app/server/http/toast.server";
import { accountActionSchema } from "./account-schemas";
import { changePassword } from "./auth-actions.server";
import { passwordProblem } from "./password-policy.server";
import type { Profile, SessionUser } from "./permissions.server";
import { logSecurityEvent, SECURITY_ACTIONS } from "./security-log.server";
import { endOtherSessions, endSession } from "./sessions.server";
import { forgetTrustedDevice, forgetTrustedDevices } from "./trusted-devices.server";
import { disableTwoFactor, newBackupCodes, qrSvg, secretOf, startEnrolment, verifyCode } from "./two-factor.server";
import type { TwoFactorView } from "./two-factor-card";
import { TWO_FACTOR_KEEP_MESSAGE, twoFactorRequired } from "./two-factor-policy.server";

/**
 * What a form on /admin/account gets back: which form posted (`intent`, so only that form
 * shows the errors), Conform's reply, and the two-factor step to draw (QR code, backup codes).
 */
export type AccountResult = { intent: string; reply: SubmissionResult<string[]>; twoFactor?: TwoFactorView };

const PAGE = "/admin/account";
// Passwords are never sent back into a form.
const SECRET_FIELDS = ["currentPassword", "newPassword", "confirmPassword", "password", "code"];

function cookiesOf(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The enrolment step: the QR code drawn on the server, the secret for typing, and the backup codes once. */
async function enrolmentView(totpURI: string, backupCodes: string[]): Promise<TwoFactorView> {
  return { step: "enrol", totpURI, qrSvg: await qrSvg(totpURI), secret: secretOf(totpURI), backupCodes };
}

type Me = SessionUser & { profile: Profile };
type Input = z.output<typeof accountActionSchema>;
type Refuse = (errors: Record<string, string[]>, status?: number, twoFactor?: TwoFactorView) => ReturnType<typeof data<AccountResult>>;
type Step = { input: Input; me: Me; refuse: Refuse; reply: (options?: { resetForm?: boolean }) => SubmissionResult<string[]> };

/** Every intent of the page: the password change, sessions, trusted browsers and two-factor authentication (decision 011). */
export async function runAccountIntent(request: Request, me: Me, clientIp: string) {
  const submission = parseWithZod(await request.formData(), { schema: accountActionSchema, disableAutoCoercion: true });
  const intent = String(submission.payload.intent ?? "");
  /**
   * A refusal: the reasons under their fields (or the form's), with or without JavaScript. No
   * toast: the root does not read the toast cookie again after a 4xx answer, so it would only
   * pop up on a later page; the same words stand next to the field instead.
   */
  const refuse: Refuse = (errors, status = 400, twoFactor) =>
    data<AccountResult>({ intent, reply: submission.reply({ fieldErrors: errors, hideFields: SECRET_FIELDS }), twoFactor }, { status });
  if (submission.status !== "success") {
    return data<AccountResult>({ intent, reply: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 });
  }
  const step: Step = {
    input: submission.value,
    me,
    refuse,
    reply: (options) => submission.reply({ ...options, hideFields: SECRET_FIELDS }),
  };
  if (step.input.intent.startsWith("2fa-")) return twoFactorIntent(step, { request, clientIp });
  if (step.input.intent !== "password") return sessionIntent(step, { request, clientIp });
  const input = step.input;
  const problem = passwordProblem(input.newPassword, me.email);
  if (problem) return refuse({ newPassword: [problem] });
  // Better Auth's hooks end the other sessions and forget the trusted browsers (auth.server.ts).
  const outcome = await changePassword(input, request, clientIp);
  if (!outcome.ok) {
    if (outcome.reason === "wrong-password") return refuse({ currentPassword: ["Current password is incorrect"] });
    if (outcome.reason === "refused") return refuse({ newPassword: [outcome.message ?? ""] });
    return refuse({ "": ["Failed to change password"] }, 500);
  }
  // Better Auth ended every session and opened a new one for this browser: its cookie.
  return redirectWithToast(
    PAGE,
    { title: "Password changed", description: "You were signed out on every other device.", type: "success" },
    { headers: cookiesOf(outcome.setCookies) },
  );
}

type Call = { request: Request; clientIp: string };
const whoOf = (me: Me, { request, clientIp }: Call) => ({
  userId: me.id,
  email: me.email,
  ip: clientIp,
  userAgent: request.headers.get("user-agent"),
});

/** Sessions and trusted browsers: end one or all others, forget one or all. */
async function sessionIntent({ input, me, refuse }: Step, call: Call) {
  const who = whoOf(me, call);
  switch (input.intent) {
    case "end-session": {
      if (input.sessionId === me.sessionId) {
        return refuse({ sessionId: ["This is the session you are using. Use Logout to end it."] });
      }
      if (!(await endSession(me.id, input.sessionId))) {
        return refuse({ sessionId: ["That session has already ended."] }, 404);
      }
      await logSecurityEvent({ ...who, action: SECURITY_ACTIONS.sessionEnded, details: { session_id: input.sessionId } });
      return redirectWithToast(PAGE, { title: "Session ended", type: "success" });
    }
    case "end-others": {
      const count = await endOtherSessions(me.id, me.sessionId);
      // Signing out everywhere else also forgets the remembered browsers (decision 029).
      const forgotten = await forgetTrustedDevices(me.id);
      await logSecurityEvent({
        ...who,
        action: SECURITY_ACTIONS.otherSessionsEnded,
        details: { count, trusted_devices_forgotten: forgotten },
      });
      const ended = count === 1 ? "1 other session was ended." : `${count} other sessions were ended.`;
      const description = forgotten > 0 ? `${ended} Remembered devices will ask for a code again.` : ended;
      return redirectWithToast(PAGE, { title: "Signed out everywhere else", description, type: "success" });
    }
    case "forget-device": {
      if (!(await forgetTrustedDevice(me.id, input.deviceId))) {
        return refuse({ deviceId: ["That device is no longer remembered."] }, 404);
      }
      await logSecurityEvent({ ...who, action: SECURITY_ACTIONS.trustedDevicesForgotten, details: { count: 1 } });
      return redirectWithToast(PAGE, {
        title: "Device forgotten",
        description: "It will ask for a code at its next sign-in.",
        type: "success",
      });
    }
    case "forget-devices": {
      const count = await forgetTrustedDevices(me.id);
      await logSecurityEvent({ ...who, action: SECURITY_ACTIONS.trustedDevicesForgotten, details: { count } });
      const description = count === 1 ? "1 device will ask for a code again." : `${count} devices will ask for a code again.`;
      return redirectWithToast(PAGE, { title: "Remembered devices forgotten", description, type: "success" });
    }
  }
}

/**
 * Two-factor set-up, new backup codes, turning it off. The security log entries and the
 * forgetting of trusted browsers happen in Better Auth's hooks (two-factor-hooks.server.ts), so
 * the API path gets them too, and each is written once.
 */
async function twoFactorIntent({ input, me, refuse, reply }: Step, call: Call) {
  switch (input.intent) {
    case "2fa-enable": {
      const started = await startEnrolment(input.password, call);
      if (!started.ok) return refuse({ password: [started.message] });
      return data<AccountResult>({
        intent: input.intent,
        reply: reply({ resetForm: true }),
        twoFactor: await enrolmentView(started.totpURI, started.backupCodes),
      });
    }
    case "2fa-verify": {
      const verified = await verifyCode(input.code, false, call);
      // A wrong code is said under the field; the QR code is drawn again for another try.
      if (!verified.ok) return refuse({ code: [verified.message] }, 400, await enrolmentView(input.totpURI, []));
      return redirectWithToast(
        PAGE,
        { title: "Two-factor authentication is on", description: "Sign-ins now ask for a code from your app.", type: "success" },
        { headers: cookiesOf(verified.setCookies) },
      );
    }
    case "2fa-disable": {
      // Said here under the field; Better Auth's hook refuses it on every other path too.
      if (twoFactorRequired(me.profile.role)) return refuse({ password: [TWO_FACTOR_KEEP_MESSAGE] }, 403);
      const done = await disableTwoFactor(input.password, call);
      if (!done.ok) return refuse({ password: [done.message] });
      return redirectWithToast(
        PAGE,
        { title: "Two-factor authentication is off", type: "success" },
        { headers: cookiesOf(done.setCookies) },
      );
    }
    case "2fa-backup-codes": {
      const codes = await newBackupCodes(input.password, call);
      if (!codes.ok) return refuse({ password: [codes.message] });
      return data<AccountResult>(
        { intent: input.intent, reply: reply({ resetForm: true }), twoFactor: { step: "codes", backupCodes: codes.backupCodes } },
        { headers: await createToastHeaders({ title: "New backup codes", description: "The old ones no longer work.", type: "success" }) },
      );
    }
  }
}
