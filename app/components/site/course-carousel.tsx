import { useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/components/use-hydrated";
import { useI18n } from "#app/i18n/use-i18n";
import { LIMITS } from "#app/lib/domain";
import { cn } from "#app/lib/utils";
import { CarouselArrow, CarouselDots } from "./carousel-controls";
import { SiteImage } from "./site-image";
import { usePrefersReducedMotion } from "./use-carousel";

const IMAGE_ARROW =
  "absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-brand-950 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-ring";

export type CarouselImage = { src: string; alt: string };

/**
 * The course detail image carousel: advances every 3000 ms (spec 9), loops, and pauses
 * while hovered or focused and for people who prefer reduced motion. Without JavaScript
 * the first image shows.
 */
export function CourseCarousel({
  images,
  label,
  intervalMs = LIMITS.courseCarouselMs,
}: {
  images: CarouselImage[];
  label: string;
  intervalMs?: number;
}) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const rootRef = useRef<HTMLElement>(null);
  const count = images.length;

  const paused = hovered || focused || reducedMotion || count < 2;
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, count, intervalMs]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden rounded-xl border bg-brand-50"
      data-testid="course-carousel"
      data-active-index={index}
      data-paused={paused ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative aspect-[16/10]">
        {images.map((image, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
          <div
            key={image.src}
            role="group"
            aria-roledescription="slide"
            aria-label={t("media.slideOf", { n: i + 1, total: count })}
            aria-hidden={i !== index}
            className={cn(
              "absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none",
              i === index ? "opacity-100" : "pointer-events-none opacity-0",
              // Without JavaScript only the first slide is in the layout.
              !hydrated && i !== 0 && "hidden",
            )}
          >
            <SiteImage src={image.src} alt={image.alt} width={800} height={500} eager={i === 0} className="size-full object-cover" />
          </div>
        ))}
      </div>
      {count > 1 && hydrated ? (
        <>
          <CarouselArrow
            direction="previous"
            label={t("media.previousImage")}
            onClick={() => go(index - 1)}
            className={cn("left-2", IMAGE_ARROW)}
          />
          <CarouselArrow
            direction="next"
            label={t("media.nextImage")}
            onClick={() => go(index + 1)}
            className={cn("right-2", IMAGE_ARROW)}
          />
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            <CarouselDots
              count={count}
              current={index}
              onSelect={go}
              label={(i) => t("media.showImage", { n: i + 1 })}
              className="grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
              markClassName={(active) => cn("h-2 transition-all", active ? "w-5 bg-action-500" : "w-2 bg-white/90 shadow")}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
