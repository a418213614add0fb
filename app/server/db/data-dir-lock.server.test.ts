import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server";

const fresh = () => mkdtempSync(path.join(tmpdir(), "supertech-lock-"));
const lockModule = fileURLToPath(new URL("./data-dir-lock.server.ts", import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** Another process (a real one) that takes the lock on `dir` and prints "locked". */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `import(${JSON.stringify(lockModule)}).then(m => m.lockDataDir(${JSON.stringify(dir)})).then(() => { console.log("locked"); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => String(chunk).includes("locked") && resolve());
    child.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

// The tests with a holder start a real Node process through tsx: 0.3 s on an idle 2-core machine,
// 2 s measured when other work shares the cores, so they state their own limit, not Vitest's 5 s.
const WITH_HOLDER = { timeout: 30_000 };

describe("lockDataDir", () => {
  it("never takes a live server's lock, and names the holder and the way out", WITH_HOLDER, async () => {
    const dir = fresh();
    const holder = await holderProcess(dir);
    const attempt = lockDataDir(dir);
    await expect(attempt).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`in use by another process \\(pid ${holder.pid} on `));
    await expect(lockDataDir(dir)).rejects.toThrow(/stop the other server .*DATA_DIR.*DATABASE_URL/);
  });

  it("takes over the lock of a server killed with SIGKILL (its socket file is left behind)", WITH_HOLDER, async () => {
    const dir = fresh();
    const holder = await holderProcess(dir);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    expect(existsSync(path.join(dir, "postmaster.sock"))).toBe(true);
    const release = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, "postmaster.lock"), "utf8")).pid).toBe(process.pid);
    release();
    expect(existsSync(path.join(dir, "postmaster.sock"))).toBe(false);
    expect(existsSync(path.join(dir, "postmaster.lock"))).toBe(false);
  });

  it("takes over a lock file naming another host, or a PID now used by an unrelated process", async () => {
    for (const holder of [
      { pid: 4242, host: "container-that-was-recreated", startedAt: "2026-01-01T00:00:00.000Z" },
      { pid: 1, host: "this-host", startedAt: "2026-01-01T00:00:00.000Z" }, // pid 1 is alive, and not us
    ]) {
      const dir = fresh();
      writeFileSync(path.join(dir, "postmaster.lock"), JSON.stringify(holder));
      writeFileSync(path.join(dir, "postmaster.sock"), ""); // a leftover name, not a live socket
      const release = await lockDataDir(dir);
      release();
    }
  });

  it("is exclusive within one process too, and can be taken again after release", async () => {
    const dir = fresh();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    release();
    (await lockDataDir(dir))();
  });

  it("works for a data directory whose path is too long for a socket name", async () => {
    const dir = path.join(fresh(), "a-very-long-directory-name-".repeat(4), "data");
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    release();
  });
});
