import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startApp } from "#tests/support/robustness/server";

/** Every entry under `dir` (itself included) with its kind and permission bits. */
function entries(dir: string): { path: string; kind: "dir" | "file" | "other"; mode: number }[] {
  const stat = lstatSync(dir);
  const self = { path: dir, kind: "dir" as const, mode: stat.mode & 0o777 };
  return [
    self,
    ...readdirSync(dir).flatMap((name) => {
      const entry = path.join(dir, name);
      const s = lstatSync(entry);
      if (s.isDirectory()) return entries(entry);
      return [{ path: entry, kind: s.isFile() ? ("file" as const) : ("other" as const), mode: s.mode & 0o777 }];
    }),
  ];
}

describe("the data directory's permissions, with a real server", () => {
  it("creates DATA_DIR 0700, and tightens what an older server left open, saying so once", async () => {
    const parent = mkdtempSync(path.join(tmpdir(), "supertech-perms-"));
    // A fresh directory is created private.
    const fresh = await startApp({ dataDir: path.join(parent, "fresh", "data") });
    expect(lstatSync(fresh.dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(path.join(parent, "fresh")).mode & 0o777).toBe(0o700);
    expect(await fresh.stop()).toBe(0);

    // What a server before this change left: 0755 directories, 0666 and 0644 files.
    const old = path.join(parent, "old");
    mkdirSync(path.join(old, "uploads", "gallery"), { recursive: true });
    writeFileSync(path.join(old, "uploads", "gallery", "lab.webp"), "RIFF");
    writeFileSync(path.join(old, "auth-secret"), "an-old-generated-secret-of-enough-length-000");
    for (const dir of [old, path.join(old, "uploads"), path.join(old, "uploads", "gallery")]) chmodSync(dir, 0o755);
    chmodSync(path.join(old, "uploads", "gallery", "lab.webp"), 0o644);
    chmodSync(path.join(old, "auth-secret"), 0o666);

    const app = await startApp({ dataDir: old });
    const lines = app
      .output()
      .split("\n")
      .filter((line) => line.includes("DATA_DIR permissions tightened"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\d+ directories to 0700, \d+ files to 0600/);
    const seen = entries(old);
    for (const entry of seen.filter((e) => e.kind === "dir")) expect(entry.mode, entry.path).toBe(0o700);
    for (const file of ["auth-secret", "uploads/gallery/lab.webp"]) expect(lstatSync(path.join(old, file)).mode & 0o777, file).toBe(0o600);
    // The database's own files, written at start, were tightened too (PGlite writes them 0666).
    const open = seen.filter((e) => e.kind === "file" && e.mode & 0o077);
    expect(open.map((e) => e.path)).toEqual([]);
    expect(await app.stop()).toBe(0);
  });
});
