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
  return (pathname) => {
    // React Router's own requests (a page's data, the route manifest) are not pages.
    if (pathname.endsWith(".data") || pathname === "/__manifest") return false;
    const matches = matchRoutes(tree, pathname);
    return !matches || matches[matches.length - 1].route.id === catchAllFile;
  };
}
