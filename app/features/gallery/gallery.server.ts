import { asc, eq } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { gallery } from "#app/server/db/schema";

/** Public gallery (spec 7): active items only, by sort_order ascending. */
export function listPublicGallery() {
  return db
    .select({
      id: gallery.id,
      image_url: gallery.image_url,
      title: gallery.title,
      description: gallery.description,
      alt_text: gallery.alt_text,
      is_featured: gallery.is_featured,
    })
    .from(gallery)
    .where(eq(gallery.is_active, true))
    .orderBy(asc(gallery.sort_order), asc(gallery.created_at));
}
