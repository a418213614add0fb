import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 9: "The types that lib and components need live in lib, so arrows point inward."
// Routes may import components and lib; components, lib and i18n never import a route,
// not even a type (a route's loader type drags the route module into their dependency graph).
const app = path.resolve(import.meta.dirname, "..");
const INWARD_FOLDERS = ["components", "lib", "i18n"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // This file's own examples below are strings, not imports.
    return /\.(ts|tsx)$/.test(entry.name) && full !== import.meta.filename ? [full] : [];
  });
}

/** Every module specifier of a file: static imports and re-exports, `import()` and `import type`. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g)) {
    found.push(match[1] as string);
  }
  return found;
}

/** Whether a specifier written in `file` points into app/routes (by `#app/routes` or a relative path). */
function pointsIntoRoutes(file: string, specifier: string): boolean {
  if (specifier.startsWith("#app/")) return specifier === "#app/routes" || specifier.startsWith("#app/routes/");
  if (!specifier.startsWith(".")) return false;
  const target = path.relative(app, path.resolve(path.dirname(file), specifier));
  return target === "routes" || target.startsWith(`routes${path.sep}`);
}

describe("import direction", () => {
  it("finds imports of every form, so the scan below can fail", () => {
    const source = [
      'import type { loader } from "#app/routes/site/layout";',
      'export { x } from "../routes/site/home";',
      'const m = await import("#app/routes/site/course");',
      'import "#app/routes/site/side-effect";',
    ].join("\n");
    const file = path.join(app, "components", "x.tsx");
    expect(specifiers(source).filter((s) => pointsIntoRoutes(file, s))).toHaveLength(4);
    expect(pointsIntoRoutes(file, "#app/lib/utils")).toBe(false);
    expect(pointsIntoRoutes(file, "react-router")).toBe(false);
  });

  it.each(INWARD_FOLDERS)("no module in app/%s imports from app/routes", (folder) => {
    const offenders = sourceFiles(path.join(app, folder)).flatMap((file) =>
      specifiers(readFileSync(file, "utf8"))
        .filter((specifier) => pointsIntoRoutes(file, specifier))
        .map((specifier) => `${path.relative(app, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
