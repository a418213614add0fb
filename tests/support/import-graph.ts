import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The import graph of the app, read from the source text: what the import-direction test
// (import-direction.test.ts) checks its rules and looks for cycles on. Kept apart from the test
// so that both the rules and the reader can be tested on their own.

export type ImportEdge = { from: string; to: string; typeOnly: boolean };

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

/** Every .ts/.tsx file under `dir`, as paths relative to `root`. */
export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(root, rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

/** Every module specifier of a source text, with whether it is a type-only import. */
export function specifiers(source: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const pattern = /\b(import|export)(\s+type\b)?(?:[^"'`;]*?\bfrom\s*)?\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = (match[3] ?? match[4]) as string;
    found.push({ specifier, typeOnly: Boolean(match[2]) });
  }
  return found;
}

/** The file (relative to `root`) that a specifier written in `file` names, or null for a package. */
export function resolveSpecifier(root: string, file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#app/")) base = path.posix.join("app", specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(file), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return base;
}

/** The edges of the graph over `files`. */
export function importEdges(root: string, files: string[]): ImportEdge[] {
  return files.flatMap((file) =>
    specifiers(readFileSync(path.join(root, file), "utf8")).flatMap(({ specifier, typeOnly }) => {
      const to = resolveSpecifier(root, file, specifier);
      return to ? [{ from: file, to, typeOnly }] : [];
    }),
  );
}

/** The cycles of a graph (each as the files around it), by Tarjan's strongly connected components. */
export function cycles(edges: { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (next.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) found.push(component.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}
