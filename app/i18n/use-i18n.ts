import { useMemo } from "react";
import { useLocation } from "react-router";
import { useSiteLayoutData } from "#app/lib/site-layout";
import { type Lang, LOCALE, langFromPath, localePath } from "./lang";
import { createTranslate } from "./translate";

/**
 * The current page's language (from its path), its translate function and a helper that
 * puts a site path in that language: `const { t, to } = useI18n(); <Link to={to("/courses")}>`.
 * The catalogue is the site layout's loader data: a page carries its own language's messages
 * only, and no catalogue weighs on the JavaScript budget (decision 014).
 */
export function useI18n() {
  const { pathname } = useLocation();
  const lang: Lang = langFromPath(pathname);
  const messages = useSiteLayoutData()?.messages;
  const t = useMemo(() => createTranslate(LOCALE[lang], messages ?? {}, messages ?? {}), [lang, messages]);
  return { lang, t, to: (path: string) => localePath(lang, path) };
}
