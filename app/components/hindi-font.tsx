import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import bold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url";

/**
 * The Devanagari font (Fontsource's Noto Sans Devanagari, its devanagari subset and that subset's unicode-range, shipped in
 * the build: nothing is fetched from a font CDN), for Hindi pages only. The
 * @font-face rules are written here rather than in app.css so an English page, even with a
 * Hindi line on it (the promo popup), never downloads the font: it has no rule naming the
 * file. The two weights the pages use are preloaded so headings do not reflow late, at low
 * priority: React hoists preloads above the stylesheet, and at their default priority the 104 KB
 * of font shared the line with the CSS and delayed the first paint (Lighthouse counts a
 * high-priority request that ends before the paint as render-blocking; decision 061-html-first-search-tabs-hindi-font).
 */
const FACES = [
  { weight: 400, url: regular },
  { weight: 700, url: bold },
];

const css = FACES.map(
  ({ weight, url }) =>
    `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09}`,
).join("");

export function HindiFont() {
  return (
    <>
      {FACES.map(({ url }) => (
        <link key={url} rel="preload" as="font" type="font/woff2" href={url} crossOrigin="anonymous" fetchPriority="low" />
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant built above from the bundled font URLs */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </>
  );
}
