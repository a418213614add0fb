import { markDots } from "./image-carousel";

/** A horizontal drag longer than this (in CSS px) changes the slide. */
const SWIPE_PX = 40;
const mod = (n: number, m: number) => ((n % m) + m) % m;

/**
 * The home page's looping carousels (the hero, the reviews) as plain DOM code over the server's
 * markup (decision 054): the home island runs it, and the React components in an effect after
 * a client-side visit. A flex track (`[data-track]`) of `[data-slide]`s moves with a CSS
 * transform; the position is an unbounded integer and each slide is placed in the copy of the
 * loop that keeps it nearest the view, so next from the last slide glides on to the first.
 * Read from the root: `data-per-view-md` / `data-per-view-lg` (slides per view from 768 and
 * 1024 px; match the slides' CSS widths), `data-interval` (autoplay, restarted by every change,
 * paused while a mouse is over it or keyboard focus is inside, off for reduced motion), and
 * `data-dot-on` / `data-dot-off` (the dot marks' classes). Without it the first slide(s) show as
 * laid out by CSS and the controls (`[data-controls]`, `invisible`) stay hidden.
 */
export function enhanceSlidingCarousel(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>("[data-track]");
  const slides = Array.from(root.querySelectorAll<HTMLElement>("[data-slide]"));
  const count = slides.length;
  if (!track || count === 0) return () => {};
  const events = new AbortController();
  const { signal } = events;
  const dots = Array.from(root.querySelectorAll<HTMLElement>("[data-dot]"));
  const counter = root.querySelector<HTMLElement>("[data-counter]");
  const media = (query: string) => matchMedia(query);
  const reduced = media("(prefers-reduced-motion: reduce)");
  const md = media("(min-width: 768px)");
  const lg = media("(min-width: 1024px)");
  const autoplayMs = root.dataset.interval ? Number(root.dataset.interval) : undefined;
  const marks = { on: root.dataset.dotOn ?? "", off: root.dataset.dotOff ?? "" };
  let position = 0;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const perView = () => Number((lg.matches ? root.dataset.perViewLg : md.matches ? root.dataset.perViewMd : null) ?? 1);
  const loops = () => count > perView();
  const positions = () => (loops() ? count : 1);

  const render = () => {
    const view = perView();
    if (!loops()) position = 0;
    const index = mod(position, positions());
    track.style.transform = `translateX(${(-position * 100) / view}%)`;
    track.style.transition = reduced.matches ? "none" : "transform 450ms cubic-bezier(0.25, 1, 0.5, 1)";
    const start = position - 1;
    slides.forEach((slide, i) => {
      // Shift slide i by whole loops so it sits in [position - 1, position - 1 + count).
      const shift = loops() ? start + mod(i - start, count) - i : 0;
      slide.style.transform = shift === 0 ? "" : `translateX(${shift * 100}%)`;
      // Off screen: hidden from readers and focus.
      const hidden = mod(i - index, count) >= view;
      slide.toggleAttribute("inert", hidden);
      if (hidden) slide.setAttribute("aria-hidden", "true");
      else slide.removeAttribute("aria-hidden");
    });
    dots.forEach((dot, i) => {
      dot.hidden = i >= positions();
    });
    markDots(dots, index, marks);
    if (counter) counter.textContent = `${index + 1} / ${count}`;
    const paused = hovered || focused || reduced.matches;
    root.dataset.autoplay = paused ? "paused" : "playing";
    counter?.setAttribute("aria-live", paused ? "polite" : "off");
    // One timer per shown position: any change (autoplay, arrow, dot, swipe) restarts it.
    clearTimeout(timer);
    if (autoplayMs !== undefined && loops() && !paused) timer = setTimeout(() => go(position + 1), autoplayMs);
  };
  const go = (next: number) => {
    position = next;
    render();
  };
  const goTo = (target: number) => {
    // Take the shorter way round the loop.
    let delta = mod(target - position, positions());
    if (delta > positions() / 2) delta -= positions();
    go(position + delta);
  };

  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    target.addEventListener(type, listener, { signal });
  const pause = (set: () => void) => {
    set();
    render();
  };
  on(root, "pointerenter", (event) => event.pointerType === "mouse" && pause(() => (hovered = true)));
  on(root, "pointerleave", (event) => event.pointerType === "mouse" && pause(() => (hovered = false)));
  // Keyboard focus pauses; a mouse click on an arrow does not stop autoplay.
  on(root, "focusin", (event) => (event.target as HTMLElement).matches(":focus-visible") && pause(() => (focused = true)));
  on(root, "focusout", (event) => !root.contains(event.relatedTarget as Node | null) && pause(() => (focused = false)));
  on(root, "keydown", (event) => {
    if (event.key === "ArrowLeft") go(position - 1);
    else if (event.key === "ArrowRight") go(position + 1);
  });
  on(root, "click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-direction], [data-dot]");
    if (!button || !root.contains(button)) return;
    if (button.dataset.dot !== undefined) goTo(Number(button.dataset.dot));
    else go(position + (button.dataset.direction === "next" ? 1 : -1));
  });
  const viewport = track.parentElement;
  if (viewport) watchSwipe(viewport, signal, (step) => loops() && go(position + step));
  for (const list of [reduced, md, lg]) list.addEventListener("change", render, { signal });

  render();
  root.querySelector("[data-controls]")?.classList.remove("invisible");
  return () => {
    events.abort();
    clearTimeout(timer);
  };
}

/**
 * Swipe with pointer events: a mostly horizontal drag of more than 40 px calls `step` with +1
 * (to the left: next) or -1. A mouse drag over a link or image follows no link and starts no
 * native drag.
 */
function watchSwipe(area: HTMLElement, signal: AbortSignal, step: (direction: 1 | -1) => void) {
  let drag: { id: number; x: number; y: number } | null = null;
  let swiped = false;
  area.addEventListener(
    "pointerdown",
    (event) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
      swiped = false;
    },
    { signal },
  );
  area.addEventListener(
    "pointerup",
    (event) => {
      const start = drag;
      drag = null;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
        swiped = true;
        step(dx < 0 ? 1 : -1);
      }
    },
    { signal },
  );
  area.addEventListener(
    "pointercancel",
    () => {
      drag = null;
    },
    { signal },
  );
  area.addEventListener(
    "click",
    (event) => {
      if (!swiped) return;
      swiped = false;
      event.preventDefault();
      event.stopPropagation();
    },
    { signal, capture: true },
  );
  area.addEventListener("dragstart", (event) => event.preventDefault(), { signal });
}
