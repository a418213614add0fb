// Client chunking (see docs/decisions/006-paint-first-few-chunks.md).
//
// Left to itself the bundler makes one chunk per distinct set of importing routes, which
// gave the home page ~50 files, most of them a single 200-byte lucide icon. On a phone
// each file costs a round trip, so the public pages load three kinds of chunk:
//   "framework": React, React DOM and React Router, the same on every page;
//   "site": modules that several public routes load statically (the shell, the shared
//          components and their icons), one cacheable file for the whole public site;
//   the route's own chunk (the bundler's default) for code that one public route uses.
// Admin-only code is not captured: it keeps the default splitting and never reaches a
// public page.
import { readFileSync } from "node:fs";
import type { Rolldown } from "vite";

const ROUTE = /[\\/]app[\\/](root\.tsx|routes[\\/].+)$/;
const PUBLIC_ROUTE = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/].+)$/;
/** An HTML-first page's island script (vite.islands.ts): never in a chunk with React in it. */
const ISLAND = /[\\/]app[\\/]islands[\\/][^\\/]+\.ts$/;
const LUCIDE_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;
/** The shell and the home page, where most visits start: what they import statically is "site". */
const SHELL = /[\\/]app[\\/](root\.tsx|routes[\\/]site[\\/](layout|home)\.tsx)$/;
/** Modules shared by this many public routes go to "site"; small ones by two; icons by one. */
const SHARED_BY = 3;
const SMALL = 2048;

/**
 * lucide-react is imported through one barrel that re-exports every icon, so in the module
 * graph every icon looks used by every importer of "lucide-react". This resolves an icon to
 * the modules that really name it (under any of its aliases).
 */
function lucideResolver() {
  let namesByIcon: Map<string, string[]> | undefined;
  const namesImportedBy = new Map<string, Set<string>>();
  return {
    isBarrel: (id: string) => LUCIDE_BARREL.test(id),
    importersOf(iconId: string, barrelId: string, ctx: Rolldown.ChunkingContext): string[] {
      namesByIcon ??= new Map(
        [...readFileSync(barrelId, "utf8").matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g)].map((m) => [
          m[2],
          [...m[1].matchAll(/as (\w+)/g)].map((n) => n[1]),
        ]),
      );
      const names = namesByIcon.get(iconId.match(LUCIDE_ICON)?.[1] ?? "") ?? [];
      return (ctx.getModuleInfo(barrelId)?.importers ?? []).filter((importer) => {
        let imported = namesImportedBy.get(importer);
        if (!imported) {
          const source = readFileSync(importer.split("?")[0], "utf8");
          imported = new Set(
            [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap((m) =>
              m[1].split(",").map((spec) => spec.trim().split(/\s+/)[0]),
            ),
          );
          namesImportedBy.set(importer, imported);
        }
        return names.some((name) => imported.has(name));
      });
    },
  };
}

export function clientChunkGroups(): Rolldown.CodeSplittingGroup[] {
  const memo = new Map<string, Set<string>>();
  const lucide = lucideResolver();

  /** Route modules that reach `id` through static imports (a dynamic import starts its own chunk). */
  function routesReaching(id: string, ctx: Rolldown.ChunkingContext): Set<string> {
    const known = memo.get(id);
    if (known) return known;
    const routes = new Set<string>();
    memo.set(id, routes); // an import cycle sees the partial set instead of recursing forever
    if (ROUTE.test(id) || ISLAND.test(id)) routes.add(id);
    else if (!lucide.isBarrel(id)) {
      let importers = ctx.getModuleInfo(id)?.importers ?? [];
      const barrel = importers.find(lucide.isBarrel);
      if (LUCIDE_ICON.test(id) && barrel) importers = [...importers.filter((i) => i !== barrel), ...lucide.importersOf(id, barrel, ctx)];
      for (const importer of importers) for (const route of routesReaching(importer, ctx)) routes.add(route);
    }
    return routes;
  }

  /**
   * Public routes that reach a module (null for route modules and virtual ones, and for a module
   * an island script imports too: in "site" or "pages" the island would load their React).
   */
  function publicRoutesReaching(id: string, ctx: Rolldown.ChunkingContext): string[] | null {
    if (ROUTE.test(id) || id.startsWith("\0")) return null;
    const routes = [...routesReaching(id, ctx)];
    if (routes.some((route) => ISLAND.test(route))) return null;
    return routes.filter((route) => PUBLIC_ROUTE.test(route));
  }

  return [
    { name: "framework", test: FRAMEWORK, priority: 3 },
    {
      // What the shell (root, site layout) and the home page import: on every public page.
      name: (id, ctx) => (publicRoutesReaching(id, ctx)?.some((route) => SHELL.test(route)) ? "site" : null),
      priority: 2,
    },
    {
      // Shared by several pages but not by the shell: one file, loaded by the pages that use it.
      name(id, ctx) {
        const publicRoutes = publicRoutesReaching(id, ctx);
        if (!publicRoutes) return null;
        const size = ctx.getModuleInfo(id)?.code?.length ?? Number.POSITIVE_INFINITY;
        const shared =
          publicRoutes.length >= SHARED_BY ||
          (publicRoutes.length === 2 && size <= SMALL) ||
          (publicRoutes.length === 1 && LUCIDE_ICON.test(id));
        return shared ? "pages" : null;
      },
      priority: 1,
    },
  ];
}
