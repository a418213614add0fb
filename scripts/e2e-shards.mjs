// The end-to-end suite as several Playwright processes at once (`npm run test:e2e`), each
// with its own server, port and fresh DATA_DIR (playwright.config.ts picks them per process),
// each running a share of the files in their usual order (`--shard`). One process with one
// worker leaves a core idle while the browser waits on the server and the server on the
// browser; two use both cores of the CI machine (decision 051).
// E2E_SHARDS=1 runs one process as before; arguments (files, --grep) are passed on, and with
// files named the run is one process, since a few files do not need splitting.
import { spawn } from "node:child_process";

const passed = process.argv.slice(2);
const namesFiles = passed.some((arg) => !arg.startsWith("-"));
const shards = namesFiles ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

/** Runs one shard; its output lines carry the shard's number when there are several. */
function runShard(index) {
  const args = ["playwright", "test", ...passed];
  if (shards > 1) args.push(`--shard=${index}/${shards}`, `--output=test-results/shard-${index}`);
  const started = Date.now();
  const child = spawn("npx", args, { stdio: shards > 1 ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
  if (shards > 1) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = "";
      from.setEncoding("utf8");
      from.on("data", (text) => {
        const lines = (rest + text).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) to.write(`[${index}/${shards}] ${line}\n`);
      });
      from.on("end", () => rest && to.write(`[${index}/${shards}] ${rest}\n`));
    }
  }
  return new Promise((resolve) =>
    child.on("exit", (code, signal) =>
      resolve({ index, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }),
    ),
  );
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
if (shards > 1)
  for (const r of results) console.log(`e2e shard ${r.index}/${shards}: ${r.code === 0 ? "passed" : "FAILED"} in ${r.seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
