import { MailCheck } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { Field, StatusButton, useFormValidation } from "../../components/forms";
import { AuthCard } from "../../components/site/auth-card";
import { Input } from "../../components/ui/input";
import { fieldErrorsOf, formValues } from "../../lib/forms";
import { forgotPasswordSchema } from "../../lib/validation/account";
import { RESET_LINK_MINUTES } from "../../server/auth.server";
import { requestPasswordReset } from "../../server/auth-actions.server";
import { enforceRateLimit, hit, RATE_RULES } from "../../server/rate-limit.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password | Supertech Institute" }, { name: "robots", content: "noindex" }];

type ActionResult = { sentTo?: string; minutes?: number; email?: string; fieldErrors?: Record<string, string>; formError?: string };

/**
 * Issue 13: the answer is the same whether or not an account has this address, so the page
 * tells nobody who is registered. Links to one address are capped (passwordResetMail).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await enforceRateLimit("passwordReset", context.clientIp);
  const formData = await request.formData();
  const parsed = forgotPasswordSchema.safeParse(formValues(formData));
  if (!parsed.success) {
    return data<ActionResult>(
      { email: String(formData.get("email") ?? "").slice(0, 200), fieldErrors: fieldErrorsOf(parsed.error) },
      { status: 400 },
    );
  }
  const email = parsed.data.email.toLowerCase();
  if (await hit("passwordResetMail", email, RATE_RULES.passwordResetMail)) {
    await requestPasswordReset(email, request, context.clientIp);
  }
  return data<ActionResult>({ sentTo: email, minutes: RESET_LINK_MINUTES });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { errors, formProps } = useFormValidation(forgotPasswordSchema, actionData?.fieldErrors);
  const pending = navigation.state !== "idle" && navigation.formAction === "/auth/forgot-password";

  if (actionData?.sentTo) {
    return (
      <AuthCard title="Check your email" subtitle="Reset your password" back={{ to: "/auth", label: "Back to sign in" }}>
        <div role="status" className="flex gap-3 rounded-lg bg-green-50 p-4 text-sm leading-relaxed text-green-900">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            If an account exists for <strong className="break-all">{actionData.sentTo}</strong>, we have e-mailed it a link to choose a new
            password. The link works once, for {actionData.minutes} minutes.
          </p>
        </div>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          No e-mail after a few minutes? Check your spam folder, or{" "}
          <Link to="/auth/forgot-password" reloadDocument className="font-semibold text-brand-700 hover:underline">
            ask again
          </Link>
          .
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password?"
      subtitle="We will e-mail you a link to choose a new one"
      back={{ to: "/auth", label: "Back to sign in" }}
    >
      <Form method="post" action="/auth/forgot-password" className="flex flex-col gap-4" {...formProps}>
        {actionData?.formError ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
            {actionData.formError}
          </p>
        ) : null}
        <Field label="Email" name="email" error={errors.email} required>
          {(p) => <Input {...p} type="email" autoComplete="email" defaultValue={actionData?.email ?? ""} placeholder="you@example.com" />}
        </Field>
        <StatusButton type="submit" pending={pending} size="lg" className="w-full">
          Send reset link
        </StatusButton>
      </Form>
    </AuthCard>
  );
}
