/**
 * Responsive variants of stored images, shared by the storage module (which writes them)
 * and the pages (which list them in srcset). A stored image `…/name.webp` has siblings
 * `…/name-480w.webp`, `…/name-480w.avif`, `…/name-960w.webp`, … for every width below.
 */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** What a page needs to render an image without layout shift: size and optional srcsets. */
export type ImageInfo = {
  src: string;
  width: number;
  height: number;
  avifSrcSet?: string;
  webpSrcSet?: string;
};

/** The URL of one variant: `/uploads/gallery/1-ab.webp` → `/uploads/gallery/1-ab-480w.avif`. */
export function variantUrl(url: string, width: number, format: VariantFormat): string {
  return `${url.replace(/\.webp$/, "")}-${width}w.${format}`;
}

/**
 * The srcset for one format. `intrinsicWidth` (when known) caps the descriptors: variants
 * are never enlarged, so a 700 px original's 960 and 1600 variants are 700 px wide.
 */
export function buildSrcSet(url: string, format: VariantFormat, intrinsicWidth?: number): string {
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const width of VARIANT_WIDTHS) {
    const descriptor = intrinsicWidth ? Math.min(width, intrinsicWidth) : width;
    if (seen.has(descriptor)) continue;
    seen.add(descriptor);
    parts.push(`${variantUrl(url, width, format)} ${descriptor}w`);
  }
  return parts.join(", ");
}
