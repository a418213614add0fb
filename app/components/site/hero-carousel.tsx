import { useEffect, useRef } from "react";
import { useI18n } from "#app/i18n/use-i18n";
import { LIMITS } from "#app/lib/domain";
import { cn } from "#app/lib/utils";
import { CarouselArrow, CarouselDots } from "./carousel-controls";
import { CtaLink } from "./cta-link";
import { SiteImage } from "./site-image";
import { enhanceSlidingCarousel } from "./sliding-carousel";

/** The six hero slides (spec 2): the image here, the words in the catalogue (home.hero.<key>). */
const HERO_SLIDES = [
  { key: "mobile", image: "/images/hero/mobile-repair.svg" },
  { key: "laptop", image: "/images/hero/laptop-chip-level.svg" },
  { key: "ac", image: "/images/hero/ac-pcb.svg" },
  { key: "hvac", image: "/images/hero/hvac-vrf.svg" },
  { key: "appliances", image: "/images/hero/fridge-washing-pcb.svg" },
  { key: "complete", image: "/images/hero/complete-tech.svg" },
] as const;

/** Every slide's two calls to act: enrol (the bright one) and see all courses. */
const HERO_LINKS = [
  { to: "/admission", label: "enrollNow", className: "bg-action-500 text-brand-950 shadow-lg shadow-black/20 hover:bg-action-400" },
  { to: "/courses", label: "viewAll", className: "border border-white/40 text-white hover:bg-white/10" },
] as const;

const HERO_ARROW = "flex size-11 items-center justify-center rounded-full border border-white/30 bg-white/10 hover:bg-white/20";

/** The hero's dot marks: the current one and the others (sliding-carousel.ts toggles them). */
const HERO_DOT = { on: "w-7 bg-action-500", off: "w-2.5 bg-white/50 group-hover:bg-white/80" } as const;

/**
 * Hero carousel: loops, arrows, dots and an 'n / 6' counter. Autoplay every 5000 ms keeps
 * going after the visitor uses the controls (each change restarts the 5 s), pauses while
 * the pointer is over it or keyboard focus is inside, and is off for reduced motion. The
 * behaviour is plain DOM code (sliding-carousel.ts): the home island runs it on the server's
 * HTML (decision 054), this component's effect after a client-side visit. Without JavaScript
 * the first slide shows in full and the controls stay hidden.
 */
export function HeroCarousel({ siteName }: { siteName: string }) {
  const { t } = useI18n();
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => (rootRef.current ? enhanceSlidingCarousel(rootRef.current) : undefined), []);
  const slides = HERO_SLIDES.map(({ key, image }) => ({
    key,
    image,
    title: t(`home.hero.${key}.title`),
    subtitle: t(`home.hero.${key}.subtitle`),
    description: t(`home.hero.${key}.description`),
    alt: t(`home.hero.${key}.alt`),
  }));

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={t("home.hero.label")}
      data-testid="hero-carousel"
      data-island="hero-carousel"
      data-interval={LIMITS.heroAutoplayMs}
      data-dot-on={HERO_DOT.on}
      data-dot-off={HERO_DOT.off}
      data-autoplay="playing"
      className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:24px_24px]"
      />
      <h1 className="sr-only">{t("home.h1", { site: siteName })}</h1>
      <div className="relative overflow-hidden">
        <div className="flex touch-pan-y" data-track="">
          {slides.map((slide, i) => (
            <HeroSlide key={slide.key} slide={slide} n={i + 1} total={slides.length} />
          ))}
        </div>
      </div>
      <div className="invisible absolute inset-x-0 bottom-5 md:bottom-7" data-controls="">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4">
          {/* biome-ignore lint/a11y/useSemanticElements: a set of buttons, not form fields */}
          <div className="flex items-center gap-1" role="group" aria-label={t("home.hero.chooseSlide")}>
            <CarouselDots
              count={slides.length}
              current={0}
              label={(i) => t("home.hero.goTo", { n: i + 1, title: slides[i]?.title ?? "" })}
              className="group flex size-6 items-center justify-center rounded-full"
              markClassName={(active) => cn("h-2.5 transition-all motion-reduce:transition-none", active ? HERO_DOT.on : HERO_DOT.off)}
              testId="hero-dot"
            />
          </div>
          <div className="flex items-center gap-2">
            <p
              className="min-w-14 text-center text-sm font-semibold tabular-nums text-brand-100"
              aria-live="off"
              data-counter=""
              data-testid="hero-counter"
            >
              1 / {slides.length}
            </p>
            <CarouselArrow direction="previous" label={t("home.hero.previous")} className={HERO_ARROW} />
            <CarouselArrow direction="next" label={t("home.hero.next")} className={HERO_ARROW} />
          </div>
        </div>
      </div>
    </section>
  );
}

type HeroSlideWords = { key: string; image: string; title: string; subtitle: string; description: string; alt: string };

/** One slide: the words and calls to act beside the picture (hidden from readers and focus while off screen, by the script). */
function HeroSlide({ slide, n, total }: { slide: HeroSlideWords; n: number; total: number }) {
  const { t, to } = useI18n();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a group with a slide role description
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t("home.hero.slideOf", { n, total })}
      className="min-w-0 flex-[0_0_100%]"
      data-slide=""
      data-testid="hero-slide"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 pb-20 pt-6 md:grid-cols-[1.05fr_1fr] md:gap-10 md:pb-24 md:pt-14">
        <div className="order-2 md:order-1">
          <p className="inline-flex rounded-full bg-action-500/15 px-3 py-1 text-sm font-semibold text-action-100 ring-1 ring-action-400/40">
            {slide.subtitle}
          </p>
          <h2 className="mt-3 text-balance text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">{slide.title}</h2>
          <p className="mt-3 max-w-xl text-base leading-7 text-brand-100 sm:text-lg">{slide.description}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {HERO_LINKS.map((link) => (
              <CtaLink key={link.to} to={to(link.to)} className={link.className}>
                {t(`home.hero.${link.label}`)}
              </CtaLink>
            ))}
          </div>
        </div>
        <div className="order-1 md:order-2">
          <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-brand-50 shadow-2xl shadow-black/30 ring-1 ring-white/10">
            <SiteImage src={slide.image} alt={slide.alt} width={1600} height={900} priority={n === 1} className="size-full object-cover" />
          </div>
        </div>
      </div>
    </div>
  );
}
