import { baseUrl } from "#app/server/env.server";

/** /robots.txt: everything public may be crawled; the back office and sign-in may not. */
export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /auth", "", `Sitemap: ${baseUrl()}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
