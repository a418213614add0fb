import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field, firstIssue, StatusButton, useFormValidation, ValidationSummary } from "../../components/forms";
import { AuthCard } from "../../components/site/auth-card";
import { type ToastMessage, useShowToast } from "../../components/toaster";
import { Input } from "../../components/ui/input";
import { fieldErrorsOf, formValues } from "../../lib/forms";
import { ACCOUNT_INACTIVE_MESSAGE } from "../../lib/messages";
import { type AuthMode, authModeSchema, credentialsSchema } from "../../lib/validation/auth";
import { signIn, signUp } from "../../server/auth-actions.server";
import { LOCKED_TITLE } from "../../server/auth-lockout.server";
import { passwordProblem } from "../../server/password-policy.server";
import { redirectSignedIn } from "../../server/permissions.server";
import { enforceRateLimit } from "../../server/rate-limit.server";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Supertech Institute" }, { name: "robots", content: "noindex" }];

export function loader({ request }: Route.LoaderArgs) {
  const mode = authModeSchema.catch("signin").parse(new URL(request.url).searchParams.get("mode"));
  return { mode };
}

type ActionResult = {
  mode: AuthMode;
  toast?: ToastMessage;
  fieldErrors?: Record<string, string>;
  email?: string;
  signedUp?: boolean;
};

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const mode = authModeSchema.catch("signin").parse(formData.get("mode"));
  // Sign-in spends the same per-address budget ("signIn") as /api/auth/sign-in/email.
  await enforceRateLimit(mode === "signup" ? "signUp" : "signIn", context.clientIp);
  const parsed = credentialsSchema.safeParse(formValues(formData));
  const email = String(formData.get("email") ?? "");
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const first = parsed.error.issues[0]?.message ?? "";
    return data<ActionResult>(
      { mode, email, fieldErrors, toast: { title: "Validation Error", description: first, type: "error" } },
      { status: 400 },
    );
  }

  if (mode === "signup") {
    // Beyond the 6-character minimum: not a common password, not the e-mail (finding 3).
    const problem = passwordProblem(parsed.data.password, parsed.data.email);
    if (problem) {
      return data<ActionResult>(
        { mode, email, fieldErrors: { password: problem }, toast: { title: "Validation Error", description: problem, type: "error" } },
        { status: 400 },
      );
    }
    const outcome = await signUp(parsed.data, request);
    if (outcome.ok) {
      return data<ActionResult>({
        mode: "signin",
        email: parsed.data.email,
        signedUp: true,
        toast: {
          title: "Check your email",
          description: "We sent you a confirmation link. Open it to activate your account.",
          type: "success",
        },
      });
    }
    if (outcome.reason === "exists") {
      return data<ActionResult>(
        {
          mode: "signin",
          email: parsed.data.email,
          toast: { title: "Account exists", description: "This email is already registered. Please sign in instead.", type: "error" },
        },
        { status: 409 },
      );
    }
    return data<ActionResult>(
      { mode, email, toast: { title: "Error", description: "Failed to create account", type: "error" } },
      { status: 500 },
    );
  }

  const outcome = await signIn(parsed.data, request, context.clientIp);
  if (!outcome.ok && outcome.reason === "locked") {
    const headers = outcome.retryAfter ? { "Retry-After": outcome.retryAfter } : undefined;
    return data<ActionResult>(
      { mode, email, toast: { title: LOCKED_TITLE, description: outcome.message, type: "error" } },
      { status: 429, headers },
    );
  }
  if (!outcome.ok && outcome.reason === "two-factor") {
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    throw redirect("/auth/two-factor", { headers });
  }
  if (!outcome.ok && outcome.reason === "inactive") {
    return data<ActionResult>({ mode, email, toast: { ...ACCOUNT_INACTIVE_MESSAGE, type: "error" } }, { status: 403 });
  }
  if (!outcome.ok) {
    const toast: ToastMessage =
      outcome.reason === "invalid"
        ? { title: "Invalid credentials", description: "Please check your email and password and try again.", type: "error" }
        : outcome.reason === "unverified"
          ? { title: "Email not confirmed", description: "Please open the confirmation link we e-mailed you, then sign in.", type: "error" }
          : { title: "Error", description: "Failed to sign in", type: "error" };
    return data<ActionResult>({ mode, email, toast }, { status: outcome.reason === "failed" ? 500 : 401 });
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
  // A failed validation is shown by the form's own message (with or without JavaScript), not as a toast too.
  useShowToast(actionData?.fieldErrors ? undefined : actionData?.toast);
  const { errors, formProps } = useFormValidation(credentialsSchema, actionData?.fieldErrors);
  const first = firstIssue(errors);
  // The first issue is shown once, in the summary; its field points there.
  const fieldError = (name: "email" | "password") => (first?.name === name ? undefined : errors[name]);
  const describedBy = (name: "email" | "password") => (first?.name === name ? SUMMARY_ID : undefined);
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const isSignUp = mode === "signup";

  return (
    <AuthCard
      title={isSignUp ? "Create an account" : "Welcome back"}
      subtitle={isSignUp ? "Sign up with your e-mail address" : "Sign in to your account"}
    >
      {actionData?.signedUp ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-sm text-green-900">
          Check your email: we sent a confirmation link to {actionData.email}.
        </p>
      ) : null}
      <Form method="post" action="/auth" className="flex flex-col gap-4" {...formProps}>
        <input type="hidden" name="mode" value={mode} />
        <ValidationSummary id={SUMMARY_ID} errors={errors} />
        <Field label="Email" name="email" error={fieldError("email")} describedBy={describedBy("email")} required>
          {(p) => <Input {...p} type="email" autoComplete="email" defaultValue={actionData?.email ?? ""} placeholder="you@example.com" />}
        </Field>
        <Field label="Password" name="password" error={fieldError("password")} describedBy={describedBy("password")} required>
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete={isSignUp ? "new-password" : "current-password"}
              placeholder={isSignUp ? "Minimum 6 characters" : "Your password"}
            />
          )}
        </Field>
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
