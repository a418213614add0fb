import { ChevronLeft, ChevronRight, Star, X } from "lucide-react";
import { useRef, useState } from "react";
import { Badge } from "#app/components/ui/badge";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog";
import { useI18n } from "#app/i18n/use-i18n";
import type { ImageInfo } from "#app/lib/responsive-image";
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
 * without JavaScript; with it, the link opens an enlarged view in a dialog (Esc closes,
 * focus returns to the tile, arrows move between images).
 */
export function GalleryMasonry({ items }: { items: GalleryTile[] }) {
  const { t } = useI18n();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const tiles = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = openIndex === null ? null : items[openIndex];
  const step = (delta: number) => setOpenIndex((index) => (index === null ? null : (index + delta + items.length) % items.length));

  return (
    <>
      <ul className="columns-1 gap-5 sm:columns-2 lg:columns-3" aria-label={t("media.gallery")}>
        {items.map((item, index) => (
          <GalleryTileItem
            key={item.id}
            item={item}
            index={index}
            tileRef={(el) => {
              tiles.current[index] = el;
            }}
            onOpen={() => setOpenIndex(index)}
          />
        ))}
      </ul>

      <Dialog open={current !== null} onOpenChange={(open) => !open && setOpenIndex(null)}>
        {current ? (
          <DialogContent
            className="max-w-5xl gap-0 overflow-hidden p-0"
            hideClose
            onCloseAutoFocus={(event) => {
              // No Radix trigger here: return focus to the tile of the image last shown.
              event.preventDefault();
              if (openIndex !== null) tiles.current[openIndex]?.focus();
            }}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") step(1);
              if (event.key === "ArrowLeft") step(-1);
            }}
          >
            <div className="relative bg-slate-950">
              <DialogClose
                className="absolute right-3 top-3 z-10 flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-action-400"
                aria-label={t("media.close")}
              >
                <X className="size-5" aria-hidden="true" />
              </DialogClose>
              <ResponsiveImage
                image={current.image}
                alt={current.alt}
                sizes="(min-width: 1024px) 1024px, 100vw"
                priority
                className="mx-auto max-h-[70dvh] w-auto object-contain"
              />
            </div>
            <div className="flex flex-wrap items-start gap-3 p-5">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <DialogTitle className="text-xl text-brand-950">{current.title}</DialogTitle>
                  {current.is_featured ? <Badge variant="action">{t("media.featured")}</Badge> : null}
                </div>
                {current.description ? (
                  <DialogDescription className="mt-1 text-base">{current.description}</DialogDescription>
                ) : (
                  <DialogDescription className="sr-only">{current.alt}</DialogDescription>
                )}
              </div>
              {items.length > 1 ? (
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    onClick={() => step(-1)}
                    className="flex size-10 items-center justify-center rounded-full border hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    aria-label={t("media.previousImage")}
                  >
                    <ChevronLeft className="size-5" aria-hidden="true" />
                  </button>
                  <span className="min-w-14 text-center text-sm tabular-nums text-muted-foreground">
                    {(openIndex ?? 0) + 1} / {items.length}
                  </span>
                  <button
                    type="button"
                    onClick={() => step(1)}
                    className="flex size-10 items-center justify-center rounded-full border hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    aria-label={t("media.nextImage")}
                  >
                    <ChevronRight className="size-5" aria-hidden="true" />
                  </button>
                </div>
              ) : null}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

/** One tile: a link to the image file that, with JavaScript, opens the enlarged view instead. */
function GalleryTileItem({
  item,
  index,
  tileRef,
  onOpen,
}: {
  item: GalleryTile;
  index: number;
  tileRef: (el: HTMLAnchorElement | null) => void;
  onOpen: () => void;
}) {
  const { t } = useI18n();
  return (
    <li className="mb-5 break-inside-avoid" data-testid="gallery-item">
      <figure className="group overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow hover:shadow-md">
        <a
          ref={tileRef}
          href={item.image.src}
          className="relative block focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-label={t("media.enlarge", { title: item.title })}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen();
          }}
        >
          <ResponsiveImage
            image={item.image}
            alt={item.alt}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            priority={index < EAGER_TILES}
            className="transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
          {item.is_featured ? (
            <Badge variant="action" className="absolute left-3 top-3 gap-1 shadow">
              <Star className="size-3 fill-current" aria-hidden="true" /> {t("media.featured")}
            </Badge>
          ) : null}
        </a>
        <figcaption className="px-4 py-3">
          <p className="font-semibold text-brand-950">{item.title}</p>
          {item.description ? <p className="mt-1 text-sm leading-6 text-muted-foreground">{item.description}</p> : null}
        </figcaption>
      </figure>
    </li>
  );
}
