import { useEffect, useRef } from "react";
import { useI18n } from "#app/i18n/use-i18n";
import { LIMITS } from "#app/lib/domain";
import { cn } from "#app/lib/utils";
import { CarouselArrow, CarouselDots } from "./carousel-controls";
import { DOT_MARK, enhanceCourseCarousel } from "./image-carousel";
import { SiteImage } from "./site-image";

const IMAGE_ARROW =
  "absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-brand-950 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-ring";

export type CarouselImage = { src: string; alt: string };

/**
 * The course detail image carousel: advances every 3000 ms (spec 9), loops, and pauses
 * while hovered or focused and for people who prefer reduced motion. The behaviour is plain
 * DOM code (course-carousel.ts): the course page's island runs it on the server's HTML
 * (decision 024), this component's effect after a client-side visit. Without JavaScript the
 * first image shows and the controls stay hidden.
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
  const rootRef = useRef<HTMLElement>(null);
  const count = images.length;
  useEffect(() => (rootRef.current ? enhanceCourseCarousel(rootRef.current, intervalMs) : undefined), [intervalMs]);

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden rounded-xl border bg-brand-50"
      data-testid="course-carousel"
      data-island="course-carousel"
      data-interval={intervalMs}
      data-active-index={0}
      data-paused="true"
    >
      <div className="relative aspect-[16/10]">
        {images.map((image, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
          <div
            key={image.src}
            role="group"
            aria-roledescription="slide"
            aria-label={t("media.slideOf", { n: i + 1, total: count })}
            aria-hidden={i !== 0}
            data-slide=""
            className={cn(
              "absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none",
              // Until the script runs only the first slide is in the layout.
              i === 0 ? "opacity-100" : "pointer-events-none hidden opacity-0",
            )}
          >
            <SiteImage src={image.src} alt={image.alt} width={800} height={500} eager={i === 0} className="size-full object-cover" />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div data-controls="" hidden>
          <CarouselArrow direction="previous" label={t("media.previousImage")} className={cn("left-2", IMAGE_ARROW)} />
          <CarouselArrow direction="next" label={t("media.nextImage")} className={cn("right-2", IMAGE_ARROW)} />
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            <CarouselDots
              count={count}
              current={0}
              label={(i) => t("media.showImage", { n: i + 1 })}
              className="grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
              markClassName={(active) => cn("h-2 transition-all", active ? DOT_MARK.active : DOT_MARK.other)}
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
