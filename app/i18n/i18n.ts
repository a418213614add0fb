import { type Lang, LOCALE, langFromPath } from "./lang";
import { en, type Messages } from "./messages/en";
import { hi } from "./messages/hi";
import { pageNamespaces } from "./page-namespaces";
import { createTranslate, type Translate } from "./translate";

/** Every language's catalogue: for the server (the layout sends the page's one) and tests. */
const MESSAGES = { en, hi } as const;

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

/** The page's messages in its language, for the site layout's loader data. */
export function pageMessages(pathname: string): Partial<Messages> {
  const messages = MESSAGES[langFromPath(pathname)];
  return Object.fromEntries(pageNamespaces(pathname).map((ns) => [ns, messages[ns]]));
}
