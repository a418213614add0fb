import { asc, eq } from "drizzle-orm";
import type { ListParams } from "#app/lib/list-params";
import type { GalleryFormValues } from "#app/lib/validation/gallery";
import { db } from "#app/server/db/db.server";
import { type Page, paginateColumns } from "#app/server/db/paginate.server";
import { gallery } from "#app/server/db/schema";

/** Admin gallery (spec 7): all items by sort_order (a page at a time); insert; update; update is_active; delete. */
const adminColumns = {
  id: gallery.id,
  image_url: gallery.image_url,
  title: gallery.title,
  description: gallery.description,
  alt_text: gallery.alt_text,
  sort_order: gallery.sort_order,
  is_active: gallery.is_active,
  is_featured: gallery.is_featured,
};

export type AdminGalleryItem = Pick<typeof gallery.$inferSelect, keyof typeof adminColumns>;

/** One page of the gallery in its hand-set order (sort_order, then oldest first, the id breaking ties). */
export function listAdminGallery(list: ListParams): Promise<Page<AdminGalleryItem>> {
  return paginateColumns(list, {
    table: gallery,
    columns: adminColumns,
    orderBy: [asc(gallery.sort_order), asc(gallery.created_at), asc(gallery.id)],
  });
}

export async function getGalleryItem(id: string) {
  const [row] = await db.select(adminColumns).from(gallery).where(eq(gallery.id, id)).limit(1);
  return row ?? null;
}

type Fields = Omit<GalleryFormValues, "image_url"> & { image_url: string };

export async function createGalleryItem(values: Fields) {
  const [row] = await db.insert(gallery).values(values).returning(adminColumns);
  return row;
}

export async function updateGalleryItem(id: string, values: Fields) {
  const [row] = await db
    .update(gallery)
    .set({ ...values, updated_at: new Date() })
    .where(eq(gallery.id, id))
    .returning(adminColumns);
  return row ?? null;
}

export async function setGalleryItemActive(id: string, isActive: boolean) {
  const [row] = await db
    .update(gallery)
    .set({ is_active: isActive })
    .where(eq(gallery.id, id))
    .returning({ id: gallery.id, title: gallery.title, is_active: gallery.is_active });
  return row ?? null;
}

export async function deleteGalleryItem(id: string) {
  const [row] = await db.delete(gallery).where(eq(gallery.id, id)).returning(adminColumns);
  return row ?? null;
}
