/**
 * Turns on the full Devanagari font's rules (components/hindi-font.tsx) once the page has
 * loaded: the first paint and the largest one do not wait for, or share the line with, its
 * 104 KB. Plain DOM code for the HTML-first shell script; on a page that hydrates, HindiFont does
 * the same with React state.
 */
export function loadFullHindiFont() {
  const turnOn = () => {
    for (const style of document.querySelectorAll<HTMLStyleElement>("style[data-hindi-font-full]")) style.media = "all";
  };
  if (document.readyState === "complete") turnOn();
  else addEventListener("load", turnOn, { once: true });
}
