import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import bold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url";
import { useEffect, useState } from "react";
import criticalRegular from "#app/assets/fonts/noto-sans-devanagari-critical-400.woff2?url";
import criticalBold from "#app/assets/fonts/noto-sans-devanagari-critical-700.woff2?url";

/**
 * The Devanagari font (Noto Sans Devanagari from Fontsource, shipped in the build: nothing is
 * fetched from a font CDN), for Hindi pages only. The @font-face rules are written here rather
 * than in app.css so an English page, even with a Hindi line on it (the promo popup), never
 * downloads the font: it has no rule naming the file.
 *
 * In two steps (decision 064-hindi-lcp-font):
 * 1. "Noto Sans Devanagari Critical": the glyphs of the first screen's Hindi text on every Hindi
 *    page and nothing else (scripts/make-critical-hindi-font.mjs), preloaded, so the header
 *    and hero paint in the real font at once.
 * 2. The full font, "Noto Sans Devanagari", whose rules are inert (`media="not all"`). Once an
 *    HTML-first page has loaded, its shell script reads them and loads them with the FontFace
 *    API, adding both weights at once (hindi-font-full.ts, decision 066-hindi-font-switch).
 *    A page that hydrates turns the style on instead (below); a <noscript> copy applies without
 *    JavaScript. Before that, the browser skips the family and draws with the critical one,
 *    listed after it in app.css's --font-hindi. Had the full files been wanted from the first
 *    layout, their 104 KB would share the line with the stylesheet and the hero image on a slow
 *    phone.
 * The same glyphs, the same metrics: the header and hero do not move or change when the full
 * font takes over. `local()` first, in both steps alike: a device with the font installed under
 * these names downloads nothing (Android ships Noto Sans Devanagari; that its files answer to
 * these names on a phone is not tested here, and a miss costs only the download of today).
 */
const RANGE = "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09";
const LOCAL = {
  400: ["Noto Sans Devanagari Regular", "NotoSansDevanagari-Regular"],
  700: ["Noto Sans Devanagari Bold", "NotoSansDevanagari-Bold"],
};

function faces(family: string, files: Record<400 | 700, string>) {
  return ([400, 700] as const)
    .map((weight) => {
      const src = [...LOCAL[weight].map((name) => `local("${name}")`), `url(${files[weight]}) format("woff2")`].join(",");
      return `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};src:${src};unicode-range:${RANGE}}`;
    })
    .join("");
}

const criticalCss = faces("Noto Sans Devanagari Critical", { 400: criticalRegular, 700: criticalBold });
const fullCss = faces("Noto Sans Devanagari", { 400: regular, 700: bold });

export function HindiFont() {
  // On a page that hydrates (the portal, the admin's Hindi reports, a Hindi page reached by
  // client-side navigation) React turns the style on after load: the older way, three passes of
  // layout rather than one, kept because importing hindi-font-full.ts from here would make it a
  // chunk of its own that every HTML-first page's shell fetches before its first paint (the
  // shell may not import a module that React code imports without it being split off).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const turnOn = () => setLoaded(true);
    if (document.readyState === "complete") turnOn();
    else addEventListener("load", turnOn, { once: true });
    return () => removeEventListener("load", turnOn);
  }, []);
  return (
    <>
      {[criticalRegular, criticalBold].map((url) => (
        <link key={url} rel="preload" as="font" type="font/woff2" href={url} crossOrigin="anonymous" />
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constants built above from the bundled font URLs */}
      <style dangerouslySetInnerHTML={{ __html: criticalCss }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: as above */}
      <style media={loaded ? "all" : "not all"} data-hindi-font-full="" dangerouslySetInnerHTML={{ __html: fullCss }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: as above */}
      <noscript dangerouslySetInnerHTML={{ __html: `<style>${fullCss}</style>` }} />
    </>
  );
}
