import { opendir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { VARIANT_FORMATS, VARIANT_WIDTHS, variantUrl } from "#app/lib/responsive-image";
import { db } from "#app/server/db/db.server";
import { certificates, gallery } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { deleteStoredFile, localUploadsDir } from "./storage.server";

/**
 * Uploads that no record uses (decision 011): an image uploaded by a form that was
 * then closed, a save that failed after the upload, a file left by an old version. A
 * periodic sweep deletes every stored image (and its responsive variants) that is older than
 * SWEEP_GRACE_MS and referenced by no gallery item or certificate. The grace period leaves
 * a form that is still open time to save. Bounded: at most `maxDeletes` files per run,
 * looked up `batch` at a time. Local storage (DATA_DIR/uploads) only; with S3 the bucket's
 * lifecycle rules are the tool (README).
 */
export const SWEEP_GRACE_MS = 24 * 60 * 60_000;
const KINDS = ["gallery", "certificates"] as const;

const VARIANT_SUFFIX = new RegExp(`-(${VARIANT_WIDTHS.join("|")})w\\.(${VARIANT_FORMATS.join("|")})$`);

export type SweepResult = { checked: number; deleted: string[] };

async function referenced(urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const [g, c] = await Promise.all([
    db.select({ url: gallery.image_url }).from(gallery).where(inArray(gallery.image_url, urls)),
    db.select({ url: certificates.certificate_image_url }).from(certificates).where(inArray(certificates.certificate_image_url, urls)),
  ]);
  return new Set([...g.map((r) => r.url), ...c.map((r) => r.url ?? "")]);
}

export async function sweepUploads({
  now = new Date(),
  batch = 200,
  maxDeletes = 1000,
}: {
  now?: Date;
  batch?: number;
  maxDeletes?: number;
} = {}): Promise<SweepResult> {
  const result: SweepResult = { checked: 0, deleted: [] };
  if (getEnv().S3_BUCKET) return result;
  const cutoff = now.getTime() - SWEEP_GRACE_MS;
  let pending: string[] = [];

  const flush = async () => {
    const inUse = await referenced(pending);
    for (const url of pending) {
      if (inUse.has(url) || result.deleted.length >= maxDeletes) continue;
      await deleteStoredFile(url);
      result.deleted.push(url);
    }
    pending = [];
  };

  for (const kind of KINDS) {
    const dir = path.join(localUploadsDir(), kind);
    let handle: Awaited<ReturnType<typeof opendir>>;
    try {
      handle = await opendir(dir);
    } catch {
      continue;
    }
    for await (const entry of handle) {
      if (result.deleted.length >= maxDeletes) break;
      if (!entry.isFile() || VARIANT_SUFFIX.test(entry.name) || !/^[\w.-]+$/.test(entry.name)) continue;
      const info = await stat(path.join(dir, entry.name)).catch(() => null);
      if (!info || info.mtimeMs > cutoff) continue;
      result.checked++;
      pending.push(`/uploads/${kind}/${entry.name}`);
      if (pending.length >= batch) await flush();
    }
    if (pending.length) await flush();
    // Variants whose main file is gone (a delete cut short) go too, once past the grace period.
    await sweepOrphanVariants(dir, cutoff);
  }
  if (result.deleted.length) logger.info({ deleted: result.deleted.length }, "unused uploads removed");
  return result;
}

async function sweepOrphanVariants(dir: string, cutoff: number) {
  const handle = await opendir(dir).catch(() => null);
  if (!handle) return;
  for await (const entry of handle) {
    const match = entry.name.match(VARIANT_SUFFIX);
    if (!entry.isFile() || !match) continue;
    const main = `${entry.name.slice(0, match.index)}.webp`;
    const exists = await stat(path.join(dir, main)).catch(() => null);
    if (exists) continue;
    const info = await stat(path.join(dir, entry.name)).catch(() => null);
    if (info && info.mtimeMs <= cutoff) await rm(path.join(dir, entry.name), { force: true });
  }
}

/** For tests: every variant file name of a stored key. */
export function variantNames(key: string): string[] {
  return VARIANT_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => variantUrl(key, width, format)));
}
