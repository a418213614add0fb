import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "react-router";
import type { NewsletterAnswer } from "#app/components/site/newsletter-form";
import { subscribe } from "#app/features/enquiries/newsletter.server";
import { answerWithToast, handlePublicForm } from "#app/features/enquiries/public-form.server";
import { newsletterSchemaFor } from "#app/lib/validation/newsletter";
import { newsletterMessagesFor } from "#app/lib/validation/newsletter.messages";
import { rateLimitedToast } from "#app/server/http/rate-limit.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/newsletter";

/**
 * The footer's 'Stay Updated' box posts here, from every page in both languages: the form
 * carries its page's language (`lang`), so a Hindi page is answered in Hindi. With JavaScript
 * (a fetcher sends js=1) the answer is Conform's reply and the outcome for the inline message;
 * without it, a redirect back to the page the form was on. The toast is in the toast cookie.
 */

export function loader() {
  return redirect("/");
}

/** The same-site path the form was sent from (never another host). */
function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return "/";
    // A path starting "//" (or "/\") would be read by the browser as another host.
    return `${from.pathname.replace(/^[/\\]+/, "/")}${from.search}`;
  } catch {
    return "/";
  }
}

type Toast = { title: string; description: string; type: "success" | "error" };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const withJs = formData.get("js") === "1";
  const lang = formData.get("lang") === "hi" ? "hi" : "en";
  const messages = newsletterMessagesFor(lang);
  const respond = async (answer: NewsletterAnswer, toast: Toast, status = 200) => {
    if (!withJs) return redirectWithToast(`${backTo(request)}#newsletter`, toast);
    return answerWithToast(answer, toast, status);
  };
  const refuse = (result: SubmissionResult<string[]>, description: string, status: number) =>
    respond({ result }, { title: messages.failure.title, description, type: "error" }, status);
  const subscribed = (result: SubmissionResult<string[]>, status: "subscribed" | "already") =>
    respond({ result, sent: { status } }, { ...messages[status], type: "success" });

  return handlePublicForm({
    form: "newsletter",
    formData,
    clientIp: context.clientIp,
    schema: newsletterSchemaFor(lang),
    honeypot: (_, submission) => subscribed(submission.reply({ resetForm: true }), "subscribed"),
    invalid: (submission) => refuse(submission.reply(), submission.error?.email?.[0] ?? messages.failure.description, 400),
    rateLimited: (submission) => {
      const { description } = rateLimitedToast(lang);
      return refuse(submission.reply({ formErrors: [description] }), description, 429);
    },
    store: async ({ email }, submission) => {
      try {
        // An address is on the list once (unique on lower(email)); a repeat is answered "already".
        return await subscribed(submission.reply({ resetForm: true }), await subscribe(email));
      } catch (error) {
        logger.error({ err: error }, "newsletter subscribe failed");
        return refuse(submission.reply({ formErrors: [messages.error.description] }), messages.error.description, 500);
      }
    },
  });
}
