import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type IslandScripts = Record<string, string>;

let scripts: IslandScripts | undefined;

/**
 * The island scripts' URLs for HTML-first pages (decision 024): islands.json,
 * which the client build writes beside its assets (vite.islands.ts). This module is bundled into
 * BUILD_DIR/server/index.js, so the client build is at ../client. Under Vite's dev server, the
 * islands' sources, which it serves as modules.
 */
export function islandScripts(): IslandScripts {
  if (scripts) return scripts;
  const built = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client/islands.json");
  scripts = existsSync(built)
    ? (JSON.parse(readFileSync(built, "utf8")) as IslandScripts)
    : new Proxy({}, { get: (_target, name) => (typeof name === "string" ? `/app/islands/${name}.ts` : undefined) });
  return scripts;
}
