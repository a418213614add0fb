import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { getSiteSettings } from "#app/features/settings/index.server";
import { translatorFor } from "#app/i18n/i18n";
import { type Lang, localePath } from "#app/i18n/lang";
import { DEFAULT_LOGO_URL, publicDirs } from "#app/server/pdf/pdf-logo.server";
import { PORTAL_SCRIPT_SOURCE, SERVICE_WORKER_SOURCE } from "./service-worker";

/** The institute's colours (app.css brand-700 and white), for the installed app's frame. */
const THEME = "#123c7c";
const ICON_SIZES = [192, 512] as const;

/** The web app manifest in the page's language: the institute's name, the portal as the start, its icons. */
async function manifest(lang: Lang) {
  const settings = await getSiteSettings();
  const t = translatorFor(lang);
  const home = localePath(lang, "/student");
  return {
    name: `${settings.site_name}: ${t("portal.title")}`,
    short_name: t("portal.title"),
    description: t("portal.metaDescription"),
    lang: lang === "hi" ? "hi-IN" : "en-IN",
    start_url: home,
    scope: home,
    id: home,
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME,
    icons: ICON_SIZES.flatMap((size) => [
      { src: `/student/app/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" },
      { src: `/student/app/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "maskable" },
    ]),
  };
}

const icons = new Map<number, Promise<Buffer | null>>();

/** The logo mark on white with a safe margin (maskable), drawn once per size with sharp. */
function icon(size: number): Promise<Buffer | null> {
  let png = icons.get(size);
  if (!png) {
    png = (async () => {
      const file = publicDirs()
        .map((dir) => path.join(dir, DEFAULT_LOGO_URL))
        .find((candidate) => existsSync(candidate));
      if (!file) return null;
      const inner = Math.round(size * 0.7);
      const mark = await sharp(await readFile(file), { density: 300 })
        .resize(inner, inner, { fit: "contain", background: "#ffffff" })
        .png()
        .toBuffer();
      return sharp({ create: { width: size, height: size, channels: 4, background: "#ffffff" } })
        .composite([{ input: mark, gravity: "centre" }])
        .png()
        .toBuffer();
    })();
    icons.set(size, png);
  }
  return png;
}

/** The app shell's files are the same for everyone: cacheable, unlike the portal's pages. */
const SHELL = "public, max-age=3600";

/**
 * GET /student/app/:file (and /hi/student/app/manifest.webmanifest): the manifest, the service
 * worker, the page's script and the icons. 404 for anything else.
 */
export async function portalAppFile(file: string | undefined, lang: Lang): Promise<Response> {
  if (file === "manifest.webmanifest")
    return Response.json(await manifest(lang), { headers: { "Content-Type": "application/manifest+json", "Cache-Control": SHELL } });
  if (file === "sw.js")
    return new Response(SERVICE_WORKER_SOURCE, {
      // Scopes /student and /hi/student are above this file's folder: allowed explicitly.
      headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", "Service-Worker-Allowed": "/" },
    });
  if (file === "portal.js")
    return new Response(PORTAL_SCRIPT_SOURCE, {
      headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
    });
  const size = Number(/^icon-(\d+)\.png$/.exec(file ?? "")?.[1]);
  if ((ICON_SIZES as readonly number[]).includes(size)) {
    const png = await icon(size);
    if (png) return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png", "Cache-Control": SHELL } });
  }
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
