// The built app on a free port with a fresh DATA_DIR and the demo content (bench/web-server.mjs):
// what bench:web measures, and what the LCP probe and the Hindi font's generator read.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./app-process.mjs";
import { buildIfStale } from "./build-if-stale.mjs";

/** Starts it, with `env` added to its environment; resolves to its origin and a function that stops it. */
export async function serveBuiltApp(env = {}, dataDirPrefix = "supertech-app-") {
  buildIfStale();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["bench/web-server.mjs"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      BASE_URL: origin,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), dataDirPrefix)),
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
