import { PageHeader } from "#app/components/admin/page-header";
import { runAccountIntent } from "#app/features/accounts/account-actions.server";
import { sessionRows, signInRows, trustedDeviceRows } from "#app/features/accounts/account-view.server";
import { PasswordCard } from "#app/features/accounts/password-card";
import { currentStaff } from "#app/features/accounts/permissions.server";
import { listActiveSessions, signInHistory } from "#app/features/accounts/sessions.server";
import { SessionsCard } from "#app/features/accounts/sessions-card";
import { SignInHistory } from "#app/features/accounts/sign-in-history";
import { listTrustedDevices, trustIdentifierOfRequest } from "#app/features/accounts/trusted-devices.server";
import { TrustedDevicesCard } from "#app/features/accounts/trusted-devices-card";
import { isTwoFactorEnabled } from "#app/features/accounts/two-factor.server";
import { TwoFactorCard } from "#app/features/accounts/two-factor-card";
import { twoFactorRequired } from "#app/features/accounts/two-factor-policy.server";
import { cn } from "#app/lib/utils";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "My Account | Admin" }];

/** Decision 011: every staff member's (and trainer's) own account: password, two-factor, sessions, remembered devices, sign-in history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await currentStaff({ request, context });
  const [sessions, history, twoFactorOn, devices] = await Promise.all([
    listActiveSessions(me.id),
    signInHistory(me.id),
    isTwoFactorEnabled(me.id),
    listTrustedDevices(me.id),
  ]);
  const thisBrowser = trustIdentifierOfRequest(request);
  return {
    email: me.email,
    twoFactor: { enabled: twoFactorOn, required: twoFactorRequired(me.profile.role) },
    sessions: sessionRows(sessions, me.sessionId),
    trustedDevices: trustedDeviceRows(devices, thisBrowser),
    history: signInRows(history),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await currentStaff({ request, context });
  return runAccountIntent(request, me, context.clientIp);
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, sessions, history } = loaderData;
  const mustEnrol = loaderData.twoFactor.required && !loaderData.twoFactor.enabled;
  // The two-factor forms are small password prompts: the first error of the form that posted.
  const errors = Object.fromEntries(Object.entries(actionData?.reply.error ?? {}).map(([name, messages]) => [name, messages?.[0] ?? ""]));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="My Account" description={`Signed in as ${email}`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* A super admin sent here to set up two-factor sees that card first. */}
        <div className={cn("flex flex-col gap-6", mustEnrol && "flex-col-reverse")}>
          <PasswordCard result={actionData} />
          <TwoFactorCard
            status={loaderData.twoFactor}
            view={actionData?.twoFactor}
            errors={actionData?.intent.startsWith("2fa-") ? errors : undefined}
          />
        </div>
        <div className="flex flex-col gap-6">
          <SessionsCard sessions={sessions} error={actionData?.intent === "end-session" ? errors.sessionId : undefined} />
          {loaderData.twoFactor.enabled || loaderData.trustedDevices.length > 0 ? (
            <TrustedDevicesCard
              devices={loaderData.trustedDevices}
              error={actionData?.intent === "forget-device" ? errors.deviceId : undefined}
            />
          ) : null}
        </div>
      </div>
      <SignInHistory history={history} />
    </div>
  );
}
