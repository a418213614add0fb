import { and, eq, ne } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { certificates, gallery } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { deleteStoredFile, type ImageKind, saveImage, UploadError } from "./storage.server";

/**
 * Images of the gallery and certificate forms. With JavaScript the browser uploads the
 * file as soon as it is chosen (intent "upload") and the form carries the returned URL in
 * `image_url`; without it the file travels with the form in `image`. Either way the server
 * decides: a file is checked by content (saveImage), and a URL is accepted only if it is
 * the record's current image or one our storage made for this kind.
 */
export function isUploadUrlFor(kind: ImageKind, url: string): boolean {
  if (url.startsWith("/uploads/")) return new RegExp(`^/uploads/${kind}/[\\w.-]+$`).test(url);
  const env = getEnv();
  if (!env.S3_BUCKET) return false;
  return /^https:\/\/[^\s"'<>]+$/.test(url) && url.includes(`/${kind}/`) && (env.S3_PUBLIC_URL ? url.startsWith(env.S3_PUBLIC_URL) : true);
}

function uploadedFile(formData: FormData, name = "image"): File | null {
  const value = formData.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

export type ImageChoice = { ok: true; url: string | null; uploaded: boolean } | { ok: false; error: string; uploadFailed: boolean };

/**
 * The image a save should store: a new file (saved now), the submitted URL (if allowed),
 * or the current one. `required` refuses an empty result.
 */
export async function chooseImage(
  kind: ImageKind,
  formData: FormData,
  { current, submittedUrl, required }: { current: string | null; submittedUrl: string | null; required: boolean },
): Promise<ImageChoice> {
  const file = uploadedFile(formData);
  if (file) {
    try {
      return { ok: true, url: await saveImage(kind, file), uploaded: true };
    } catch (error) {
      if (error instanceof UploadError) return { ok: false, error: error.message, uploadFailed: true };
      logger.error({ err: error }, "image upload failed");
      return { ok: false, error: "The image could not be saved. Please try again.", uploadFailed: true };
    }
  }
  if (submittedUrl) {
    if (submittedUrl === current || isUploadUrlFor(kind, submittedUrl)) return { ok: true, url: submittedUrl, uploaded: false };
    return { ok: false, error: "Please upload the image again.", uploadFailed: false };
  }
  if (required)
    return {
      ok: false,
      error: current ? "Please keep or replace the current image." : "Please choose an image file.",
      uploadFailed: false,
    };
  return { ok: true, url: null, uploaded: false };
}

/** The immediate upload (intent "upload"): saves the file and forgets an earlier unsaved one. */
export async function uploadNow(
  kind: ImageKind,
  formData: FormData,
  inUse: (url: string) => Promise<boolean>,
): Promise<{ ok: true; url: string } | { ok: false; error: string }> {
  const file = uploadedFile(formData);
  if (!file) return { ok: false, error: "Please choose an image file." };
  let url: string;
  try {
    url = await saveImage(kind, file);
  } catch (error) {
    if (error instanceof UploadError) return { ok: false, error: error.message };
    logger.error({ err: error }, "image upload failed");
    return { ok: false, error: "The image could not be saved. Please try again." };
  }
  const previous = formData.get("previous");
  if (typeof previous === "string" && previous) await discardUnused(kind, previous, inUse);
  return { ok: true, url };
}

/** Deletes an uploaded file no record uses (an upload whose form was cancelled or replaced). */
export async function discardUnused(kind: ImageKind, url: string, inUse: (url: string) => Promise<boolean>): Promise<void> {
  if (!isUploadUrlFor(kind, url)) return;
  if (await inUse(url)) return;
  await deleteStoredFile(url);
}

/**
 * Whether any record shows this image: a gallery item or a certificate (finding 6: one
 * file can serve several records, e.g. after a restore or a copied URL), minus the records
 * being changed (`except`), so a file is deleted only when nothing else uses it.
 */
export async function imageInUse(url: string, except: { galleryId?: string; certificateId?: string } = {}): Promise<boolean> {
  const [inGallery] = await db
    .select({ id: gallery.id })
    .from(gallery)
    .where(except.galleryId ? and(eq(gallery.image_url, url), ne(gallery.id, except.galleryId)) : eq(gallery.image_url, url))
    .limit(1);
  if (inGallery) return true;
  const [inCertificates] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      except.certificateId
        ? and(eq(certificates.certificate_image_url, url), ne(certificates.id, except.certificateId))
        : eq(certificates.certificate_image_url, url),
    )
    .limit(1);
  return Boolean(inCertificates);
}

/** Deletes a stored image after its record went away or moved to another image, unless another record still shows it. */
export async function deleteImageIfUnused(url: string | null | undefined): Promise<void> {
  if (!url || (await imageInUse(url))) return;
  await deleteStoredFile(url);
}
