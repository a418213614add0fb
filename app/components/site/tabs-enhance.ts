// Tabs as plain DOM code over the server's markup (decision 054's pattern): the course-inner
// page's island calls it, and the page's React component calls it in an effect after a
// client-side navigation. Without JavaScript each tab is a link to `?tab=...`, which the
// server answers with that panel shown.

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Shows the clicked tab's panel in place (no navigation); arrows, Home and End move between tabs, as Radix's tabs do. */
export function enhanceTabs(root: HTMLElement): () => void {
  const tabs = [...root.querySelectorAll<HTMLElement>("[role=tab]")];
  const select = (chosen: HTMLElement) => {
    for (const tab of tabs) {
      const on = tab === chosen;
      const state = on ? "active" : "inactive";
      tab.setAttribute("aria-selected", String(on));
      tab.dataset.state = state;
      tab.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (!panel) continue;
      panel.hidden = !on;
      panel.dataset.state = state;
    }
  };
  const click = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLElement>("[role=tab]");
    if (!tab || !tabs.includes(tab)) return;
    event.preventDefault();
    select(tab);
  };
  const keydown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(event.target as HTMLElement);
    const move = KEYS[event.key];
    if (index < 0 || !move) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    select(next);
    next.focus();
  };
  root.addEventListener("click", click);
  root.addEventListener("keydown", keydown);
  return () => {
    root.removeEventListener("click", click);
    root.removeEventListener("keydown", keydown);
  };
}
