import { type CSSProperties, type DragEvent, type MouseEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/components/use-hydrated";

/** A horizontal drag longer than this (in CSS px) changes the slide. */
const SWIPE_PX = 40;

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = () => setMatches(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}

function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

export type CarouselOptions = {
  count: number;
  /** Slides per view from 768 px and from 1024 px wide (1 below); match the slides' CSS widths. */
  perViewMd?: number;
  perViewLg?: number;
  /** Advance every this many ms while not paused (and never for reduced motion). */
  autoplayMs?: number;
  paused?: boolean;
};

/**
 * A small looping carousel: a flex track moved with a CSS transform. The position is an
 * unbounded integer; each slide is placed (with its own transform) in the copy of the loop
 * that keeps it nearest the view, so next from the last slide glides on to the first.
 * Before hydration no style is set, so the server render shows the first slide(s) as laid out by CSS.
 */
export function useCarousel({ count, perViewMd = 1, perViewLg = perViewMd, autoplayMs, paused = false }: CarouselOptions) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const md = useMediaQuery("(min-width: 768px)");
  const lg = useMediaQuery("(min-width: 1024px)");
  const perView = lg ? perViewLg : md ? perViewMd : 1;
  const loops = count > perView;
  const positions = loops ? count : 1;

  const [position, setPosition] = useState(0);
  const index = mod(position, positions);

  const next = useCallback(() => setPosition((p) => p + 1), []);
  const prev = useCallback(() => setPosition((p) => p - 1), []);
  const goTo = useCallback(
    (target: number) =>
      setPosition((p) => {
        // Take the shorter way round the loop.
        let delta = mod(target - p, positions);
        if (delta > positions / 2) delta -= positions;
        return p + delta;
      }),
    [positions],
  );

  // Fewer slides than fit in a view: stay at the start.
  useEffect(() => {
    if (!loops) setPosition(0);
  }, [loops]);

  // One timer per shown position: any change (autoplay, arrow, dot, swipe) restarts it.
  const autoplay = autoplayMs !== undefined && loops && !paused && !reducedMotion;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `position` restarts the timer on every change
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => setPosition((p) => p + 1), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [autoplay, autoplayMs, position]);

  const trackStyle: CSSProperties | undefined = hydrated
    ? {
        transform: `translateX(${(-position * 100) / perView}%)`,
        transition: reducedMotion ? "none" : "transform 450ms cubic-bezier(0.25, 1, 0.5, 1)",
      }
    : undefined;

  /** Shift slide i by whole loops so it sits in [position - 1, position - 1 + count). */
  const slideStyle = (i: number): CSSProperties | undefined => {
    if (!hydrated || !loops) return undefined;
    const start = position - 1;
    const place = start + mod(i - start, count);
    const shift = place - i;
    return shift === 0 ? undefined : { transform: `translateX(${shift * 100}%)` };
  };

  // Swipe: pointer events; a mostly horizontal drag of more than 40 px changes the slide.
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const swipeHandlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const start = drag.current;
      drag.current = null;
      if (!start || start.id !== event.pointerId || !loops) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
        swiped.current = true;
        if (dx < 0) next();
        else prev();
      }
    },
    onPointerCancel: () => {
      drag.current = null;
    },
    // A mouse drag over a link or image must not follow the link or start a native drag.
    onClickCapture: (event: MouseEvent) => {
      if (swiped.current) {
        swiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      }
    },
    onDragStart: (event: DragEvent) => event.preventDefault(),
  };

  return { index, positions, perView, next, prev, goTo, reducedMotion, hydrated, trackStyle, slideStyle, swipeHandlers };
}
