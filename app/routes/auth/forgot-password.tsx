import { parseWithZod } from "@conform-to/zod/v4";
import { MailCheck } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { TextField } from "#app/components/form-fields";
import { FormMessage, StatusButton } from "#app/components/forms";
import { useZodForm } from "#app/components/use-zod-form";
import { forgotPasswordSchema } from "#app/features/accounts/account-schemas";
import { RESET_LINK_MINUTES } from "#app/features/accounts/auth.server";
import { requestPasswordReset } from "#app/features/accounts/auth-actions.server";
import { AuthCard } from "#app/features/accounts/auth-card";
import type { FormAnswer } from "#app/lib/forms";
import { refuseOverRateLimit } from "#app/server/http/rate-limit.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password | Supertech Institute" }, { name: "robots", content: "noindex" }];

/** Conform's reply; after a request, where the link went and how long it works. */
type ForgotAnswer = FormAnswer<{ to: string; minutes: number }>;

/**
 * Decision 011: the answer is the same whether or not an account has this address, so the page
 * tells nobody who is registered. Links to one address are capped (passwordResetMail), by
 * Better Auth's before hook (auth.server.ts), so the API path keeps the same cap.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema, disableAutoCoercion: true });
  const limited = await refuseOverRateLimit(
    "passwordReset",
    context.clientIp,
    (formError): ForgotAnswer => ({
      result: submission.reply({ formErrors: [formError] }),
    }),
  );
  if (limited) return limited;
  if (submission.status !== "success") return data<ForgotAnswer>({ result: submission.reply() }, { status: 400 });
  const email = submission.value.email.toLowerCase();
  await requestPasswordReset(email, request, context.clientIp);
  return data<ForgotAnswer>({ result: submission.reply({ resetForm: true }), sent: { to: email, minutes: RESET_LINK_MINUTES } });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { form, fields, formProps } = useZodForm({ id: "forgot-password", schema: forgotPasswordSchema, lastResult: actionData?.result });
  const sent = actionData?.sent;
  const pending = navigation.state !== "idle" && navigation.formAction === "/auth/forgot-password";

  if (sent) {
    return (
      <AuthCard title="Check your email" subtitle="Reset your password" back={{ to: "/auth", label: "Back to sign in" }}>
        <div role="status" className="flex gap-3 rounded-lg bg-green-50 p-4 text-sm leading-relaxed text-green-900">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            If an account exists for <strong className="break-all">{sent.to}</strong>, we have e-mailed it a link to choose a new password.
            The link works once, for {sent.minutes} minutes.
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
        <FormMessage message={form.errors?.[0]} />
        <TextField meta={fields.email} label="Email" required type="email" autoComplete="email" placeholder="you@example.com" />
        <StatusButton type="submit" pending={pending} size="lg" className="w-full">
          Send reset link
        </StatusButton>
      </Form>
    </AuthCard>
  );
}
