import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";

/**
 * DATA_DIR holds the embedded database (sessions, reset tokens, password hashes), generated
 * keys and uploads: only the server's own user may enter it (decision
 * 027-private-data-directory).
 */
export function dataDir(): string {
  const dir = path.resolve(getEnv().DATA_DIR);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

export type Tightened = { directories: number; files: number; refused: number };

/**
 * Makes what is already in `dir` private: directories 0700, files 0600, recursively. Symbolic
 * links and sockets are left as they are (a link's target may be anyone's). PGlite writes its
 * files 0666 whatever the umask; the 0700 directories are what keeps new ones private.
 * Returns how many entries were changed, and how many could not be (another owner's).
 */
export function tightenDataDir(dir: string): Tightened {
  const changed: Tightened = { directories: 0, files: 0, refused: 0 };
  const set = (entry: string, mode: number, kind: "directories" | "files") => {
    try {
      chmodSync(entry, mode);
      changed[kind]++;
    } catch {
      changed.refused++;
    }
  };
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) set(entry, 0o700, "directories");
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (stat.isFile() && mode !== 0o600) {
      set(entry, 0o600, "files");
    }
  };
  visit(dir);
  return changed;
}

/**
 * At start-up, before the database opens: whatever the server creates from now on is its own
 * user's only (umask 077, like the systemd unit's UMask), and what DATA_DIR holds is tightened.
 */
export function startPrivateDataDir(): Tightened {
  process.umask(0o077);
  return tightenDataDir(dataDir());
}

/**
 * Once the database is open: PGlite has written its files 0666 (a new database's, all of
 * them), so they are tightened too; then one log line says what was, in both passes.
 */
export function finishPrivateDataDir(early: Tightened): Tightened {
  const dir = dataDir();
  const late = tightenDataDir(dir);
  const all = { directories: early.directories + late.directories, files: early.files + late.files, refused: early.refused + late.refused };
  if (all.directories || all.files || all.refused) {
    const refused = all.refused ? `; ${all.refused} entries could not be changed (another owner's?)` : "";
    logger.warn(
      { dataDir: dir, ...all },
      `DATA_DIR permissions tightened in ${dir}: ${all.directories} directories to 0700, ${all.files} files to 0600${refused}`,
    );
  }
  return all;
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
