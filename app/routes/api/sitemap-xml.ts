import { listSitemapCourses } from "#app/features/courses/courses.server";
import { LANGS, localePath } from "#app/i18n/lang";
import { baseUrl } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";

/** Every public page (spec 2), most important first. */
const SITEMAP_PAGES: ReadonlyArray<{ path: string; changefreq: string; priority: string }> = [
  { path: "/", changefreq: "weekly", priority: "1.0" },
  { path: "/courses", changefreq: "weekly", priority: "0.9" },
  { path: "/internal-courses", changefreq: "weekly", priority: "0.8" },
  { path: "/online-courses", changefreq: "monthly", priority: "0.8" },
  { path: "/admission", changefreq: "monthly", priority: "0.9" },
  { path: "/about", changefreq: "monthly", priority: "0.7" },
  { path: "/certificate", changefreq: "monthly", priority: "0.6" },
  { path: "/gallery", changefreq: "monthly", priority: "0.6" },
  { path: "/contact", changefreq: "monthly", priority: "0.8" },
  { path: "/careers", changefreq: "monthly", priority: "0.5" },
  { path: "/privacy", changefreq: "yearly", priority: "0.3" },
  { path: "/terms", changefreq: "yearly", priority: "0.3" },
  { path: "/sitemap", changefreq: "monthly", priority: "0.3" },
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** /sitemap.xml: the public pages and every active course's /course/{id}, in English and Hindi, as absolute URLs. */
export async function loader() {
  const origin = baseUrl();
  const courses = await listSitemapCourses().catch((error: unknown) => {
    logger.error({ err: error }, "sitemap.xml: failed to load courses");
    return [];
  });
  // Every page in both languages, each naming its alternates so engines pair them.
  const entry = (path: string, extra: string) => {
    const alternates = [
      ...LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + localePath(lang, path))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`,
    ].join("");
    return LANGS.map((lang) => `  <url><loc>${escapeXml(origin + localePath(lang, path))}</loc>${alternates}${extra}</url>`);
  };
  const urls = [
    ...SITEMAP_PAGES.flatMap((page) =>
      entry(page.path, `<changefreq>${page.changefreq}</changefreq><priority>${page.priority}</priority>`),
    ),
    ...courses.flatMap((course) => {
      const changed = course.updated_at ?? course.created_at;
      const lastmod = changed ? `<lastmod>${new Date(changed).toISOString().slice(0, 10)}</lastmod>` : "";
      return entry(`/course/${course.id}`, `${lastmod}<changefreq>weekly</changefreq><priority>0.8</priority>`);
    }),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
