/**
 * The page's language comes from its path only: English at the spec's URLs, Hindi
 * under /hi. Never a cookie or Accept-Language, so a page is cacheable by its path.
 */
export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];

export const HINDI_PREFIX = "/hi";

/** BCP 47 tags for <html lang>, hreflang and Intl (Indian English, Hindi in India). */
export const LOCALE: Record<Lang, string> = { en: "en-IN", hi: "hi-IN" };

export function langFromPath(pathname: string): Lang {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The same page in English: "/hi/courses" → "/courses", "/hi" → "/". */
export function englishPath(pathname: string): string {
  if (langFromPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/** A site path ("/courses?trade=ac", "/") in a language. */
export function localePath(lang: Lang, path: string): string {
  if (lang === "en") return path;
  if (path === "/") return HINDI_PREFIX;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${HINDI_PREFIX}${path.slice(1)}`;
  return `${HINDI_PREFIX}${path}`;
}

/** The current page in the other language (the header switch), keeping the query string. */
export function switchPath(pathname: string, search: string, to: Lang): string {
  return localePath(to, englishPath(pathname)) + search;
}
