import { data, redirect } from "react-router";
import { NEWSLETTER_MESSAGES, newsletterSchema } from "../../lib/validation/newsletter";
import type { NewsletterResult } from "../../lib/validation/newsletter.messages";
import { logger } from "../../server/logger.server";
import { subscribe } from "../../server/models/newsletter.server";
import { handlePublicForm } from "../../server/public-form.server";
import { RATE_LIMITED_MESSAGE } from "../../server/rate-limit.server";
import { redirectWithToast } from "../../server/toast.server";
import type { Route } from "./+types/newsletter";

/**
 * The footer's 'Stay Updated' box posts here. With JavaScript (a fetcher sends js=1) the
 * answer is data for an inline message and a toast; without it, a redirect back to the
 * page the form was on, carrying the toast cookie.
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

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const withJs = formData.get("js") === "1";
  const respond = async (result: NewsletterResult, status = 200) => {
    if (withJs) return data(result, { status });
    return redirectWithToast(`${backTo(request)}#newsletter`, {
      title: result.title,
      description: result.fieldErrors?.email ?? result.description,
      type: result.ok ? "success" : "error",
    });
  };

  return handlePublicForm({
    form: "newsletter",
    formData,
    clientIp: context.clientIp,
    schema: newsletterSchema,
    honeypot: () => respond({ ok: true, status: "subscribed", ...NEWSLETTER_MESSAGES.subscribed }),
    invalid: ({ fieldErrors }) => respond({ ok: false, ...NEWSLETTER_MESSAGES.failure, fieldErrors }, 400),
    rateLimited: () => respond({ ok: false, title: "Error", description: RATE_LIMITED_MESSAGE }, 429),
    store: async ({ email }) => {
      try {
        // An address is on the list once (unique on lower(email)); a repeat is answered "already".
        const status = await subscribe(email);
        return await respond({ ok: true, status, ...NEWSLETTER_MESSAGES[status] });
      } catch (error) {
        logger.error({ err: error }, "newsletter subscribe failed");
        return respond({ ok: false, title: "Error", description: "Something went wrong. Please try again." }, 500);
      }
    },
  });
}
