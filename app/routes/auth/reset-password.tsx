import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { FormMessage, StatusButton } from "#app/components/forms";
import { useZodForm } from "#app/components/use-zod-form";
import { resetPasswordSchema } from "#app/features/accounts/account-schemas";
import { resetPassword } from "#app/features/accounts/auth-actions.server";
import { AuthCard } from "#app/features/accounts/auth-card";
import { NewPasswordFields } from "#app/features/accounts/new-password-fields";
import { passwordProblem } from "#app/features/accounts/password-policy.server";
import { resetTokenIsUsable } from "#app/features/accounts/users.server";
import { refuseOverRateLimit } from "#app/server/http/rate-limit.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password | Supertech Institute" },
  { name: "robots", content: "noindex" },
  // The token is in this page's address: never send it on to another site.
  { name: "referrer", content: "no-referrer" },
];

const INVALID_LINK = "This link has expired or was already used. Ask for a new one.";

/** The link from the e-mail (decision 011): valid for 30 minutes, once. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  return { token, usable: token.length > 0 && token.length <= 200 && (await resetTokenIsUsable(token)) };
}

/** The passwords are never sent back to the page. */
const HIDDEN = ["newPassword", "confirmPassword"];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema, disableAutoCoercion: true });
  const refuse = (status: number, options: { fieldErrors?: Record<string, string[]>; formErrors?: string[] } = {}) =>
    data({ result: submission.reply({ ...options, hideFields: HIDDEN }) }, { status });
  const limited = await refuseOverRateLimit("passwordReset", context.clientIp, (formError) => ({
    result: submission.reply({ formErrors: [formError], hideFields: HIDDEN }),
  }));
  if (limited) return limited;
  if (submission.status !== "success") return refuse(400);
  const { token, newPassword } = submission.value;
  // The common-password and e-mail rules are checked again by the hook; here for a field message.
  const problem = passwordProblem(newPassword);
  if (problem) return refuse(400, { fieldErrors: { newPassword: [problem] } });
  const outcome = await resetPassword(token, newPassword, request, context.clientIp);
  if (outcome.ok) {
    throw await redirectWithToast("/auth", {
      title: "Password changed",
      description: "Sign in with your new password. Your account was signed out everywhere else.",
      type: "success",
    });
  }
  if (outcome.reason === "refused") return refuse(400, { fieldErrors: { newPassword: [outcome.message ?? ""] } });
  if (outcome.reason === "invalid-token") return refuse(400, { formErrors: [INVALID_LINK] });
  return refuse(500, { formErrors: ["Failed to reset the password. Please try again."] });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { form, fields, formProps } = useZodForm({ id: "reset-password", schema: resetPasswordSchema, lastResult: actionData?.result });
  const formError = form.errors?.[0];
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/reset-password") === true;
  const back = { to: "/auth", label: "Back to sign in" };

  if (!loaderData.usable || formError === INVALID_LINK) {
    return (
      <AuthCard title="Link expired" subtitle="Reset your password" back={back}>
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm leading-relaxed text-red-900">
          {INVALID_LINK}
        </p>
        <Link
          to="/auth/forgot-password"
          className="mt-6 inline-flex h-11 w-full items-center justify-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
        >
          Send a new link
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="This signs your account out everywhere else" back={back}>
      <Form method="post" className="flex flex-col gap-4" {...formProps}>
        <FormMessage message={formError} />
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields fields={fields} />
        <StatusButton type="submit" pending={pending} size="lg" className="w-full">
          Save new password
        </StatusButton>
      </Form>
    </AuthCard>
  );
}
