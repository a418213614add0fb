import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "#app/server/env.server";

export function dataDir(): string {
  const dir = path.resolve(getEnv().DATA_DIR);
  mkdirSync(dir, { recursive: true });
  return dir;
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
