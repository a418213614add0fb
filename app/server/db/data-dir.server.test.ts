import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tightenDataDir } from "./data-dir.server";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("tightenDataDir", () => {
  it("makes every directory 0700 and every file 0600, and leaves links and their targets alone", () => {
    const outside = mkdtempSync(path.join(tmpdir(), "supertech-outside-"));
    const dir = mkdtempSync(path.join(tmpdir(), "supertech-data-"));
    made.push(outside, dir);
    // What an older server left: a readable directory, a world-writable database, open uploads.
    chmodSync(dir, 0o755);
    mkdirSync(path.join(dir, "pgdata", "base"), { recursive: true, mode: 0o777 });
    chmodSync(path.join(dir, "pgdata"), 0o777);
    chmodSync(path.join(dir, "pgdata", "base"), 0o755);
    writeFileSync(path.join(dir, "pgdata", "base", "1259"), "pages", { mode: 0o666 });
    chmodSync(path.join(dir, "pgdata", "base", "1259"), 0o666);
    mkdirSync(path.join(dir, "uploads", "gallery"), { recursive: true });
    chmodSync(path.join(dir, "uploads", "gallery"), 0o755);
    writeFileSync(path.join(dir, "uploads", "gallery", "a.webp"), "RIFF");
    chmodSync(path.join(dir, "uploads", "gallery", "a.webp"), 0o644);
    writeFileSync(path.join(dir, "auth-secret"), "secret", { mode: 0o600 });
    const target = path.join(outside, "shared.txt");
    writeFileSync(target, "not ours");
    chmodSync(target, 0o644);
    symlinkSync(target, path.join(dir, "link"));

    expect(tightenDataDir(dir)).toEqual({ directories: 5, files: 2, refused: 0 });
    for (const d of [dir, "pgdata", "pgdata/base", "uploads", "uploads/gallery"]) expect(modeOf(path.resolve(dir, d)), d).toBe(0o700);
    for (const f of ["pgdata/base/1259", "uploads/gallery/a.webp", "auth-secret"]) expect(modeOf(path.join(dir, f)), f).toBe(0o600);
    expect(modeOf(target)).toBe(0o644);
    // Nothing left to change the second time.
    expect(tightenDataDir(dir)).toEqual({ directories: 0, files: 0, refused: 0 });
  });
});
