/** The marks of the current dot and of the others (course-carousel.tsx draws them). */
export const DOT_MARK = { active: "w-5 bg-action-500", other: "w-2 bg-white/90 shadow" } as const;

/**
 * Marks the current dot (`aria-current`) and gives each dot's mark (its first child) the classes
 * of the current one (`on`) or of the others (`off`); every carousel of the site draws its dots
 * this way (carousel-controls.tsx).
 */
export function markDots(dots: readonly HTMLElement[], index: number, marks: { on: string; off: string }): void {
  const classes = (list: string) => list.split(" ").filter(Boolean);
  dots.forEach((dot, i) => {
    const on = i === index;
    if (on) dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
    const mark = dot.firstElementChild;
    for (const name of classes(marks.on)) mark?.classList.toggle(name, on);
    for (const name of classes(marks.off)) mark?.classList.toggle(name, !on);
  });
}

/**
 * The course page's image carousel as plain DOM code over the server's markup (decision 024):
 * the course page's island script runs it, and the React component in an effect after a
 * client-side visit. It advances every `intervalMs` (spec 9), loops, and pauses while hovered
 * or focused and for people who prefer reduced motion. `data-active-index` and `data-paused`
 * on the root tell where it is. Without it the first image shows and the controls stay hidden.
 */
export function enhanceCourseCarousel(root: HTMLElement, intervalMs: number): () => void {
  const slides = Array.from(root.querySelectorAll<HTMLElement>("[data-slide]"));
  const dots = Array.from(root.querySelectorAll<HTMLElement>("[data-dot]"));
  const count = slides.length;
  const controls = root.querySelector<HTMLElement>("[data-controls]");
  if (count < 2 || !controls) return () => {};
  const events = new AbortController();
  const { signal } = events;
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  let index = 0;
  let hovered = false;
  let focused = false;
  let paused: boolean | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = (next: number) => {
    index = ((next % count) + count) % count;
    slides.forEach((slide, i) => {
      const on = i === index;
      slide.classList.remove("hidden");
      slide.setAttribute("aria-hidden", String(!on));
      slide.classList.toggle("opacity-100", on);
      slide.classList.toggle("opacity-0", !on);
      slide.classList.toggle("pointer-events-none", !on);
    });
    markDots(dots, index, { on: DOT_MARK.active, off: DOT_MARK.other });
    root.dataset.activeIndex = String(index);
  };
  // The timer restarts only when the pause changes, as the React version's effect did.
  const update = () => {
    const now = hovered || focused || reduced.matches;
    if (now === paused) return;
    paused = now;
    root.dataset.paused = String(now);
    clearInterval(timer);
    if (!now) timer = setInterval(() => show(index + 1), intervalMs);
  };

  const listen = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    root.addEventListener(
      type,
      (event) => {
        listener(event);
        update();
      },
      { signal },
    );
  listen("mouseenter", () => {
    hovered = true;
  });
  listen("mouseleave", () => {
    hovered = false;
  });
  listen("focusin", () => {
    focused = true;
  });
  listen("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) focused = false;
  });
  reduced.addEventListener("change", update, { signal });
  controls.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest<HTMLElement>("[data-direction], [data-dot]");
      if (!button) return;
      if (button.dataset.dot !== undefined) show(Number(button.dataset.dot));
      else show(index + (button.dataset.direction === "next" ? 1 : -1));
    },
    { signal },
  );

  show(0);
  controls.hidden = false;
  update();
  return () => {
    events.abort();
    clearInterval(timer);
  };
}
