import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Form } from "react-router";
import { TextField } from "#app/components/form-fields";
import { StatusButton } from "#app/components/forms";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { OneTimeCodeField } from "./one-time-code-field";

/** What the last action returned: the enrolment step (QR, key, codes) or a fresh set of backup codes. */
export type TwoFactorView =
  | { step: "enrol"; totpURI: string; qrSvg: string; secret: string; backupCodes: string[] }
  | { step: "codes"; backupCodes: string[] };

type Status = { enabled: boolean; required: boolean };

/** /admin/account's two-factor card: set up, backup codes, turn off. Plain forms, no JavaScript needed. */
export function TwoFactorCard({ status, view, errors }: { status: Status; view?: TwoFactorView; errors?: Record<string, string> }) {
  return (
    <section aria-label="Two-factor authentication">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            {status.enabled ? (
              <ShieldCheck className="size-5 text-green-700" aria-hidden="true" />
            ) : (
              <ShieldAlert className="size-5 text-action-600" aria-hidden="true" />
            )}
            Two-factor authentication
            <Badge variant={status.enabled ? "green" : "grey"}>{status.enabled ? "On" : "Off"}</Badge>
          </CardTitle>
          <CardDescription>A code from an app on your phone at every sign-in, so a stolen password is not enough.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {!status.enabled && status.required ? (
            <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              Super admins must use two-factor authentication. Set it up to continue using the admin panel.
            </p>
          ) : null}
          {view?.step === "enrol" ? <Enrolment view={view} error={errors?.code} /> : null}
          {view?.backupCodes.length ? <BackupCodes codes={view.backupCodes} /> : null}
          {!status.enabled && view?.step !== "enrol" ? (
            <PasswordForm intent="2fa-enable" button="Set up two-factor authentication" error={errors?.password} />
          ) : null}
          {status.enabled ? (
            <>
              <PasswordForm intent="2fa-backup-codes" button="Make new backup codes" variant="outline" error={errors?.password} />
              {status.required ? (
                <p className="text-xs text-muted-foreground">Required for super admins: it cannot be turned off.</p>
              ) : (
                <PasswordForm
                  intent="2fa-disable"
                  button="Turn off two-factor authentication"
                  variant="destructive"
                  error={errors?.password}
                />
              )}
            </>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

function Enrolment({ view, error }: { view: Extract<TwoFactorView, { step: "enrol" }>; error?: string }) {
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS…).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:items-start sm:gap-4">
        <div
          role="img"
          aria-label="QR code for your authenticator app"
          className="size-44 shrink-0 rounded-md border bg-white p-1 [&>svg]:size-full"
          // Our own SVG, drawn on the server by the qrcode package from the otpauth:// URI.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made SVG, no user markup
          dangerouslySetInnerHTML={{ __html: view.qrSvg }}
        />
        <p className="text-sm text-slate-700">
          Key:{" "}
          <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs" data-testid="totp-secret">
            {view.secret}
          </code>
        </p>
      </div>
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="2fa-verify" />
        <input type="hidden" name="totpURI" value={view.totpURI} />
        <OneTimeCodeField meta={{ name: "code", errors: error ? [error] : undefined }} label="Code from the app" />
        <StatusButton type="submit" pending={false} className="self-start">
          Turn on
        </StatusButton>
      </Form>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-amber-950">Save these {codes.length} backup codes now</p>
      <p className="mb-2 text-xs text-amber-900">Each works once, if your phone is lost. They are not shown again.</p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-1 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function PasswordForm({
  intent,
  button,
  variant = "default",
  error,
}: {
  intent: string;
  button: string;
  variant?: "default" | "outline" | "destructive";
  error?: string;
}) {
  return (
    <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <input type="hidden" name="intent" value={intent} />
      <TextField
        meta={{ name: "password", errors: error ? [error] : undefined }}
        label="Your password"
        type="password"
        autoComplete="current-password"
        className="flex-1"
        required
      />
      <Button type="submit" variant={variant}>
        {button}
      </Button>
    </Form>
  );
}
