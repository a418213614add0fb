// Builds the app when build/ is missing or older than any source file, so `npm start`
// and `npm run test:e2e` always serve the current code without a wasted rebuild. The build's
// own output (the asset table, the bundlers' notices) is shown only when the build fails.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
// Written last by every build (`npm run build` too), so its time is the build's time.
const serverEntry = path.join(buildDir, "server/index.js");
const inputs = ["app", "public", "server.ts", "vite.config.ts", "vite.chunks.ts", "vite.precompress.ts", "react-router.config.ts", "package.json", "package-lock.json"];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

export function buildIfStale() {
  const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
  const source = Math.max(...inputs.map((p) => newest(path.join(root, p))));
  if (built >= source) return false;
  console.log("Building the app (first start or changed sources)...");
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    console.error("Build failed.");
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) buildIfStale();
