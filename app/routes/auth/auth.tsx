import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { TextField } from "#app/components/form-fields";
import { FormMessage, firstIssue, StatusButton, ValidationSummary } from "#app/components/forms";
import { useHydrated } from "#app/components/use-hydrated";
import { useZodForm } from "#app/components/use-zod-form";
import { signIn, signUp } from "#app/features/accounts/auth-actions.server";
import { AuthCard } from "#app/features/accounts/auth-card";
import { LOCKED_TITLE } from "#app/features/accounts/auth-lockout.server";
import { type AuthMode, authModeSchema, credentialsSchema } from "#app/features/accounts/auth-schemas";
import { passwordProblem } from "#app/features/accounts/password-policy.server";
import { redirectSignedIn } from "#app/features/accounts/permissions.server";
import { firstErrors } from "#app/lib/forms";
import { ACCOUNT_INACTIVE_MESSAGE, VALIDATION_TITLE } from "#app/lib/messages";
import { rateLimitedToast, refuseOverRateLimit } from "#app/server/http/rate-limit.server";
import { createToastHeaders, type Toast } from "#app/server/http/toast.server";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Supertech Institute" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  const mode = authModeSchema.catch("signin").parse(new URL(request.url).searchParams.get("mode"));
  return { mode };
}

/**
 * Conform's reply (the e-mail kept, never the password), the mode to show, where a confirmation
 * link went, and a refusal that is not about one field (wrong password, locked, inactive) for
 * the page to show without JavaScript, where no toast can.
 */
type AuthAnswer = { result: SubmissionResult<string[]>; mode: AuthMode; signedUpAs?: string; refusal?: Toast };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const mode = authModeSchema.catch("signin").parse(formData.get("mode"));
  const submission = parseWithZod(formData, { schema: credentialsSchema, disableAutoCoercion: true });
  // Sign-in spends the same per-address budget ("signIn") as /api/auth/sign-in/email.
  const limited = await refuseOverRateLimit(
    mode === "signup" ? "signUp" : "signIn",
    context.clientIp,
    (formError): AuthAnswer => ({
      result: submission.reply({ hideFields: ["password"], formErrors: [formError] }),
      mode,
      refusal: rateLimitedToast(),
    }),
  );
  if (limited) return limited;
  // Every answer's toast travels in the toast cookie (decision 013); the password is never sent back.
  const answer = async (
    body: { mode: AuthMode; signedUpAs?: string; fieldErrors?: Record<string, string[]> },
    toast: Toast,
    init: { status?: number; headers?: HeadersInit } = {},
  ) =>
    data<AuthAnswer>(
      {
        result: submission.reply({ hideFields: ["password"], fieldErrors: body.fieldErrors }),
        mode: body.mode,
        signedUpAs: body.signedUpAs,
        refusal: toast.type === "error" && toast.title !== VALIDATION_TITLE ? toast : undefined,
      },
      { status: init.status, headers: await createToastHeaders(toast, init.headers) },
    );
  if (submission.status !== "success") {
    // Spec 5: the first issue, as 'Validation Error' (the page shows it under that title too).
    const first = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0] ?? "";
    return answer({ mode }, { title: VALIDATION_TITLE, description: first, type: "error" }, { status: 400 });
  }
  const credentials = submission.value;

  if (mode === "signup") {
    // Beyond the 6-character minimum: not a common password, not the e-mail (finding 3).
    const problem = passwordProblem(credentials.password, credentials.email);
    if (problem) {
      return answer(
        { mode, fieldErrors: { password: [problem] } },
        { title: VALIDATION_TITLE, description: problem, type: "error" },
        { status: 400 },
      );
    }
    const outcome = await signUp(credentials, request);
    if (outcome.ok) {
      return answer(
        { mode: "signin", signedUpAs: credentials.email },
        { title: "Check your email", description: "We sent you a confirmation link. Open it to activate your account.", type: "success" },
      );
    }
    if (outcome.reason === "exists") {
      return answer(
        { mode: "signin" },
        { title: "Account exists", description: "This email is already registered. Please sign in instead.", type: "error" },
        { status: 409 },
      );
    }
    return answer({ mode }, { title: "Error", description: "Failed to create account", type: "error" }, { status: 500 });
  }

  const outcome = await signIn(credentials, request, context.clientIp);
  if (!outcome.ok && outcome.reason === "locked") {
    const headers = outcome.retryAfter ? { "Retry-After": outcome.retryAfter } : undefined;
    return answer({ mode }, { title: LOCKED_TITLE, description: outcome.message, type: "error" }, { status: 429, headers });
  }
  if (!outcome.ok && outcome.reason === "two-factor") {
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    throw redirect("/auth/two-factor", { headers });
  }
  if (!outcome.ok && outcome.reason === "inactive") {
    return answer({ mode }, { ...ACCOUNT_INACTIVE_MESSAGE, type: "error" }, { status: 403 });
  }
  if (!outcome.ok) {
    const toast: Toast =
      outcome.reason === "invalid"
        ? { title: "Invalid credentials", description: "Please check your email and password and try again.", type: "error" }
        : outcome.reason === "unverified"
          ? { title: "Email not confirmed", description: "Please open the confirmation link we e-mailed you, then sign in.", type: "error" }
          : { title: "Error", description: "Failed to sign in", type: "error" };
    return answer({ mode }, toast, { status: outcome.reason === "failed" ? 500 : 401 });
  }
  throw await redirectSignedIn(request, outcome.setCookies);
}

const SUMMARY_ID = "auth-validation";

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [mode, setMode] = useState<AuthMode>(actionData?.mode ?? loaderData.mode);
  useEffect(() => {
    if (actionData?.mode) setMode(actionData.mode);
  }, [actionData]);
  const { form, fields, formProps } = useZodForm({ id: "auth-form", schema: credentialsSchema, lastResult: actionData?.result });
  // The first issue is shown once, in the summary (spec 5: "Validation Error"); its field points there.
  const { "": _form, ...errors } = firstErrors(form.allErrors);
  const first = firstIssue(errors);
  const describedBy = (name: "email" | "password") => (first?.name === name ? SUMMARY_ID : undefined);
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  // With JavaScript the toast says it; the server's page (no JavaScript) says it above the form.
  const hydrated = useHydrated();
  const isSignUp = mode === "signup";

  return (
    <AuthCard
      title={isSignUp ? "Create an account" : "Welcome back"}
      subtitle={isSignUp ? "Sign up with your e-mail address" : "Sign in to your account"}
    >
      {actionData?.signedUpAs ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
          Check your email: we sent a confirmation link to {actionData.signedUpAs}.
        </p>
      ) : null}
      <Form method="post" action="/auth" className="flex flex-col gap-4" {...formProps}>
        <input type="hidden" name="mode" value={mode} />
        <ValidationSummary id={SUMMARY_ID} errors={errors} />
        {hydrated ? null : (
          <FormMessage title={actionData?.refusal?.title} message={actionData?.refusal?.description} testId="auth-refusal" />
        )}
        <TextField
          meta={fields.email}
          label="Email"
          required
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          describedBy={describedBy("email")}
        />
        <TextField
          meta={fields.password}
          label="Password"
          required
          type="password"
          autoComplete={isSignUp ? "new-password" : "current-password"}
          placeholder={isSignUp ? "Minimum 6 characters" : "Your password"}
          describedBy={describedBy("password")}
        />
        {isSignUp ? null : (
          <Link to="/auth/forgot-password" className="-mt-2 self-end text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        )}
        <StatusButton type="submit" pending={pending} size="lg" className="w-full">
          {isSignUp ? "Sign Up" : "Sign In"}
        </StatusButton>
      </Form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {isSignUp ? "Already have an account?" : "Don't have an account?"}{" "}
        <Link
          to={isSignUp ? "/auth" : "/auth?mode=signup"}
          onClick={(event) => {
            event.preventDefault();
            setMode(isSignUp ? "signin" : "signup");
          }}
          className="font-semibold text-brand-700 hover:underline"
        >
          {isSignUp ? "Sign in" : "Sign up"}
        </Link>
      </p>
    </AuthCard>
  );
}
