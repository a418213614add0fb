import { History, KeyRound, LogOut, MonitorSmartphone } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { NewPasswordFields } from "#app/components/new-password-fields";
import { PageHeader } from "../../../components/admin/page-header";
import { TwoFactorCard, type TwoFactorView } from "../../../components/admin/two-factor-card";
import { Field, StatusButton, useFormValidation } from "../../../components/forms";
import { type ToastMessage, useShowToast } from "../../../components/toaster";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { formatDateTime } from "../../../lib/admin-display";
import { fieldErrorsOf, formValues } from "../../../lib/forms";
import { describeDevice } from "../../../lib/user-agent";
import { cn } from "../../../lib/utils";
import { accountActionSchema, changePasswordSchema } from "../../../lib/validation/account";
import { changePassword } from "../../../server/auth-actions.server";
import { endOtherSessions, endSession, listActiveSessions, signInHistory } from "../../../server/models/sessions.server";
import { passwordProblem } from "../../../server/password-policy.server";
import { requireAdmin } from "../../../server/permissions.server";
import { logSecurityEvent, SECURITY_ACTIONS } from "../../../server/security-log.server";
import { redirectWithToast } from "../../../server/toast.server";
import {
  disableTwoFactor,
  isTwoFactorEnabled,
  newBackupCodes,
  qrSvg,
  secretOf,
  startEnrolment,
  twoFactorRequired,
  verifyCode,
} from "../../../server/two-factor.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "My Account | Admin" }];

/** What each security-log action reads as in the sign-in history. */
const HISTORY_LABELS: Record<string, { label: string; variant: "green" | "red" | "yellow" | "blue" }> = {
  sign_in: { label: "Signed in", variant: "green" },
  sign_in_failed: { label: "Wrong password", variant: "red" },
  account_locked: { label: "Locked", variant: "red" },
  password_reset: { label: "Password reset", variant: "yellow" },
  password_changed: { label: "Password changed", variant: "blue" },
  two_factor_failed: { label: "Wrong code", variant: "red" },
  two_factor_enabled: { label: "2FA turned on", variant: "blue" },
  two_factor_disabled: { label: "2FA turned off", variant: "yellow" },
};

/** Issue 13: every staff member's own account: password, sessions, sign-in history. */
export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const [sessions, history, twoFactorOn] = await Promise.all([listActiveSessions(me.id), signInHistory(me.id), isTwoFactorEnabled(me.id)]);
  return {
    email: me.email,
    twoFactor: { enabled: twoFactorOn, required: twoFactorRequired(me.profile.role) },
    sessions: sessions.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ip: s.ipAddress && s.ipAddress !== "unknown" ? s.ipAddress : null,
      signedInAt: s.createdAt,
      lastSeen: s.lastSeen,
      current: s.id === me.sessionId,
    })),
    history: history.map((h) => {
      const details = (h.details ?? {}) as { ip?: string; user_agent?: string };
      return {
        id: h.id,
        action: h.action,
        ip: details.ip && details.ip !== "unknown" ? details.ip : null,
        device: details.user_agent ? describeDevice(details.user_agent) : null,
        at: h.created_at,
      };
    }),
  };
}

type ActionResult = { fieldErrors?: Record<string, string>; toast?: ToastMessage; twoFactor?: TwoFactorView };

function refused(title: string, fieldErrors: Record<string, string>, status = 400) {
  const description = Object.values(fieldErrors)[0];
  return data<ActionResult>({ fieldErrors, toast: { title, description, type: "error" } }, { status });
}

function cookiesOf(setCookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The enrolment step: the QR code drawn on the server, the secret for typing, and the backup codes once. */
async function enrolmentView(totpURI: string, backupCodes: string[]): Promise<TwoFactorView> {
  return { step: "enrol", totpURI, qrSvg: await qrSvg(totpURI), secret: secretOf(totpURI), backupCodes };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAdmin(request);
  const formData = await request.formData();
  const parsed = accountActionSchema.safeParse(formValues(formData));
  if (!parsed.success) return refused("Validation Error", fieldErrorsOf(parsed.error));
  const input = parsed.data;
  const who = { userId: me.id, email: me.email, ip: context.clientIp, userAgent: request.headers.get("user-agent") };

  switch (input.intent) {
    case "password": {
      const problem = passwordProblem(input.newPassword, me.email);
      if (problem) return refused("Failed to change password", { newPassword: problem });
      const outcome = await changePassword(input, request, context.clientIp);
      if (!outcome.ok) {
        if (outcome.reason === "wrong-password")
          return refused("Failed to change password", { currentPassword: "Current password is incorrect" });
        if (outcome.reason === "refused") return refused("Failed to change password", { newPassword: outcome.message ?? "" });
        return data<ActionResult>({ toast: { title: "Failed to change password", type: "error" } }, { status: 500 });
      }
      // Better Auth ended every session and opened a new one for this browser: its cookie.
      throw await redirectWithToast(
        "/admin/account",
        { title: "Password changed", description: "You were signed out on every other device.", type: "success" },
        { headers: cookiesOf(outcome.setCookies) },
      );
    }
    case "end-session": {
      if (input.sessionId === me.sessionId) {
        return refused("Failed to end session", { sessionId: "This is the session you are using. Use Logout to end it." });
      }
      if (!(await endSession(me.id, input.sessionId))) {
        return refused("Failed to end session", { sessionId: "That session has already ended." }, 404);
      }
      await logSecurityEvent({ ...who, action: SECURITY_ACTIONS.sessionEnded, details: { session_id: input.sessionId } });
      throw await redirectWithToast("/admin/account", { title: "Session ended", type: "success" });
    }
    case "2fa-enable": {
      const started = await startEnrolment(input.password, { request, clientIp: context.clientIp });
      if (!started.ok) return refused("Failed to set up two-factor authentication", { password: started.message });
      return data<ActionResult>({ twoFactor: await enrolmentView(started.totpURI, started.backupCodes) });
    }
    case "2fa-verify": {
      const verified = await verifyCode(input.code, false, { request, clientIp: context.clientIp });
      if (!verified.ok) {
        return data<ActionResult>(
          { fieldErrors: { code: verified.message }, twoFactor: await enrolmentView(input.totpURI, []) },
          { status: 400 },
        );
      }
      await logSecurityEvent({ ...who, action: SECURITY_ACTIONS.twoFactorEnabled });
      throw await redirectWithToast(
        "/admin/account",
        { title: "Two-factor authentication is on", description: "Sign-ins now ask for a code from your app.", type: "success" },
        { headers: cookiesOf(verified.setCookies) },
      );
    }
    case "2fa-disable": {
      if (twoFactorRequired(me.profile.role)) {
        return refused("Two-factor authentication is required", { password: "Super admins must keep two-factor authentication on." }, 403);
      }
      const done = await disableTwoFactor(input.password, { request, clientIp: context.clientIp });
      if (!done.ok) return refused("Failed to turn off two-factor authentication", { password: done.message });
      await logSecurityEvent({ ...who, action: SECURITY_ACTIONS.twoFactorDisabled });
      throw await redirectWithToast(
        "/admin/account",
        { title: "Two-factor authentication is off", type: "success" },
        { headers: cookiesOf(done.setCookies) },
      );
    }
    case "2fa-backup-codes": {
      const codes = await newBackupCodes(input.password, { request, clientIp: context.clientIp });
      if (!codes.ok) return refused("Failed to make new backup codes", { password: codes.message });
      await logSecurityEvent({ ...who, action: SECURITY_ACTIONS.backupCodesRenewed });
      return data<ActionResult>({
        twoFactor: { step: "codes", backupCodes: codes.backupCodes },
        toast: { title: "New backup codes", description: "The old ones no longer work.", type: "success" },
      });
    }
    case "end-others": {
      const count = await endOtherSessions(me.id, me.sessionId);
      await logSecurityEvent({ ...who, action: SECURITY_ACTIONS.otherSessionsEnded, details: { count } });
      const description = count === 1 ? "1 other session was ended." : `${count} other sessions were ended.`;
      throw await redirectWithToast("/admin/account", { title: "Signed out everywhere else", description, type: "success" });
    }
  }
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, sessions, history } = loaderData;
  useShowToast(actionData?.toast);
  const others = sessions.filter((s) => !s.current).length;
  const mustEnrol = loaderData.twoFactor.required && !loaderData.twoFactor.enabled;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="My Account" description={`Signed in as ${email}`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* A super admin sent here to set up two-factor sees that card first. */}
        <div className={cn("flex flex-col gap-6", mustEnrol && "flex-col-reverse")}>
          <PasswordCard serverErrors={actionData?.fieldErrors} />
          <TwoFactorCard status={loaderData.twoFactor} view={actionData?.twoFactor} errors={actionData?.fieldErrors} />
        </div>
        <Card>
          <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:space-y-0">
            <div>
              <CardTitle className="flex items-center gap-2">
                <MonitorSmartphone className="size-5 text-brand-700" aria-hidden="true" /> Active sessions
              </CardTitle>
              <CardDescription>Devices signed in to your account. End any you do not recognise.</CardDescription>
            </div>
            {others > 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value="end-others" />
                <Button type="submit" variant="outline" size="sm">
                  <LogOut aria-hidden="true" /> End all other sessions
                </Button>
              </Form>
            ) : null}
          </CardHeader>
          <CardContent>
            {actionData?.fieldErrors?.sessionId ? (
              <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
                {actionData.fieldErrors.sessionId}
              </p>
            ) : null}
            <ul className="divide-y rounded-md border" aria-label="Active sessions">
              {sessions.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-3 p-3" data-session-id={s.id}>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {s.device}
                      {s.current ? <Badge variant="green">This device</Badge> : null}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {s.ip ? `IP ${s.ip} · ` : ""}Last seen {formatDateTime(s.lastSeen)} · Signed in {formatDateTime(s.signedInAt)}
                    </p>
                  </div>
                  {s.current ? null : (
                    <Form method="post" className="shrink-0">
                      <input type="hidden" name="intent" value="end-session" />
                      <input type="hidden" name="sessionId" value={s.id} />
                      <Button type="submit" variant="outline" size="sm" aria-label={`End session: ${s.device}`}>
                        End
                      </Button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <History className="size-5 text-brand-700" aria-hidden="true" /> Sign-in history
          </CardTitle>
          <CardDescription>The latest sign-ins, wrong passwords and password changes on your account.</CardDescription>
        </CardHeader>
        <CardContent>
          {history.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing yet</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Sign-in history">
              {history.map((h) => {
                const label = HISTORY_LABELS[h.action] ?? { label: h.action, variant: "blue" as const };
                return (
                  // Phones: the badge and the time on one line, the device under them; wider: one row.
                  <li
                    key={h.id}
                    className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 p-3 text-sm sm:grid-cols-[9rem_1fr_auto]"
                  >
                    <Badge variant={label.variant} className="w-fit justify-center sm:w-full">
                      {label.label}
                    </Badge>
                    <span className="order-last col-span-2 min-w-0 text-slate-700 sm:order-none sm:col-span-1">
                      {[h.device, h.ip ? `IP ${h.ip}` : null].filter(Boolean).join(" · ") || "—"}
                    </span>
                    <span className="whitespace-nowrap text-xs text-muted-foreground">{formatDateTime(h.at)}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function PasswordCard({ serverErrors }: { serverErrors?: Record<string, string> }) {
  const navigation = useNavigation();
  const { errors, formProps } = useFormValidation(changePasswordSchema, serverErrors);
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-brand-700" aria-hidden="true" /> Change password
        </CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" {...formProps}>
          <input type="hidden" name="intent" value="password" />
          <Field label="Current password" name="currentPassword" error={errors.currentPassword} required>
            {(p) => <Input {...p} type="password" autoComplete="current-password" />}
          </Field>
          <NewPasswordFields errors={errors} />
          <StatusButton type="submit" pending={pending} className="self-start">
            Change password
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  );
}
