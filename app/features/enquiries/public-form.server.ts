import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { FormAnswer } from "#app/lib/forms";
import { formValues, isBot } from "#app/lib/forms";
import { TOAST_IN_PAGE_HEADER } from "#app/lib/toast-in-page";
import { hit, RATE_RULES } from "#app/server/http/rate-limit.server";
import { createToastHeaders, type Toast } from "#app/server/http/toast.server";

/** Every public form; each has its own rate-limit bucket, `form:<name>`. */
type PublicFormName = "admission" | "demo" | "contact" | "newsletter";

/** Conform's view of a public form's post (its `reply()` is what the page gets back). */
type PublicSubmission<S extends z.ZodType> = Submission<z.input<S>, string[], z.output<S>>;
/** A refused post: the same, with its field errors. */
type RefusedSubmission<S extends z.ZodType> = Exclude<PublicSubmission<S>, { status: "success" }>;

export type PublicFormSteps<S extends z.ZodType, R> = {
  form: PublicFormName;
  formData: FormData;
  clientIp: string;
  schema: S;
  /** A bot filled the honeypot: answer what a person would get on success; nothing is stored. */
  honeypot: (values: Record<string, string>, submission: PublicSubmission<S>) => R | Promise<R>;
  /** The schema refused the submission (400, `submission.reply()`). It does not count against the budget. */
  invalid: (submission: RefusedSubmission<S>) => R | Promise<R>;
  /** This address spent the form's budget for the window (429). */
  rateLimited: (submission: PublicSubmission<S>) => R | Promise<R>;
  /** A valid, counted submission: store it (once: storeEnquiry) and answer. */
  store: (input: z.output<S>, submission: PublicSubmission<S>) => Promise<R>;
};

/**
 * The one pipeline of every public form action, always in this order:
 * honeypot → parse → rate limit → store. A bot is answered first, without being counted;
 * only a submission that passes the shared zod schema (Conform's `parseWithZod`, as in the
 * browser) spends the address's budget, so typos on a shared carrier address (CGNAT) never
 * lock out the next person.
 */
export async function handlePublicForm<S extends z.ZodType, R>(steps: PublicFormSteps<S, R>): Promise<R> {
  const submission = parseWithZod(steps.formData, { schema: steps.schema, disableAutoCoercion: true }) as PublicSubmission<S>;
  if (isBot(steps.formData)) return steps.honeypot(formValues(steps.formData), submission);
  if (submission.status !== "success") return steps.invalid(submission as RefusedSubmission<S>);
  if (!(await hit(`form:${steps.form}`, steps.clientIp, RATE_RULES.publicForm))) return steps.rateLimited(submission);
  return steps.store(submission.value as z.output<S>, submission);
}

/**
 * A public form's answer when it does not redirect: Conform's reply and, after a success, what
 * the confirmation panel shows; the toast rides in the toast cookie, never in the data, except
 * for the HTML-first page's island (`inPage`, see formReplies), which draws it in the page it fetched.
 */
export async function answerWithToast<Sent>(answer: FormAnswer<Sent>, toast: Toast, status = 200, inPage = false) {
  if (inPage) return data<FormAnswer<Sent>>({ ...answer, toast: { ...toast, type: toast.type ?? "success" } }, { status });
  return data<FormAnswer<Sent>>(answer, { status, headers: await createToastHeaders(toast) });
}

/**
 * A public form action's answers, for its request: a success's (`answer`) and a refused post's
 * (`refuse`: Conform's reply, with the field errors and the form's message for a page without
 * JavaScript, and the same words as an error toast). The toast is drawn in the answer's page
 * (the root's ServerToast, `useHtmlFirstActionToast`) when that page is what the visitor sees: for the HTML-first page's island
 * (form-enhance.ts sends `X-Toast-In-Page`) and for a post without JavaScript (a navigation).
 * Only a hydrated form's request gets it in the toast cookie, for sonner: in the cookie, a
 * page's toast would show on the visitor's next page instead, or twice.
 */
export function formReplies<Sent>(request: Request) {
  const inPage = request.headers.has(TOAST_IN_PAGE_HEADER) || request.headers.get("sec-fetch-mode") === "navigate";
  return {
    answer: (reply: FormAnswer<Sent>, toast: Toast, status = 200) => answerWithToast(reply, toast, status, inPage),
    refuse: (result: SubmissionResult<string[]>, status: number, toast: { title: string; description: string }) =>
      answerWithToast<Sent>({ result }, { ...toast, type: "error" }, status, inPage),
  };
}
