/**
 * Turns on the full Devanagari font (components/hindi-font.tsx) once the page has loaded and
 * painted its first content: the first paint and the largest one do not wait for, or share the
 * line with, its 104 KB.
 *
 * Its @font-face rules sit in a `<style media="not all" data-hindi-font-full>`, which the browser
 * parses but does not apply. They are read from there and loaded with the FontFace API, and the
 * two weights are added to the document together, once both have arrived (decision
 * 066-hindi-font-switch). Switching the style's `media` on instead, as before, cost three
 * passes of style and layout over every Devanagari run on the page after load (the media change
 * itself, then each weight's arrival): long tasks a phone feels and Lighthouse counts as blocking.
 * Now the page is laid out again once, and only when the fonts are there to draw with.
 *
 * Plain DOM code for the HTML-first shell script, its only importer (HindiFont, on a page that
 * hydrates, switches the style's media itself: see there why it does not import this module).
 */
let started = false;

export function loadFullHindiFont() {
  // Once per document; an English page has no inert style and nothing to load or wait for.
  if (started || !document.querySelector("style[data-hindi-font-full]")) return;
  started = true;
  const turnOn = () => {
    // One face per task: making a face and starting its load resolves its local() names, one
    // round trip each to a desktop Chromium's font service (decision 066, seventh session).
    const arrived = fullFaces().map((make) => new Promise<FontFace>((resolve) => setTimeout(() => resolve(make().load()))));
    Promise.all(arrived).then(
      (faces) => {
        for (const face of faces) document.fonts.add(face);
      },
      // Offline, say: the critical cut and the system's font go on drawing, as with a failed @font-face.
      () => {},
    );
  };
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
  Promise.all([loaded, firstContentfulPaint()]).then(() => setTimeout(turnOn, 0));
}

/**
 * Resolves once the page has painted its first content. On a fast machine the load event can
 * come before the first paint, and 104 KB of font fetched then shared the line with it: a
 * phone's first paint waited for bytes it did not draw, and Lighthouse, which counts every
 * request that ended before the paint, put the files on the paint's path (on `/hi/privacy` FCP
 * 1,583 ms against 1,128, in one pass in three). A browser without paint timing, or a tab
 * that is hidden, resolves at once or when it is first shown.
 */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
}

/** The inert style's @font-face rules, each as a maker of its FontFace (not yet in the document, nothing fetched). */
function fullFaces(): (() => FontFace)[] {
  const sheet = document.querySelector<HTMLStyleElement>("style[data-hindi-font-full]")?.sheet;
  return [...(sheet?.cssRules ?? [])]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .map(({ style }) => {
      const family = style.getPropertyValue("font-family").replaceAll('"', "");
      const descriptors = {
        weight: style.getPropertyValue("font-weight"),
        style: style.getPropertyValue("font-style"),
        unicodeRange: style.getPropertyValue("unicode-range"),
        display: "swap" as const,
      };
      const src = style.getPropertyValue("src");
      return () => new FontFace(family, src, descriptors);
    });
}
