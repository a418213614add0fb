// The newsletter box's texts, apart from its zod schema (which the browser loads on first use).
import type { Lang } from "#app/i18n/lang";
import { FORMS } from "./form-errors";

/**
 * The toasts' titles, and the failure that only the server meets. They are not in the forms
 * catalogue, which every public page carries in its HTML: the page never shows them itself (the
 * toast comes through the root loader), and an anonymous page from the cache must not read as if
 * it carried someone's "Subscribed!" (tests/robustness/page-cache.test.ts).
 */
const SERVER_WORDS: Record<Lang, { subscribed: string; already: string; error: string; failure: string }> = {
  en: { subscribed: "Subscribed!", already: "Already subscribed", error: "Error", failure: "Something went wrong. Please try again." },
  hi: {
    subscribed: "सब्सक्राइब हो गया!",
    already: "पहले से सब्सक्राइब है",
    error: "गड़बड़ी",
    failure: "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
  },
};

/** The box's answers in a page's language (the English ones are the spec's): toasts, and the line under the box. */
export function newsletterMessagesFor(lang: Lang) {
  const { newsletter, errors } = FORMS[lang];
  const words = SERVER_WORDS[lang];
  return {
    subscribed: { title: words.subscribed, description: newsletter.subscribed },
    already: { title: words.already, description: newsletter.already },
    error: { title: words.error, description: words.failure },
    failure: { title: words.error, description: errors.emailInvalid },
  };
}
export const NEWSLETTER_MESSAGES = newsletterMessagesFor("en");
