import { createContext, useContext } from "react";
import type { UIMatch } from "react-router";

/**
 * HTML-first pages (decision 024). A route that exports
 * `handle = { htmlFirst: true }` is served as finished HTML: no React Router runtime, no
 * hydration, only its islands' small scripts. Decided by the deepest match, so a layout's
 * handle does not make its pages HTML-first.
 */
export type HtmlFirstHandle = { htmlFirst?: boolean };
export const HTML_FIRST: HtmlFirstHandle = { htmlFirst: true };

export function isHtmlFirst(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return (matches[matches.length - 1]?.handle as HtmlFirstHandle | undefined)?.htmlFirst === true;
}

// The island scripts' URLs, given by the server (entry.server.tsx); empty in the browser, which
// never renders an HTML-first document.
const IslandScriptsContext = createContext<Record<string, string>>({});
export const IslandScriptsProvider = IslandScriptsContext.Provider;

/** An HTML-first page's scripts: the site shell's island (more islands add their names here). */
export function IslandScripts({ names }: { names: readonly string[] }) {
  const urls = useContext(IslandScriptsContext);
  return <>{names.map((name) => (urls[name] ? <script key={name} type="module" src={urls[name]} /> : null))}</>;
}
