import type { MetaDescriptor } from "react-router";
import { LANGS, type Lang, LOCALE, langFromPath, localePath } from "../i18n/lang";

/**
 * Title, description, canonical URL and Open Graph tags for a public page. `origin` comes
 * from the site layout's loader data (BASE_URL), so canonical URLs are absolute.
 */
export function seo({
  title,
  description,
  path,
  origin,
  siteName = "Supertech Institute",
  image = "/images/og-default.png",
  type = "website",
  lang = "en",
}: {
  title: string;
  description: string;
  path: string;
  origin: string;
  siteName?: string;
  image?: string;
  type?: string;
  /** The page's language: its canonical URL is its own; hreflang links name both (issue 11). */
  lang?: Lang;
}): MetaDescriptor[] {
  const url = `${origin}${localePath(lang, path)}`;
  const fullTitle = title.includes(siteName) ? title : `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGS.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: `${origin}${localePath(l, path)}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${path}` },
    { property: "og:locale", content: LOCALE[lang].replace("-", "_") },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.startsWith("http") ? image : `${origin}${image}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** JSON for a <script type="application/ld+json">, escaped so text can never close the tag. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

type SiteLayoutData = { origin: string; settings: { site_name: string }; lang: Lang };

/**
 * The site layout's loader data from a route's `matches` (in `meta`), for `seo()`:
 * `const site = siteData(matches); return seo({ ..., origin: site.origin, siteName: site.settings.site_name })`.
 */
export function siteData(matches: readonly ({ id: string; data?: unknown; pathname?: string } | undefined)[]): SiteLayoutData {
  const layout = matches.find((m) => m?.id === "routes/site/layout");
  const lang = langFromPath(matches.at(-1)?.pathname ?? "/");
  const data = layout?.data as Omit<SiteLayoutData, "lang"> | undefined;
  return { ...(data ?? { origin: "", settings: { site_name: "Supertech Institute" } }), lang };
}
