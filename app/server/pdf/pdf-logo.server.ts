import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { logger } from "#app/server/logger.server";
import { isStoredImageUrl, localUploadsDir } from "#app/server/storage/storage.server";

/** The logo printed when the institute has not set its own (Admin > Settings). */
export const DEFAULT_LOGO_URL = "/images/brand/logo-mark.svg";

/** Where the site's own files are: the built client, else public/ (development, tests). */
export function publicDirs(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, "../client"), path.resolve(process.cwd(), "public"), path.resolve(here, "../../public")];
}

/** The logo's bytes: an upload on disk, one in S3 (fetched, 3 s at most), or the site's own file. */
async function readLogo(url: string): Promise<Buffer | null> {
  if (url.startsWith("/uploads/")) {
    const key = url.slice("/uploads/".length);
    if (!/^[\w-]+\/[\w.-]+$/.test(key)) return null;
    const file = path.join(localUploadsDir(), key);
    return existsSync(file) ? readFile(file) : null;
  }
  if (/^https?:\/\//.test(url)) {
    if (!isStoredImageUrl(url)) return null;
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  }
  if (url.startsWith("/") && !url.includes("..")) {
    for (const dir of publicDirs()) {
      const file = path.join(dir, url);
      if (existsSync(file)) return readFile(file);
    }
  }
  return null;
}

const logoCache = new Map<string, Promise<Uint8Array | null>>();

/** The logo as a 256-pixel PNG (any format sharp reads, SVG included), or null. */
export function logoPng(url: string): Promise<Uint8Array | null> {
  let png = logoCache.get(url);
  if (!png) {
    png = (async () => {
      try {
        const bytes = await readLogo(url);
        if (!bytes) return null;
        return new Uint8Array(await sharp(bytes, { density: 300 }).resize(256, 256, { fit: "inside" }).png().toBuffer());
      } catch (error) {
        logger.warn({ err: error, url }, "certificate logo unreadable; printed without it");
        return null;
      }
    })();
    logoCache.set(url, png);
    // Uploads and S3 objects may be replaced; keep the cache small and short-lived.
    if (logoCache.size > 8) logoCache.delete(logoCache.keys().next().value as string);
  }
  return png;
}
