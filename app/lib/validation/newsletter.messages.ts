// The newsletter box's texts, apart from its zod schema (which the browser loads on first use).
import type { Lang } from "../../i18n/lang";
import { FORMS } from "./form-errors";

/** The box's answers in a page's language (the English ones are the spec's): toasts, and the line under the box. */
export function newsletterMessagesFor(lang: Lang) {
  const { newsletter, errors } = FORMS[lang];
  const { subscribed, already, error } = newsletter;
  return { subscribed, already, error, failure: { title: error.title, description: errors.emailInvalid } };
}
export const NEWSLETTER_MESSAGES = newsletterMessagesFor("en");
