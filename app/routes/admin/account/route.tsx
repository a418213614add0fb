import { PageHeader } from "#app/components/admin/page-header";
import { TwoFactorCard } from "#app/components/admin/two-factor-card";
import { describeDevice } from "#app/lib/user-agent";
import { cn } from "#app/lib/utils";
import { listActiveSessions, signInHistory } from "#app/server/models/sessions.server";
import { listTrustedDevices, trustIdentifierOfRequest } from "#app/server/models/trusted-devices.server";
import { currentAdmin } from "#app/server/permissions.server";
import { isTwoFactorEnabled } from "#app/server/two-factor.server";
import { twoFactorRequired } from "#app/server/two-factor-policy.server";
import type { Route } from "./+types/route";
import { runAccountIntent } from "./account-actions.server";
import { PasswordCard } from "./password-card";
import { SessionsCard } from "./sessions-card";
import { SignInHistory } from "./sign-in-history";
import { TrustedDevicesCard } from "./trusted-devices-card";

export const meta: Route.MetaFunction = () => [{ title: "My Account | Admin" }];

/** Issue 13: every staff member's own account: password, two-factor, sessions, remembered devices, sign-in history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await currentAdmin({ request, context });
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
    sessions: sessions.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ip: s.ipAddress && s.ipAddress !== "unknown" ? s.ipAddress : null,
      signedInAt: s.createdAt,
      lastSeen: s.lastSeen,
      current: s.id === me.sessionId,
    })),
    // The verification row's id, never the identifier the trust cookie carries.
    trustedDevices: devices.map((d) => ({
      id: d.id,
      device: describeDevice(d.userAgent),
      ip: d.ip && d.ip !== "unknown" ? d.ip : null,
      rememberedAt: d.rememberedAt,
      expiresAt: d.expiresAt,
      current: d.identifier === thisBrowser,
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

export async function action({ request, context }: Route.ActionArgs) {
  const me = await currentAdmin({ request, context });
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
