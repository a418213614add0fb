import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Which paths only the catch-all route answers: the 404 page. The page cache keeps that page
 * once per language instead of once per path (decision 023), so a visitor or a
 * crawler asking for made-up paths costs what a cached page costs, and cannot fill the cache
 * with copies of one page.
 */
export function unknownPaths(routes: ServerBuild["routes"], catchAllFile = "routes/site/not-found"): (pathname: string) => boolean {
  const byParent = new Map<string | undefined, RouteObject[]>();
  const objects = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object: RouteObject = route.index
      ? { id: route.id, path: route.path, index: true }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] };
    objects.set(route.id, object);
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), object]);
  }
  for (const [id, object] of objects) if (!object.index) object.children = byParent.get(id) ?? [];
  const tree = byParent.get(undefined) ?? [];
  // matchRoutes flattens and ranks the whole route table on every call (about a millisecond
  // here, tens under load): the fast path asked it on every unknown path's hit, which held the
  // cached 404 at 150 req/s. The answers are remembered, up to MEMO_PATHS paths, then forgotten
  // at once (a crawler's made-up paths cannot grow the memory).
  const known = new Map<string, boolean>();
  return (pathname) => {
    let unknown = known.get(pathname);
    if (unknown === undefined) {
      unknown = isUnknown(tree, pathname, catchAllFile);
      if (known.size >= MEMO_PATHS) known.clear();
      known.set(pathname, unknown);
    }
    return unknown;
  };
}

const MEMO_PATHS = 10_000;

function isUnknown(tree: RouteObject[], pathname: string, catchAllFile: string): boolean {
  // React Router's own requests (a page's data, the route manifest) are not pages.
  if (pathname.endsWith(".data") || pathname === "/__manifest") return false;
  const matches = matchRoutes(tree, pathname);
  return !matches || matches[matches.length - 1].route.id === catchAllFile;
}
