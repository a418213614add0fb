// Builds the app when build/ is missing or older than any source file, so `npm start`
// and `npm run test:e2e` always serve the current code without a wasted rebuild.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stamp = path.join(buildDir, ".stamp");
const inputs = ["app", "public", "server.ts", "vite.config.ts", "react-router.config.ts", "package.json", "package-lock.json"];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

export function buildIfStale() {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const source = Math.max(...inputs.map((p) => newest(path.join(root, p))));
  if (built >= source && existsSync(path.join(buildDir, "server/index.js"))) return false;
  console.log("Building the app (first start or changed sources)...");
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("Build failed.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) buildIfStale();
