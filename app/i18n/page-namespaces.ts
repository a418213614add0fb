import { englishPath } from "./lang";
import type { Messages } from "./messages/en";

/** What every public page shows: the header, menus, footer (with its newsletter form), cards, trust figures. */
const COMMON = ["lang", "media", "nav", "trade", "card", "footer", "trust", "forms", "errors"] as const;

/**
 * The catalogue parts each page needs besides the common ones, by its English path. A page
 * carries only its own messages in its loader data: the whole catalogue is ~36 KB of JSON (and
 * twice the bytes in Devanagari), which every page's HTML would otherwise repeat.
 */
const PAGE_NAMESPACES: readonly [RegExp, readonly (keyof Messages)[]][] = [
  [/^\/$/, ["home", "course"]],
  [/^\/about$/, ["about"]],
  [/^\/courses$/, ["courses", "course"]],
  [/^\/internal-courses$/, ["internal", "courses", "course"]],
  [/^\/online-courses$/, ["onlineCourses"]],
  [/^\/certificate(\/|$)/, ["certificate"]],
  [/^\/receipt(\/|$)/, ["receipt"]],
  [/^\/gallery$/, ["gallery"]],
  [/^\/contact$/, ["contact", "course"]],
  [/^\/admission$/, ["admission", "course"]],
  [/^\/(course|courses|course-inner)\/[^/]+$/, ["course", "courses"]],
  [/^\/(privacy|terms)$/, ["legal"]],
  [/^\/careers$/, ["careers"]],
  [/^\/sitemap$/, ["sitemap"]],
  [/^\/payments\/callback$/, ["payments"]],
  [/^\/student$/, ["portal", "fees"]],
];

/** The namespaces of a page (any language's path); an unknown path gets them all. */
export function pageNamespaces(pathname: string): readonly (keyof Messages)[] {
  const path = englishPath(pathname);
  const page = PAGE_NAMESPACES.find(([pattern]) => pattern.test(path));
  return page ? [...COMMON, ...page[1]] : ALL;
}

/** Every namespace, for a path no page claims (kept in step with the catalogue by i18n.test.ts). */
export const ALL: readonly (keyof Messages)[] = [
  "lang",
  "media",
  "nav",
  "trade",
  "card",
  "footer",
  "trust",
  "forms",
  "errors",
  "courses",
  "internal",
  "home",
  "about",
  "gallery",
  "careers",
  "onlineCourses",
  "certificate",
  "receipt",
  "sitemap",
  "payments",
  "legal",
  "course",
  "admission",
  "contact",
  "fees",
  "portal",
  "feesStaff",
  "adminList",
];

/** Whether two paths need different catalogue parts (the site layout reloads its data then). */
export function sameNamespaces(a: string, b: string): boolean {
  return pageNamespaces(a).join() === pageNamespaces(b).join();
}
