import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { LIMITS } from "../../lib/domain";
import { cn } from "../../lib/utils";
import { useCarousel } from "./use-carousel";

export type HeroSlide = {
  title: string;
  subtitle: string;
  description: string;
  image: string;
  alt: string;
};

/** The six hero slides (spec 2). */
const HERO_SLIDES: HeroSlide[] = [
  {
    title: "Mobile Repairing Course",
    subtitle: "Chip-level smartphone & iPhone repair",
    description:
      "Learn fault finding, IC reballing, BGA and OCA machine work and software flashing on real phones, from your very first week.",
    image: "/images/hero/mobile-repair.svg",
    alt: "A smartphone opened on a repair mat with a soldering iron, tweezers and screws",
  },
  {
    title: "Laptop & Desktop Chip Level Repairing",
    subtitle: "Motherboard-level repair for laptops and PCs",
    description:
      "Trace circuits, repair power sections, replace chips with hot air and BGA rework, and install operating systems like a professional.",
    image: "/images/hero/laptop-chip-level.svg",
    alt: "A laptop motherboard under inspection with a multimeter and hot-air station",
  },
  {
    title: "AC PCB Repairing Course",
    subtitle: "Inverter and non-inverter AC boards",
    description: "Diagnose and repair indoor and outdoor unit PCBs, sensors and compressor drives of split and inverter air conditioners.",
    image: "/images/hero/ac-pcb.svg",
    alt: "An air-conditioner indoor unit with its control board drawn out for repair",
  },
  {
    title: "HVAC / VRF / VRV Training",
    subtitle: "Commercial air-conditioning systems",
    description: "Understand VRF and VRV systems, piping, gas charging, error codes and servicing with practical, site-oriented training.",
    image: "/images/hero/hvac-vrf.svg",
    alt: "Outdoor VRF condensing units connected to indoor units by refrigerant piping",
  },
  {
    title: "Fridge & Washing Machine PCB Repairing",
    subtitle: "Home appliance electronics",
    description:
      "Repair the control boards of refrigerators and automatic washing machines, from inverter compressors to motor drives and sensors.",
    image: "/images/hero/fridge-washing-pcb.svg",
    alt: "A refrigerator and a washing machine beside their control boards on a workbench",
  },
  {
    title: "Complete Technology Course",
    subtitle: "Mobile, computer and appliances in one programme",
    description:
      "The all-round course for a career in electronics repair: phones, laptops, ACs and appliances, with certification and placement support.",
    image: "/images/hero/complete-tech.svg",
    alt: "A bench of tools with a phone, a laptop and an appliance board ready for repair",
  },
];

/**
 * Hero carousel: loops, arrows, dots and an 'n / 6' counter. Autoplay every 5000 ms keeps
 * going after the visitor uses the controls (each change restarts the 5 s), pauses while
 * the pointer is over it or keyboard focus is inside, and is off for reduced motion.
 * Without JavaScript the first slide shows in full.
 */
export function HeroCarousel({ slides = HERO_SLIDES }: { slides?: HeroSlide[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const carousel = useCarousel({ count: slides.length, autoplayMs: LIMITS.heroAutoplayMs, paused: hovered || focused });
  const { index, hydrated, next: scrollNext, prev: scrollPrev } = carousel;
  const paused = hovered || focused || carousel.reducedMotion;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured courses"
      data-testid="hero-carousel"
      data-autoplay={paused ? "paused" : "playing"}
      className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus pauses; a mouse click on an arrow does not stop autoplay.
        if ((event.target as HTMLElement).matches(":focus-visible")) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") scrollPrev();
        else if (event.key === "ArrowRight") scrollNext();
      }}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:24px_24px]"
      />
      <h1 className="sr-only">Supertech Institute: mobile, laptop, AC and HVAC repairing courses in Delhi</h1>
      <div className="relative overflow-hidden" {...carousel.swipeHandlers}>
        <div className="flex touch-pan-y" style={carousel.trackStyle}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a group with a slide role description
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={hydrated && i !== index ? true : undefined}
              inert={hydrated && i !== index ? true : undefined}
              className="min-w-0 flex-[0_0_100%]"
              style={carousel.slideStyle(i)}
              data-testid="hero-slide"
            >
              <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 pb-20 pt-6 md:grid-cols-[1.05fr_1fr] md:gap-10 md:pb-24 md:pt-14">
                <div className="order-2 md:order-1">
                  <p className="inline-flex rounded-full bg-action-500/15 px-3 py-1 text-sm font-semibold text-action-100 ring-1 ring-action-400/40">
                    {slide.subtitle}
                  </p>
                  <h2 className="mt-3 text-balance text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">
                    {slide.title}
                  </h2>
                  <p className="mt-3 max-w-xl text-base leading-7 text-brand-100 sm:text-lg">{slide.description}</p>
                  <div className="mt-6 flex flex-wrap gap-3">
                    <Link
                      to="/admission"
                      className="inline-flex h-12 items-center rounded-md bg-action-500 px-6 text-base font-bold text-brand-950 shadow-lg shadow-black/20 hover:bg-action-400"
                    >
                      Enroll Now
                    </Link>
                    <Link
                      to="/courses"
                      className="inline-flex h-12 items-center rounded-md border border-white/40 px-6 text-base font-bold text-white hover:bg-white/10"
                    >
                      View All Courses
                    </Link>
                  </div>
                </div>
                <div className="order-1 md:order-2">
                  <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-brand-50 shadow-2xl shadow-black/30 ring-1 ring-white/10">
                    <img
                      src={slide.image}
                      alt={slide.alt}
                      width={1600}
                      height={900}
                      loading={i === 0 ? "eager" : "lazy"}
                      fetchPriority={i === 0 ? "high" : undefined}
                      decoding={i === 0 ? "auto" : "async"}
                      className="size-full object-cover"
                    />
                  </div>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={cn("absolute inset-x-0 bottom-5 md:bottom-7", !hydrated && "invisible")}>
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4">
          {/* biome-ignore lint/a11y/useSemanticElements: a set of buttons, not form fields */}
          <div className="flex items-center gap-1" role="group" aria-label="Choose a slide">
            {slides.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                onClick={() => carousel.goTo(i)}
                aria-label={`Go to slide ${i + 1}: ${slide.title}`}
                aria-current={i === index ? "true" : undefined}
                className="group flex size-6 items-center justify-center rounded-full"
                data-testid="hero-dot"
              >
                <span
                  className={cn(
                    "block h-2.5 rounded-full transition-all motion-reduce:transition-none",
                    i === index ? "w-7 bg-action-500" : "w-2.5 bg-white/50 group-hover:bg-white/80",
                  )}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            <p
              className="min-w-14 text-center text-sm font-semibold tabular-nums text-brand-100"
              aria-live={paused ? "polite" : "off"}
              data-testid="hero-counter"
            >
              {index + 1} / {slides.length}
            </p>
            <button
              type="button"
              onClick={scrollPrev}
              aria-label="Previous slide"
              className="flex size-11 items-center justify-center rounded-full border border-white/30 bg-white/10 hover:bg-white/20"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={scrollNext}
              aria-label="Next slide"
              className="flex size-11 items-center justify-center rounded-full border border-white/30 bg-white/10 hover:bg-white/20"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
