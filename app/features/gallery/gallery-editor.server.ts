import { parseWithZod } from "@conform-to/zod/v4";
import type { Actor } from "#app/features/accounts/index.server";
import { isUuid } from "#app/lib/ids";
import { galleryFormSchema } from "#app/lib/validation/gallery";
import { audit, changes } from "#app/server/db/audit.server";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import { chooseImage, deleteImageIfUnused } from "#app/server/storage/admin-images.server";
import { deleteStoredFile } from "#app/server/storage/storage.server";
import { createGalleryItem, getGalleryItem, updateGalleryItem } from "./gallery-admin.server";

export const GALLERY_LIST_URL = "/admin/gallery";
const SAVE_FAILED = "Failed to save gallery item";
const GONE = "This gallery item no longer exists.";

/**
 * The gallery editor's save (gallery/new and gallery/:id/edit share it): the fields through the
 * one schema, the image through chooseImage (a file sent with the form without JavaScript, or
 * the URL the upload route returned), then the write, the audit row and a redirect with a toast.
 * `id` is null for a new item, else the edited one (a stale or malformed id answers 404).
 */
export async function saveGalleryItem(request: Request, admin: Pick<Actor, "id">, id: string | null) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: galleryFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? undefined;
    return refuse({ status: 400, title: SAVE_FAILED, description: first }, submission.reply());
  }
  const { image_url: submittedUrl, ...fields } = submission.value;
  const before = id === null ? null : isUuid(id) ? await getGalleryItem(id) : null;
  if (id !== null && !before)
    return refuse({ status: 404, title: SAVE_FAILED, description: GONE }, submission.reply({ formErrors: [GONE] }));

  const image = await chooseImage("gallery", formData, { current: before?.image_url ?? null, submittedUrl, required: true });
  if (!image.ok) {
    const title = image.uploadFailed ? "Failed to upload image" : SAVE_FAILED;
    return refuse({ status: 400, title, description: image.error }, submission.reply({ fieldErrors: { image: [image.error] } }));
  }
  const imageUrl = image.url as string;
  try {
    if (!before) {
      const created = await createGalleryItem({ ...fields, image_url: imageUrl });
      await audit({
        adminUserId: admin.id,
        action: "gallery_item_created",
        details: { gallery_item_id: created.id, title: created.title, image_url: created.image_url },
      });
      return redirectWithToast(GALLERY_LIST_URL, { title: "Gallery item created successfully", type: "success" });
    }
    const after = await updateGalleryItem(before.id, { ...fields, image_url: imageUrl });
    if (!after) return refuse({ status: 404, title: SAVE_FAILED, description: GONE }, submission.reply({ formErrors: [GONE] }));
    if (before.image_url !== after.image_url) await deleteImageIfUnused(before.image_url);
    const { id: _b, ...beforeFields } = before;
    const { id: _a, ...afterFields } = after;
    await audit({
      adminUserId: admin.id,
      action: "gallery_item_updated",
      details: { gallery_item_id: after.id, title: after.title, ...changes(beforeFields, afterFields) },
    });
    return redirectWithToast(GALLERY_LIST_URL, { title: "Gallery item updated successfully", type: "success" });
  } catch (error) {
    logger.error({ err: error }, "saving a gallery item failed");
    if (image.uploaded) await deleteStoredFile(imageUrl);
    const message = "Something went wrong. Please try again.";
    return refuse({ status: 500, title: SAVE_FAILED, description: message }, submission.reply({ formErrors: [message] }));
  }
}
