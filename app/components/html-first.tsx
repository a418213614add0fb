import { createContext, useContext } from "react";
import { type UIMatch, UNSAFE_DataRouterStateContext } from "react-router";
import type { Translate } from "#app/i18n/translate";
import type { ToastMessage } from "./toaster";

/**
 * HTML-first pages (decision 024). A route that exports
 * `handle = { htmlFirst: true }` is served as finished HTML: no React Router runtime, no
 * hydration, only its islands' small scripts. Decided by the deepest match, so a layout's
 * handle does not make its pages HTML-first.
 */
export type HtmlFirstHandle = {
  htmlFirst?: boolean;
  islands?: readonly string[];
  /** The toast the page's own loader data raises (a hydrated page shows it with useShowToast). */
  toast?: (data: never, t: Translate) => ToastMessage | null | undefined;
};
export const HTML_FIRST: HtmlFirstHandle = { htmlFirst: true };

/** An HTML-first route whose page has islands of its own besides the shell: `htmlFirstWith("carousel")`. */
export function htmlFirstWith(...islands: string[]): HtmlFirstHandle {
  return { htmlFirst: true, islands };
}

const deepest = (matches: readonly Pick<UIMatch, "handle">[]) => matches[matches.length - 1]?.handle as HtmlFirstHandle | undefined;

/** The toast an HTML-first page draws in its HTML: the one its loader data raises, if any. */
export function htmlFirstPageToast(matches: readonly UIMatch[], t: Translate): ToastMessage | null | undefined {
  const match = matches[matches.length - 1];
  const toast = (match?.handle as HtmlFirstHandle | undefined)?.toast as
    | ((data: unknown, t: Translate) => ToastMessage | null | undefined)
    | undefined;
  // No data when the page's loader did not run: an error answer (a POST to a page without an
  // action is a 405) renders the error boundary, with no page toast to draw.
  return match && toast && match.data !== undefined ? toast(match.data, t) : undefined;
}

/**
 * The toast a public form's action put in its answer for the page itself (formReplies in
 * public-form.server.ts: a post without JavaScript, or the island's fetch), drawn by the root
 * in the toast's place. The action data of the deepest match, from the router's state.
 */
export function useHtmlFirstActionToast(matches: readonly UIMatch[]): ToastMessage | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const id = matches[matches.length - 1]?.id;
  const answer = id ? (state?.actionData?.[id] as { toast?: ToastMessage } | undefined) : undefined;
  return answer?.toast;
}

export function isHtmlFirst(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return deepest(matches)?.htmlFirst === true;
}

/** The island scripts an HTML-first page loads: the site shell's, then its route's own. */
export function htmlFirstIslands(matches: readonly Pick<UIMatch, "handle">[]): string[] {
  return ["shell", ...(deepest(matches)?.islands ?? [])];
}

// The island scripts' URLs, given by the server (entry.server.tsx); empty in the browser, which
// never renders an HTML-first document.
const IslandScriptsContext = createContext<Record<string, string>>({});
export const IslandScriptsProvider = IslandScriptsContext.Provider;

/** An HTML-first page's scripts, one module per island (names from `htmlFirstIslands`). */
export function IslandScripts({ names }: { names: readonly string[] }) {
  const urls = useContext(IslandScriptsContext);
  return <>{names.map((name) => (urls[name] ? <script key={name} type="module" src={urls[name]} /> : null))}</>;
}
