import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// CONTRIBUTING "Size and comments": no function over 100 lines, components included. The
// TypeScript compiler reads every module in app/ and measures each function, arrow and method
// as declared, from its first line (a comment above it excluded) to its last.
const app = path.resolve(import.meta.dirname, "..");
const MAX_LINES = 100;

/** Functions allowed over the limit: none. Split a function rather than add it here. */
const ALLOWED: readonly string[] = [];

type Measured = { where: string; lines: number };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The name a reader would look for: the declaration's own, or the variable, property or call it sits in. */
function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  if (ts.isFunctionDeclaration(node)) return "default";
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isExportAssignment(parent)) return "default";
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source).slice(0, 40)}(…)`;
  return "(anonymous)";
}

/** Every function-like node of one module with its length in lines. */
function measureFunctions(file: string, text: string): Measured[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Measured[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const first = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(fn.getEnd()).line;
      found.push({ where: `${path.relative(app, file)}:${nameOf(fn, source)}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("function size", () => {
  it("measures declarations, arrows, methods and components, comment lines inside included", () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  // line ${i}`).join("\n");
    const text = [
      `export function Page() {\n${body(99)}\n}`,
      `const arrow = () => {\n${body(3)}\n};`,
      `class A {\n  method() {\n${body(1)}\n  }\n}`,
      `export default function () {\n  return <div />;\n}`,
    ].join("\n");
    const measured = measureFunctions(path.join(app, "x.tsx"), text);
    expect(measured).toEqual([
      { where: "x.tsx:Page", lines: 101 },
      { where: "x.tsx:arrow", lines: 5 },
      { where: "x.tsx:method", lines: 3 },
      { where: "x.tsx:default", lines: 3 },
    ]);
  });

  // Every file of app/ parsed once for both tests: 2-3 s idle, 15-20 s with the other core busy.
  let measured: ReturnType<typeof measureFunctions> | null = null;
  const measureApp = () => {
    measured ??= sourceFiles(app).flatMap((file) => measureFunctions(file, readFileSync(file, "utf8")));
    return measured;
  };

  it(`has no function over ${MAX_LINES} lines in app/ outside the allow-list`, { timeout: 60_000 }, () => {
    const tooLong = measureApp()
      .filter((m) => m.lines > MAX_LINES)
      .map((m) => `${m.where} (${m.lines} lines)`);
    const unexpected = tooLong.filter((entry) => !ALLOWED.some((allowed) => entry.startsWith(`${allowed} (`)));
    expect(unexpected).toEqual([]);
  });

  it("allows only functions that are still too long", { timeout: 60_000 }, () => {
    const stale = ALLOWED.filter((allowed) => !measureApp().some((m) => m.where === allowed && m.lines > MAX_LINES));
    expect(stale).toEqual([]);
  });
});
