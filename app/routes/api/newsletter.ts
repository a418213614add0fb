import { data, redirect } from "react-router";
import { isBot, parseForm } from "../../lib/forms";
import { NEWSLETTER_MESSAGES, newsletterSchema } from "../../lib/validation/newsletter";
import { logger } from "../../server/logger.server";
import { subscribe } from "../../server/models/newsletter.server";
import { hit, RATE_LIMITED_MESSAGE, RATE_RULES } from "../../server/rate-limit.server";
import { redirectWithToast } from "../../server/toast.server";
import type { Route } from "./+types/newsletter";

/**
 * The footer's 'Stay Updated' box posts here. With JavaScript (a fetcher sends js=1) the
 * answer is data for an inline message and a toast; without it, a redirect back to the
 * page the form was on, carrying the toast cookie.
 */
export type NewsletterResult = {
  ok: boolean;
  status?: "subscribed" | "already";
  title: string;
  description: string;
  fieldErrors?: Record<string, string>;
};

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
    return `${from.pathname}${from.search}`;
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

  if (!(await hit("publicForm", context.clientIp, RATE_RULES.publicForm))) {
    return respond({ ok: false, title: "Error", description: RATE_LIMITED_MESSAGE }, 429);
  }
  if (isBot(formData)) return respond({ ok: true, status: "subscribed", ...NEWSLETTER_MESSAGES.subscribed });

  const parsed = parseForm(newsletterSchema, formData);
  if (!parsed.success) {
    return respond({ ok: false, ...NEWSLETTER_MESSAGES.failure, fieldErrors: parsed.result.fieldErrors }, 400);
  }
  try {
    const status = await subscribe(parsed.data.email);
    return respond({ ok: true, status, ...NEWSLETTER_MESSAGES[status] });
  } catch (error) {
    logger.error({ err: error }, "newsletter subscribe failed");
    return respond({ ok: false, title: "Error", description: "Something went wrong. Please try again." }, 500);
  }
}
