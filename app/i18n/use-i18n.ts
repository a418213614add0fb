import { useLocation } from "react-router";
import { i18nFor } from "./i18n";
import { type Lang, langFromPath, localePath } from "./lang";

/**
 * The current page's language (from its path), its translate function and a helper that
 * puts a site path in that language: `const { t, to } = useI18n(); <Link to={to("/courses")}>`.
 */
export function useI18n() {
  const { pathname } = useLocation();
  const lang: Lang = langFromPath(pathname);
  const i18n = i18nFor(lang);
  return { lang, t: i18n.t.bind(i18n), to: (path: string) => localePath(lang, path) };
}
