import { type Lang, LOCALE } from "./lang";
import { en } from "./messages/en";
import { hi } from "./messages/hi";
import { createTranslate, type Translate } from "./translate";

/** Every language's catalogue: for the server (the layout sends the page's one) and tests. */
export const MESSAGES = { en, hi } as const;

const translators = new Map<Lang, Translate>();

/** The translate function of a language (English is the fallback for a missing message). */
export function translatorFor(lang: Lang): Translate {
  let t = translators.get(lang);
  if (!t) {
    t = createTranslate(LOCALE[lang], MESSAGES[lang], en);
    translators.set(lang, t);
  }
  return t;
}
