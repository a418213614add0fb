import type { MetaDescriptor } from "react-router";
import { LANGS, type Lang, LOCALE, langFromPath, localePath } from "#app/i18n/lang";
import { type Catalogue, createTranslate, type Translate } from "#app/i18n/translate";
import { SITE_DEFAULTS, type SiteSettings } from "./site-defaults";
import { SITE_LAYOUT_ID, type SiteLayoutData } from "./site-layout";

/**
 * Title, description, canonical URL and Open Graph tags for a public page. `origin` comes
 * from the site layout's loader data (BASE_URL), so canonical URLs are absolute.
 */
function seo({
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
  /** The page's language: its canonical URL is its own; hreflang links name both. */
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

/** The part of the site layout's loader data that `meta` reads, with the page's language; `messages` as a plain catalogue. */
type SiteMetaData = Pick<SiteLayoutData, "origin" | "settings"> & { lang: Lang; messages?: Catalogue };
type SiteMeta = SiteMetaData & { t: Translate };
type MetaMatches = readonly ({ id: string; data?: unknown; pathname?: string } | undefined)[];

/**
 * The site layout's loader data from a route's `matches` (in `meta`), for `pageSeo()`, with `t`
 * over the page's own catalogue (the layout sends it: no catalogue in the route's bundle):
 * `const site = siteData(matches); return pageSeo(site, { title: site.t("home.metaTitle"), ... })`.
 */
export function siteData(matches: MetaMatches): SiteMeta {
  const layout = matches.find((m) => m?.id === SITE_LAYOUT_ID);
  const lang = langFromPath(matches.at(-1)?.pathname ?? "/");
  const data = layout?.data as Omit<SiteMetaData, "lang"> | undefined;
  const messages = data?.messages ?? {};
  return {
    ...(data ?? { origin: "", settings: SITE_DEFAULTS }),
    lang,
    t: createTranslate(LOCALE[lang], messages, messages),
  };
}

/** `seo()` for a page of the site layout: origin, language and site name are the layout's. */
export function pageSeo(
  site: SiteMeta,
  page: { title: string; description: string; path: string; image?: string; type?: string },
): MetaDescriptor[] {
  return seo({ ...page, origin: site.origin, lang: site.lang, siteName: site.settings.site_name });
}

/**
 * The tags of a page whose title and description are `<ns>.metaTitle` / `<ns>.metaDescription`
 * in its catalogue; `values` fills their placeholders (the site name, the trust figures...).
 */
export function catalogueSeo(site: SiteMeta, ns: string, path: string, values?: Record<string, string | number>): MetaDescriptor[] {
  return pageSeo(site, { title: site.t(`${ns}.metaTitle`, values), description: site.t(`${ns}.metaDescription`, values), path });
}

/** A route's whole `meta` for such a page: `export const meta: Route.MetaFunction = catalogueMeta("about", "/about")`. */
export function catalogueMeta(ns: string, path: string, values?: (settings: SiteSettings) => Record<string, string | number>) {
  return ({ matches }: { matches: MetaMatches }) => {
    const site = siteData(matches);
    return catalogueSeo(site, ns, path, values?.(site.settings));
  };
}
