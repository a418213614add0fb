import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { dataDir } from "./data-dir.server";
import { getEnv } from "./env.server";

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
export function sniffImage(bytes: Uint8Array): "jpeg" | "png" | "gif" | "webp" | "avif" | null {
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
  if (env.S3_BUCKET) return putS3(key, output);
  const target = path.join(localUploadsDir(), key);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, output);
  return `/uploads/${key}`;
}

async function s3Client() {
  const env = getEnv();
  const { S3Client } = await import("@aws-sdk/client-s3");
  return new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? "", secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "" },
  });
}

function s3PublicBase(): string {
  const env = getEnv();
  if (env.S3_PUBLIC_URL) return env.S3_PUBLIC_URL.replace(/\/$/, "");
  if (env.S3_ENDPOINT) return `${env.S3_ENDPOINT.replace(/\/$/, "")}/${env.S3_BUCKET}`;
  return `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`;
}

async function putS3(key: string, body: Buffer): Promise<string> {
  const { PutObjectCommand } = await import("@aws-sdk/client-s3");
  const client = await s3Client();
  await client.send(
    new PutObjectCommand({
      Bucket: getEnv().S3_BUCKET,
      Key: key,
      Body: body,
      ContentType: "image/webp",
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
    return;
  }
  const env = getEnv();
  if (env.S3_BUCKET && url.startsWith(`${s3PublicBase()}/`)) {
    const { DeleteObjectCommand } = await import("@aws-sdk/client-s3");
    const client = await s3Client();
    await client.send(new DeleteObjectCommand({ Bucket: env.S3_BUCKET, Key: url.slice(s3PublicBase().length + 1) }));
  }
}
