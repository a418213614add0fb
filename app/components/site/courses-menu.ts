/**
 * The header's Courses menu as plain DOM code over the server's markup (decision 024): the
 * React header calls it in an effect on a hydrated page, the shell island on an HTML-first page,
 * so the behaviour is written once. Without it, CSS opens the menu on hover and when focus is
 * inside (app.css, `[data-courses-menu]:not([data-enhanced])`).
 *
 * With it: click, Enter, Space or ArrowDown opens; arrows, Home and End move between links;
 * Escape closes and returns focus to the button; a mouse hovering opens it (a click then pins
 * it); a click outside, focus leaving or a link followed closes it.
 */
export type MenuHandle = { close(): void; destroy(): void };

export function enhanceCoursesMenu(root: HTMLElement): MenuHandle {
  const button = root.querySelector<HTMLButtonElement>("button[aria-controls]");
  if (!button) return { close() {}, destroy() {} };
  const events = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    target.addEventListener(type, listener, { signal: events.signal });
  let open = false;
  let openedBy: "hover" | "click" = "click";
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let outside: AbortController | undefined;

  const setOpen = (value: boolean) => {
    open = value;
    button.setAttribute("aria-expanded", String(value));
    root.toggleAttribute("data-open", value);
    outside?.abort();
    outside = undefined;
    if (!value) return;
    outside = new AbortController();
    const pointerOutside = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", pointerOutside, { signal: outside.signal });
  };
  const links = () => Array.from(root.querySelectorAll<HTMLAnchorElement>("[data-menu-link]"));
  const focusLink = (index: number) => {
    const all = links();
    if (all.length > 0) all[(index + all.length) % all.length]?.focus();
  };

  on(root, "pointerenter", (event) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer);
    if (!open) {
      openedBy = "hover";
      setOpen(true);
    }
  });
  on(root, "pointerleave", (event) => {
    if (event.pointerType !== "mouse" || openedBy !== "hover") return;
    closeTimer = setTimeout(() => setOpen(false), 150);
  });
  on(root, "focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  on(root, "click", (event) => {
    if ((event.target as HTMLElement).closest("[data-menu-link]")) setOpen(false);
  });
  on(button, "click", () => {
    // A click on a menu that hovering opened keeps it open (and pinned) instead of closing it.
    const pin = open && openedBy === "hover";
    openedBy = "click";
    if (!pin) setOpen(!open);
  });
  on(root, "keydown", (event) => onKey(event));

  function onKey(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button?.focus();
      return;
    }
    if (event.target === button && event.key === "ArrowDown") {
      event.preventDefault();
      openedBy = "click";
      setOpen(true);
      focusLink(0);
      return;
    }
    const all = links();
    const index = all.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    const next = moveFrom(event.key, index);
    if (next === undefined) return;
    event.preventDefault();
    if (next === "button") button?.focus();
    else focusLink(next);
  }

  root.dataset.enhanced = "";
  return {
    close: () => setOpen(false),
    destroy: () => {
      setOpen(false);
      clearTimeout(closeTimer);
      events.abort();
      delete root.dataset.enhanced;
    },
  };
}

/** Where a key moves focus from link `index`: another link (-1 is the last), the button, or nowhere. */
function moveFrom(key: string, index: number): number | "button" | undefined {
  if (key === "ArrowDown") return index + 1;
  if (key === "ArrowUp") return index === 0 ? "button" : index - 1;
  if (key === "Home") return 0;
  if (key === "End") return -1;
  return undefined;
}

/**
 * The phone menu is a <details>, so it opens without JavaScript. This adds what a <details>
 * lacks: Escape closes it (focus back on its summary), so do a tap outside and a followed link.
 */
export function enhanceMobileMenu(details: HTMLDetailsElement): MenuHandle {
  const events = new AbortController();
  const { signal } = events;
  const close = () => {
    details.open = false;
  };
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "Escape" || !details.open) return;
      close();
      details.querySelector("summary")?.focus();
    },
    { signal },
  );
  document.addEventListener(
    "pointerdown",
    (event) => {
      if (details.open && !details.contains(event.target as Node)) close();
    },
    { signal },
  );
  details.addEventListener(
    "click",
    (event) => {
      if ((event.target as HTMLElement).closest("a[href]")) close();
    },
    { signal },
  );
  return { close, destroy: () => events.abort() };
}
