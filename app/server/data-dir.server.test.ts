import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir.server";

const fresh = () => mkdtempSync(path.join(tmpdir(), "supertech-lock-"));

describe("lockDataDir", () => {
  it("refuses a second holder while the first is alive, with a clear message", async () => {
    const dir = fresh();
    // Another live process holds the lock.
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"], { stdio: "ignore" });
    writeFileSync(
      path.join(dir, "postmaster.lock"),
      JSON.stringify({ pid: child.pid, host: hostname(), startedAt: new Date().toISOString() }),
    );
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid \d+/);
    } finally {
      child.kill();
    }
  });

  it("takes over a lock left by a process that died, and releases its own", () => {
    const dir = fresh();
    writeFileSync(path.join(dir, "postmaster.lock"), JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), startedAt: "2020-01-01" }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, "postmaster.lock"), "utf8")).pid).toBe(process.pid);
    release();
    expect(existsSync(path.join(dir, "postmaster.lock"))).toBe(false);
  });

  it("is exclusive within one process too", () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });
});
