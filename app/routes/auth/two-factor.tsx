import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormMessage, StatusButton } from "#app/components/forms";
import { useZodForm } from "#app/components/use-zod-form";
import { twoFactorSignInSchema } from "#app/features/accounts/account-schemas";
import { AuthCard } from "#app/features/accounts/auth-card";
import { TRUST_DEVICE_DAYS } from "#app/features/accounts/auth-options.server";
import { OneTimeCodeField } from "#app/features/accounts/one-time-code-field";
import { redirectSignedIn } from "#app/features/accounts/permissions.server";
import { verifyBackupCode, verifyCode } from "#app/features/accounts/two-factor.server";
import { refuseOverRateLimit } from "#app/server/http/rate-limit.server";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = () => [
  { title: "Two-factor sign-in | Supertech Institute" },
  { name: "robots", content: "noindex" },
];

/** Better Auth's signed cookie for a sign-in waiting for its second step (10 minutes). */
const hasPendingSignIn = (request: Request) => /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=/.test(request.headers.get("cookie") ?? "");

/** The second sign-in step (decision 011): a code from the app, or ?method=backup for a backup code. */
export function loader({ request }: Route.LoaderArgs) {
  if (!hasPendingSignIn(request)) throw redirect("/auth");
  const method = new URL(request.url).searchParams.get("method") === "backup" ? "backup" : "totp";
  return { method, trustDays: TRUST_DEVICE_DAYS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: twoFactorSignInSchema, disableAutoCoercion: true });
  const limited = await refuseOverRateLimit("signIn", context.clientIp, (formError) => ({
    result: submission.reply({ formErrors: [formError] }),
  }));
  if (limited) return limited;
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { method, code, trustDevice } = submission.value;
  const call = { request, clientIp: context.clientIp };
  const outcome =
    method === "totp" ? await verifyCode(code, trustDevice === "on", call) : await verifyBackupCode(code, trustDevice === "on", call);
  if (!outcome.ok) return data({ result: submission.reply({ fieldErrors: { code: [outcome.message] } }) }, { status: 400 });
  throw await redirectSignedIn(request, outcome.setCookies);
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { form, fields, formProps } = useZodForm({ id: "two-factor", schema: twoFactorSignInSchema, lastResult: actionData?.result });
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/two-factor") === true;
  const backup = loaderData.method === "backup";
  return (
    <AuthCard
      title="Verify it's you"
      subtitle={backup ? "Enter one of your backup codes" : "Enter the code from your authenticator app"}
      back={{ to: "/auth", label: "Back to sign in" }}
    >
      <Form
        method="post"
        action={backup ? "/auth/two-factor?method=backup" : "/auth/two-factor"}
        className="flex flex-col gap-4"
        {...formProps}
      >
        <FormMessage message={form.errors?.[0]} />
        <input type="hidden" name="method" value={loaderData.method} />
        <OneTimeCodeField meta={fields.code} backup={backup} />
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input type="checkbox" name="trustDevice" className="mt-0.5 size-4 accent-brand-700" />
          <span>Remember this device for {loaderData.trustDays} days</span>
        </label>
        <StatusButton type="submit" pending={pending} size="lg" className="w-full">
          <ShieldCheck aria-hidden="true" /> Verify and sign in
        </StatusButton>
      </Form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {backup ? "Have your phone?" : "No phone with you?"}{" "}
        <Link to={backup ? "/auth/two-factor" : "/auth/two-factor?method=backup"} className="font-semibold text-brand-700 hover:underline">
          {backup ? "Use the authenticator app" : "Use a backup code"}
        </Link>
      </p>
    </AuthCard>
  );
}
