import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { __unstable__loadDesignSystem } from "@tailwindcss/node";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";
import { cn } from "./utils";

const root = path.resolve(import.meta.dirname, "../..");

/** Every Tailwind class written anywhere in app/: the words of its strings that Tailwind itself compiles. */
async function classesInApp(): Promise<string[]> {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app"], { cwd: root })
    .toString()
    .split("\n")
    .filter((file) => /\.(tsx?|css)$/.test(file));
  const words = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(path.join(root, file), "utf8").matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
      for (const word of (m[1] ?? m[2] ?? m[3]).split(/\s+/)) if (/^[!\-a-z0-9@[][^\s"'`{}$<>]*$/.test(word)) words.add(word);
    }
  }
  const design = await __unstable__loadDesignSystem(readFileSync(path.join(root, "app/app.css"), "utf8"), { base: path.join(root, "app") });
  const candidates = [...words];
  const css = design.candidatesToCss(candidates);
  return candidates.filter((_, i) => css[i]);
}

// tailwind-merge 3 reads the legacy bg-gradient-to-* as a background colour and drops the colour
// next to it; they are two properties (background-image, background-color), so both are kept.
const TAILWIND_MERGE_MISREADS = /(^| )bg-gradient-to-/;

// Exhaustive by design: every ordered pair of the ~940 classes in app/ that share their variants,
// some 375,000 pairs, each merged by both libraries at 3-4 µs a merge. That is 3-4 s on an idle
// 2-core machine and several times more when other work shares the cores, and it grows with the
// square of the classes app/ uses, so the test states its own limit instead of Vitest's 5 s.
const EXHAUSTIVE_TIMEOUT_MS = 60_000;

describe("mergeClasses", () => {
  it("merges every pair of classes used in app/ exactly as tailwind-merge does", { timeout: EXHAUSTIVE_TIMEOUT_MS }, async () => {
    const classes = await classesInApp();
    expect(classes.length).toBeGreaterThan(500);
    const byVariants = new Map<string, string[]>();
    for (const cls of classes) {
      const variants = cls.slice(0, cls.lastIndexOf(":") + 1);
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), cls]);
    }
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      for (const a of group) {
        for (const b of group) {
          const list = `${a} ${b}`;
          if (a === b || TAILWIND_MERGE_MISREADS.test(list)) continue;
          if (mergeClasses(list) !== twMerge(list)) differences.push(`${list} → ${mergeClasses(list)}, not ${twMerge(list)}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it("lets a later class of a group win, and a shorthand override its sides", () => {
    expect(cn("h-10 px-4 py-2 text-sm", "h-12 px-6 text-base")).toBe("py-2 h-12 px-6 text-base");
    expect(cn("px-2", "p-4")).toBe("p-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("text-sm text-white", "text-brand-900")).toBe("text-sm text-brand-900");
    expect(cn("flex", "hidden md:flex", "md:hidden")).toBe("hidden md:hidden");
    expect(cn("[&_svg]:size-4", "[&_svg]:size-6")).toBe("[&_svg]:size-6");
    expect(cn("rounded-md", false, undefined, "rounded-full")).toBe("rounded-full");
  });

  it("keeps what it does not know", () => {
    expect(mergeClasses("certificate-sheet foo foo px-2 px-3")).toBe("certificate-sheet foo foo px-3");
  });
});
