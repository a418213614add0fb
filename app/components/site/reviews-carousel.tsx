import { ExternalLink, Quote } from "lucide-react";
import { useEffect, useRef } from "react";
import { useI18n } from "#app/i18n/use-i18n";
import type { Review } from "#app/lib/sample-reviews";
import { cn } from "#app/lib/utils";
import { CarouselArrow, CarouselDots } from "./carousel-controls";
import { enhanceSlidingCarousel } from "./sliding-carousel";

type ReviewsData = {
  reviews: Review[];
  averageRating: number;
  totalReviews: number;
  source: "google" | "sample";
  error: string | null;
};

// lucide's star, drawn five times (16 px apart by 2 px, as the icons were) in one <svg>: a
// rating is one element, not five icon components, and the home page shows eight of them.
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/** A link to the reviews on Google, in a new tab. */
function GoogleLink({ href, className, children }: { href: string; className: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex h-10 items-center gap-1.5 rounded-md px-4 text-sm font-semibold", className)}
    >
      {children} <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

/** The dot marks: the current one and the others (sliding-carousel.ts toggles them). */
const REVIEWS_DOT = { on: "bg-brand-700", off: "bg-slate-300" } as const;
const REVIEWS_ARROW = "flex size-11 items-center justify-center rounded-full border border-input bg-white hover:bg-muted";

function Stars({ rating }: { rating: number }) {
  const { t } = useI18n();
  const filled = Math.round(rating);
  return (
    <svg role="img" aria-label={t("home.reviews.stars", { rating })} viewBox="0 0 132 24" className="h-4 w-[5.5rem] shrink-0">
      {[0, 1, 2, 3, 4].map((n) => (
        <path
          key={n}
          d={STAR_PATH}
          transform={`translate(${n * 27} 0)`}
          fill={n < filled ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          className={n < filled ? "text-action-500" : "text-slate-300"}
        />
      ))}
    </svg>
  );
}

/**
 * Student reviews: Google reviews from the cache, or the five samples (with the locally
 * computed average) when they are unavailable. Loops; 1 card per view on small screens,
 * 2 on medium, 3 on large. The behaviour is plain DOM code (sliding-carousel.ts), run by the
 * home island or this component's effect; without JavaScript the first cards show.
 */
export function ReviewsCarousel({ data, placeId }: { data: ReviewsData; placeId: string | null }) {
  const { t } = useI18n();
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => (rootRef.current ? enhanceSlidingCarousel(rootRef.current) : undefined), []);

  const googleUrl = placeId
    ? `https://search.google.com/local/reviews?placeid=${encodeURIComponent(placeId)}`
    : "https://www.google.com/maps/search/?api=1&query=Supertech%20Institute%20Delhi";
  const writeUrl = placeId ? `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}` : null;

  return (
    <div data-testid="reviews" data-review-source={data.source} data-review-error={data.error ?? undefined}>
      <div className="flex flex-col items-center gap-3 text-center">
        <div className="flex items-center gap-3">
          <span className="text-4xl font-extrabold text-brand-950" data-testid="reviews-average">
            {data.averageRating.toFixed(1)}
          </span>
          <div className="text-left">
            <Stars rating={data.averageRating} />
            <p className="text-sm text-muted-foreground">{t("home.reviews.basedOn", { count: data.totalReviews })}</p>
          </div>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <GoogleLink href={googleUrl} className="border border-input bg-white hover:bg-muted">
            {t("home.reviews.viewOnGoogle")}
          </GoogleLink>
          {writeUrl ? (
            <GoogleLink href={writeUrl} className="bg-primary text-white hover:bg-brand-800">
              {t("home.reviews.write")}
            </GoogleLink>
          ) : null}
        </div>
      </div>

      <section
        ref={rootRef}
        className="relative mt-8"
        aria-roledescription="carousel"
        aria-label={t("home.reviews.label")}
        data-island="reviews-carousel"
        data-per-view-md={2}
        data-per-view-lg={3}
        data-dot-on={REVIEWS_DOT.on}
        data-dot-off={REVIEWS_DOT.off}
      >
        <div className="overflow-hidden">
          <ul className="-ml-4 flex touch-pan-y" data-track="">
            {data.reviews.map((review, i) => (
              <li
                key={review.id}
                className="min-w-0 flex-[0_0_100%] pl-4 md:flex-[0_0_50%] lg:flex-[0_0_33.3333%]"
                data-slide=""
                aria-roledescription="slide"
                aria-label={t("home.reviews.reviewOf", { n: i + 1, total: data.reviews.length })}
                data-testid="review-card"
              >
                <figure className="flex h-full flex-col rounded-xl border bg-white p-6 shadow-sm">
                  <Quote aria-hidden="true" className="size-8 text-action-400" />
                  <blockquote className="mt-3 flex-1 text-[0.9375rem] leading-7 text-slate-700" lang={review.language || undefined}>
                    {review.text}
                  </blockquote>
                  <figcaption className="mt-5 flex items-center gap-3 border-t pt-4">
                    <span
                      aria-hidden="true"
                      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
                    >
                      {review.author_name.charAt(0).toUpperCase()}
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-brand-950">{review.author_name}</span>
                      <span className="flex items-center gap-2 text-sm text-muted-foreground">
                        <Stars rating={review.rating} />
                        {review.relative_time_description}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
        <div className="invisible mt-6 flex items-center justify-center gap-3" data-controls="">
          <CarouselArrow direction="previous" label={t("home.reviews.previous")} className={REVIEWS_ARROW} />
          <div className="flex gap-1">
            <CarouselDots
              count={data.reviews.length}
              current={0}
              label={(i) => t("home.reviews.goTo", { n: i + 1 })}
              className="flex size-6 items-center justify-center"
              markClassName={(active) => cn("size-2.5", active ? REVIEWS_DOT.on : REVIEWS_DOT.off)}
            />
          </div>
          <CarouselArrow direction="next" label={t("home.reviews.next")} className={REVIEWS_ARROW} />
        </div>
      </section>
    </div>
  );
}
