/**
 * The gallery's enlarged view as plain DOM code (decision 024): the gallery page's island
 * script runs it on the server's HTML, and the React page runs it in an effect when a visitor
 * arrives client-side. Each tile is a link to its image file (so it works without JavaScript);
 * this opens the page's <dialog> instead, filled from the tile's own markup: its picture, its
 * caption, its Featured mark. Escape closes it (the <dialog>'s own), focus goes back to the tile
 * of the image last shown, arrows and the two buttons move between images.
 */
export function enhanceGallery(root: HTMLElement): () => void {
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-gallery-viewer]");
  const tiles = Array.from(root.querySelectorAll<HTMLAnchorElement>("[data-gallery-tile]"));
  if (!dialog || tiles.length === 0) return () => {};
  const events = new AbortController();
  const { signal } = events;
  const part = (name: string) => dialog.querySelector<HTMLElement>(`[data-part=${name}]`) as HTMLElement;
  let index = 0;

  const show = (next: number) => {
    index = (next + tiles.length) % tiles.length;
    const tile = tiles[index] as HTMLAnchorElement;
    const picture = tile.querySelector("picture")?.cloneNode(true) as HTMLElement | undefined;
    for (const source of picture?.querySelectorAll("source") ?? []) source.setAttribute("sizes", "(min-width: 1024px) 1024px, 100vw");
    const img = picture?.querySelector("img");
    if (img) {
      img.loading = "eager";
      img.className = "mx-auto h-auto max-h-[70dvh] w-auto object-contain";
    }
    part("image").replaceChildren(...(picture ? [picture] : []));
    const caption = tile.closest("figure")?.querySelectorAll("figcaption p");
    part("title").textContent = caption?.[0]?.textContent ?? "";
    const description = caption?.[1]?.textContent ?? "";
    part("description").textContent = description || (img?.alt ?? "");
    part("description").classList.toggle("sr-only", !description);
    part("featured").hidden = !tile.closest("[data-featured]");
    part("counter").textContent = `${index + 1} / ${tiles.length}`;
  };

  tiles.forEach((tile, i) => {
    tile.addEventListener(
      "click",
      (event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        show(i);
        dialog.showModal();
      },
      { signal },
    );
  });
  dialog.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "ArrowRight") show(index + 1);
      if (event.key === "ArrowLeft") show(index - 1);
    },
    { signal },
  );
  dialog.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element;
      if (target === dialog) dialog.close(); // the backdrop
      const step = target.closest<HTMLElement>("[data-step]")?.dataset.step;
      if (step) show(index + Number(step));
      if (target.closest("[data-part=close]")) dialog.close();
    },
    { signal },
  );
  dialog.addEventListener("close", () => tiles[index]?.focus(), { signal });
  return () => {
    events.abort();
    if (dialog.open) dialog.close();
  };
}
