// The built app on a free port with a fresh DATA_DIR and the demo content, as bench/web.mjs
// starts it (bench/web-server.mjs), for the Hindi font scripts.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../app-process.mjs";
import { buildIfStale } from "../build-if-stale.mjs";

/** Starts it; resolves to its origin and a function that stops it. */
export async function serveBuiltApp() {
  buildIfStale();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["bench/web-server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: origin,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "hindi-font-")),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (d) => {
      out += d;
      if (out.includes("is running at")) resolve(undefined);
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { origin, stop: () => server.kill("SIGTERM") };
}
