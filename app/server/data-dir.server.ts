import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { getEnv } from "./env.server";

export function dataDir(): string {
  const dir = path.resolve(getEnv().DATA_DIR);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export class DataDirLockedError extends Error {}

type LockInfo = { pid: number; host: string; startedAt: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database allows one process per data directory; a second one corrupts it
 * silently. This lock file makes the second process refuse to start instead. A lock left
 * by a process that died (same host, pid gone) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = path.join(dir, "postmaster.lock");
  const mine: LockInfo = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx", 0o600);
      writeFileSync(fd, JSON.stringify(mine));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          const current = JSON.parse(readFileSync(lockPath, "utf8")) as LockInfo;
          if (current.pid === mine.pid && current.host === mine.host) rmSync(lockPath, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder: LockInfo | undefined;
      try {
        holder = JSON.parse(readFileSync(lockPath, "utf8")) as LockInfo;
      } catch {
        holder = undefined; // unreadable: a crash mid-write; treat as stale
      }
      const stale = !holder || (holder.host === mine.host && !isAlive(holder.pid));
      if (!stale && holder) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another process (pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}). ` +
            "The embedded database allows one process per data directory: stop the other process, " +
            "use a different DATA_DIR, or set DATABASE_URL to use a PostgreSQL server.",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dir}`);
}

/** AUTH_SECRET from the environment, or one generated once and kept in DATA_DIR. */
export function authSecret(): string {
  const fromEnv = getEnv().AUTH_SECRET;
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir(), "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
