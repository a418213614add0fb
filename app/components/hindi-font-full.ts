/**
 * Turns on the full Devanagari font (components/hindi-font.tsx) once the page has loaded: the
 * first paint and the largest one do not wait for, or share the line with, its 104 KB.
 *
 * Its @font-face rules sit in a `<style media="not all" data-hindi-font-full>`, which the browser
 * parses but does not apply. They are read from there and loaded with the FontFace API, and the
 * two weights are added to the document together, once both have arrived (decision
 * XXX-hindi-tbt-font-switch). Switching the style's `media` on instead, as before, cost three
 * passes of style and layout over every Devanagari run on the page after load (the media change
 * itself, then each weight's arrival): long tasks a phone feels and Lighthouse counts as blocking.
 * Now the page is laid out again once, and only when the fonts are there to draw with.
 *
 * Plain DOM code for the HTML-first shell script; on a page that hydrates, HindiFont calls it
 * from an effect. Returns the clean-up: a Hindi page left by client-side navigation takes its
 * faces away again, as it took its rules away before.
 */
export function loadFullHindiFont(): () => void {
  let added: FontFace[] = [];
  let stopped = false;
  const turnOn = () => {
    const faces = fullFaces();
    // Twice on one document (a hydrated page's effect run again): the faces are there already.
    if (faces.length === 0 || [...document.fonts].some((f) => f.family === faces[0].family)) return;
    Promise.all(faces.map((face) => face.load())).then(
      () => {
        if (stopped) return;
        for (const face of faces) document.fonts.add(face);
        added = faces;
      },
      // Offline, say: the critical cut and the system's font go on drawing, as with a failed @font-face.
      () => {},
    );
  };
  if (document.readyState === "complete") turnOn();
  else addEventListener("load", turnOn, { once: true });
  return () => {
    stopped = true;
    removeEventListener("load", turnOn);
    for (const face of added) document.fonts.delete(face);
  };
}

/** The inert style's @font-face rules as FontFace objects (not yet in the document, nothing fetched). */
function fullFaces(): FontFace[] {
  const sheet = document.querySelector<HTMLStyleElement>("style[data-hindi-font-full]")?.sheet;
  return [...(sheet?.cssRules ?? [])]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .map(({ style }) => {
      const family = style.getPropertyValue("font-family").replaceAll('"', "");
      return new FontFace(family, style.getPropertyValue("src"), {
        weight: style.getPropertyValue("font-weight"),
        style: style.getPropertyValue("font-style"),
        unicodeRange: style.getPropertyValue("unicode-range"),
        display: "swap",
      });
    });
}
