import { ChevronLeft, ChevronRight, Star, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Badge } from "#app/components/ui/badge";
import { useI18n } from "#app/i18n/use-i18n";
import type { ImageInfo } from "#app/lib/responsive-image";
import { enhanceGallery } from "./gallery-viewer";
import { ResponsiveImage } from "./responsive-image";

export type GalleryTile = {
  id: string;
  title: string;
  description: string | null;
  alt: string;
  is_featured: boolean;
  image: ImageInfo;
};

/** Tiles above the fold on a phone load at once; the rest lazily. */
const EAGER_TILES = 2;

/**
 * Masonry of gallery items (CSS columns). Each tile links to the image file, so it works
 * without JavaScript; with it, the link opens an enlarged view in a <dialog> (Esc closes,
 * focus returns to the tile, arrows move between images): plain DOM code, gallery-viewer.ts,
 * which the HTML-first page's island runs (decision 024) and this component's effect after a
 * client-side visit.
 */
export function GalleryMasonry({ items }: { items: GalleryTile[] }) {
  const { t } = useI18n();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? enhanceGallery(root.current) : undefined), []);
  return (
    <div ref={root} data-island="gallery">
      <ul className="columns-1 gap-5 sm:columns-2 lg:columns-3" aria-label={t("media.gallery")}>
        {items.map((item, index) => (
          <GalleryTileItem key={item.id} item={item} index={index} />
        ))}
      </ul>
      <GalleryViewer count={items.length} />
    </div>
  );
}

const ROUND_BUTTON =
  "flex size-10 items-center justify-center rounded-full border hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

/** The enlarged view's empty frame; gallery-viewer.ts fills it from the tile it opens. */
function GalleryViewer({ count }: { count: number }) {
  const { t } = useI18n();
  return (
    <dialog
      data-gallery-viewer=""
      aria-labelledby="gallery-viewer-title"
      aria-describedby="gallery-viewer-description"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-5xl overflow-y-auto rounded-lg border bg-background p-0 shadow-lg backdrop:bg-slate-950/50"
    >
      <div className="relative bg-slate-950">
        <button
          type="button"
          data-part="close"
          className="absolute right-3 top-3 z-10 flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-action-400"
          aria-label={t("media.close")}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <div data-part="image" />
      </div>
      <div className="flex flex-wrap items-start gap-3 p-5">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {/* biome-ignore lint/a11y/useHeadingContent: gallery-viewer.ts writes the title before the dialog opens */}
            <h2 id="gallery-viewer-title" data-part="title" className="text-xl font-semibold text-brand-950" />
            <Badge variant="action" data-part="featured" hidden>
              {t("media.featured")}
            </Badge>
          </div>
          <p id="gallery-viewer-description" data-part="description" className="mt-1 text-base text-muted-foreground" />
        </div>
        {count > 1 ? (
          <div className="flex items-center gap-2">
            <button type="button" data-step="-1" className={ROUND_BUTTON} aria-label={t("media.previousImage")}>
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <span data-part="counter" className="min-w-14 text-center text-sm tabular-nums text-muted-foreground" />
            <button type="button" data-step="1" className={ROUND_BUTTON} aria-label={t("media.nextImage")}>
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        ) : (
          <span data-part="counter" hidden />
        )}
      </div>
    </dialog>
  );
}

/** One tile: a link to the image file that, with JavaScript, opens the enlarged view instead. */
function GalleryTileItem({ item, index }: { item: GalleryTile; index: number }) {
  const { t } = useI18n();
  return (
    <li className="mb-5 break-inside-avoid" data-testid="gallery-item" data-featured={item.is_featured ? "" : undefined}>
      <figure className="group relative overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow hover:shadow-md">
        <a
          data-gallery-tile=""
          href={item.image.src}
          className="relative block focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-label={t("media.enlarge", { title: item.title })}
          aria-haspopup="dialog"
        >
          <ResponsiveImage
            image={item.image}
            alt={item.alt}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={index < EAGER_TILES}
            className="transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </a>
        {/* Outside the link: its name is "Enlarge: {title}", and a visible word inside it that the
            name lacks fails WCAG 2.5.3 (label in name). Clicks fall through to the image. */}
        {item.is_featured ? (
          <Badge variant="action" className="pointer-events-none absolute left-3 top-3 gap-1 shadow">
            <Star className="size-3 fill-current" aria-hidden="true" /> {t("media.featured")}
          </Badge>
        ) : null}
        <figcaption className="px-4 py-3">
          <p className="font-semibold text-brand-950">{item.title}</p>
          {item.description ? <p className="mt-1 text-sm leading-6 text-muted-foreground">{item.description}</p> : null}
        </figcaption>
      </figure>
    </li>
  );
}
