import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { buildSrcSet, type ImageInfo, VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat, variantUrl } from "#app/lib/responsive-image";
import { dataDir } from "#app/server/db/data-dir.server";
import { getEnv } from "#app/server/env.server";

/**
 * One module for stored files. Local disk under DATA_DIR/uploads (served at /uploads/)
 * by default; S3-compatible storage when S3_BUCKET is set. Keys follow the spec:
 * gallery/{timestamp}-{random}.{ext} and certificates/{random}.{ext}.
 */
export class UploadError extends Error {}

export type ImageKind = "gallery" | "certificates";

const MAX_PIXELS = 40_000_000;
const MAX_EDGE = 2400;

/** Recognises the raster formats we accept by their first bytes, never by name or type. */
function sniffImage(bytes: Uint8Array): "jpeg" | "png" | "gif" | "webp" | "avif" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG" && bytes[4] === 0x0d && bytes[5] === 0x0a) return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

export function localUploadsDir(): string {
  return path.join(dataDir(), "uploads");
}

function objectKey(kind: ImageKind): string {
  const random = randomBytes(8).toString("hex");
  return kind === "gallery" ? `gallery/${Date.now()}-${random}.webp` : `certificates/${random}.webp`;
}

/**
 * Checks an uploaded image by content and size, re-encodes it through sharp (which drops
 * metadata and anything that is not pixels), stores it and returns its public URL.
 */
export async function saveImage(kind: ImageKind, file: File): Promise<string> {
  const env = getEnv();
  if (file.size === 0) throw new UploadError("Please choose an image file.");
  if (file.size > env.UPLOAD_MAX_BYTES) {
    throw new UploadError(`The image is too large (maximum ${Math.round(env.UPLOAD_MAX_BYTES / 1024 / 1024)} MB).`);
  }
  const input = new Uint8Array(await file.arrayBuffer());
  if (!sniffImage(input)) throw new UploadError("Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.");
  let output: Buffer;
  try {
    output = await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new UploadError("The image could not be read. Please upload a valid image file.");
  }
  const key = objectKey(kind);
  const variants = await encodeVariants(output);
  if (env.S3_BUCKET) {
    for (const variant of variants) await putS3(variantUrl(key, variant.width, variant.format), variant.body, `image/${variant.format}`);
    return putS3(key, output);
  }
  // Readable by the server only: it serves them (decision 027).
  const target = path.join(localUploadsDir(), key);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  for (const variant of variants)
    await writeFile(path.join(localUploadsDir(), variantUrl(key, variant.width, variant.format)), variant.body, { mode: 0o600 });
  await writeFile(target, output, { mode: 0o600 });
  return `/uploads/${key}`;
}

/**
 * Responsive variants of an already re-encoded image: every width of VARIANT_WIDTHS in
 * AVIF and WebP, never enlarged, metadata dropped (sharp keeps none unless asked).
 */
async function encodeVariants(main: Buffer): Promise<{ width: number; format: VariantFormat; body: Buffer }[]> {
  const out: { width: number; format: VariantFormat; body: Buffer }[] = [];
  try {
    for (const width of VARIANT_WIDTHS) {
      const resized = sharp(main).resize({ width, withoutEnlargement: true });
      for (const format of VARIANT_FORMATS) {
        const body =
          format === "avif"
            ? await resized.clone().avif({ quality: 55, effort: 3 }).toBuffer()
            : await resized.clone().webp({ quality: 80 }).toBuffer();
        out.push({ width, format, body });
      }
    }
  } catch {
    throw new UploadError("The image could not be read. Please upload a valid image file.");
  }
  return out;
}

/** The client for S3_BUCKET: images here, scheduled backups in app/features/backups. */
export async function s3Client() {
  const env = getEnv();
  const { S3Client } = await import("@aws-sdk/client-s3");
  return new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? "", secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "" },
  });
}

/** Where stored images are served from when they live in S3 (for the CSP's img-src), else null. */
export function s3PublicOrigin(): string | null {
  return getEnv().S3_BUCKET ? new URL(s3PublicBase()).origin : null;
}

function s3PublicBase(): string {
  const env = getEnv();
  if (env.S3_PUBLIC_URL) return env.S3_PUBLIC_URL.replace(/\/$/, "");
  if (env.S3_ENDPOINT) return `${env.S3_ENDPOINT.replace(/\/$/, "")}/${env.S3_BUCKET}`;
  return `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`;
}

async function putS3(key: string, body: Buffer, contentType = "image/webp"): Promise<string> {
  const { PutObjectCommand } = await import("@aws-sdk/client-s3");
  const client = await s3Client();
  await client.send(
    new PutObjectCommand({
      Bucket: getEnv().S3_BUCKET,
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: "public, max-age=31536000, immutable",
    }),
  );
  return `${s3PublicBase()}/${key}`;
}

/** Removes a file this module stored; URLs it did not make (demo art, others) are left alone. */
export async function deleteStoredFile(url: string | null | undefined): Promise<void> {
  if (!url) return;
  if (url.startsWith("/uploads/")) {
    const key = url.slice("/uploads/".length);
    if (!/^(gallery|certificates)\/[\w.-]+$/.test(key)) return;
    await rm(path.join(localUploadsDir(), key), { force: true });
    for (const variant of variantKeys(key)) await rm(path.join(localUploadsDir(), variant), { force: true });
    imageInfoCache.delete(url);
    return;
  }
  const env = getEnv();
  if (env.S3_BUCKET && url.startsWith(`${s3PublicBase()}/`)) {
    const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
    const client = await s3Client();
    const key = url.slice(s3PublicBase().length + 1);
    for (const k of [key, ...variantKeys(key)]) await client.send(new DeleteObjectCommand({ Bucket: env.S3_BUCKET, Key: k }));
  }
}

function variantKeys(key: string): string[] {
  if (!key.endsWith(".webp")) return [];
  return VARIANT_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => variantUrl(key, width, format)));
}

/** True for URLs this module stored (local /uploads/ or the S3 public base), which have variants. */
export function isStoredImageUrl(url: string): boolean {
  if (url.startsWith("/uploads/")) return true;
  return Boolean(getEnv().S3_BUCKET) && url.startsWith(`${s3PublicBase()}/`);
}

const DEFAULT_SIZE = { width: 1200, height: 900 };
const imageInfoCache = new Map<string, ImageInfo>();

/** Where the site's own static files (public/) are: beside the server bundle once built. */
function publicDirs(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, "../client"), path.resolve(process.cwd(), "public")];
}

async function svgSize(relative: string): Promise<{ width: number; height: number } | null> {
  for (const dir of publicDirs()) {
    const file = path.resolve(dir, `.${relative}`);
    if (!file.startsWith(dir) || !existsSync(file)) continue;
    const head = (await readFile(file, "utf8")).slice(0, 2000);
    const tag = head.match(/<svg\b[^>]*>/)?.[0] ?? "";
    const width = Number(tag.match(/\swidth="(\d+(?:\.\d+)?)"/)?.[1]);
    const height = Number(tag.match(/\sheight="(\d+(?:\.\d+)?)"/)?.[1]);
    if (width > 0 && height > 0) return { width, height };
    const box = tag.match(/viewBox="[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)"/);
    if (box) return { width: Number(box[1]), height: Number(box[2]) };
    return null;
  }
  return null;
}

/**
 * Size and srcsets of an image URL, for <ResponsiveImage> (width and height always set, so
 * nothing shifts). Stored uploads get AVIF/WebP srcsets of their variants; the site's own
 * SVG art needs none. Results are cached per URL (stored files never change in place).
 */
export async function describeImage(url: string): Promise<ImageInfo> {
  const cached = imageInfoCache.get(url);
  if (cached) return cached;
  let info: ImageInfo = { src: url, ...DEFAULT_SIZE };
  try {
    if (url.startsWith("/uploads/")) {
      const key = url.slice("/uploads/".length);
      const file = path.join(localUploadsDir(), key);
      if (/^(gallery|certificates)\/[\w.-]+$/.test(key) && existsSync(file)) {
        const meta = await sharp(file).metadata();
        const size = meta.width && meta.height ? { width: meta.width, height: meta.height } : DEFAULT_SIZE;
        const hasVariants = key.endsWith(".webp") && existsSync(path.join(localUploadsDir(), variantUrl(key, VARIANT_WIDTHS[0], "webp")));
        info = {
          src: url,
          ...size,
          ...(hasVariants ? { avifSrcSet: buildSrcSet(url, "avif", size.width), webpSrcSet: buildSrcSet(url, "webp", size.width) } : {}),
        };
        imageInfoCache.set(url, info);
      }
      return info;
    }
    if (isStoredImageUrl(url)) {
      info = url.endsWith(".webp") ? { ...info, avifSrcSet: buildSrcSet(url, "avif"), webpSrcSet: buildSrcSet(url, "webp") } : info;
      imageInfoCache.set(url, info);
      return info;
    }
    if (url.startsWith("/") && url.endsWith(".svg")) {
      const size = await svgSize(url);
      if (size) info = { src: url, ...size };
      imageInfoCache.set(url, info);
    }
  } catch {
    // An unreadable file still renders, at the default aspect ratio.
  }
  return info;
}
