import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { logger, writeRequestLines } from "#app/server/logger.server";
import type { FromFront, FrontData, ToFront } from "./front-messages.server";
import type { CacheChange } from "./page-cache.server";

/**
 * The app thread's side of the front thread (decision 067). The app's server listens on a Unix
 * socket in a directory of its own (mode 700: only this user can connect, so the front's word
 * for a visitor's address can be trusted); `startFrontThread` starts the worker that listens
 * for visitors, and tells it, from then on, every change of the page cache and the course ids.
 * The content version it reads from shared memory, as this thread writes it.
 */
export function privateSocketPath(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "supertech-app-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, "app.sock");
}

export type FrontLink = { port: number; drain: () => Promise<boolean> };

/** Changes of the page cache, for the front once it runs (the cache exists before it does). */
let sendChange: ((change: CacheChange) => void) | undefined;
export const toFront = (change: CacheChange) => sendChange?.(change);

/** Starts the front thread from the built server bundle at `bundleUrl`; resolves once it listens. */
export function startFrontThread(
  bundleUrl: string,
  data: FrontData,
  { onCourseIds }: { onCourseIds: (listener: (version: number, ids: ReadonlySet<string>) => void) => void },
): Promise<FrontLink> {
  const worker = new Worker(`import(${JSON.stringify(bundleUrl)}).then((bundle) => bundle.runFrontThread())`, {
    eval: true,
    workerData: data,
  });
  const post = (message: ToFront) => worker.postMessage(message);
  sendChange = (change) => post({ t: "cache", change });
  onCourseIds((version, ids) => post({ t: "courses", version, ids: [...ids] }));

  let drained: ((clean: boolean) => void) | undefined;
  let stopping = false;
  return new Promise((resolve, reject) => {
    worker.on("message", (message: FromFront) => {
      switch (message.t) {
        case "lines":
          return writeRequestLines(message.lines);
        case "listening":
          return resolve({
            port: message.port,
            drain: () =>
              new Promise((done) => {
                stopping = true;
                drained = done;
                post({ t: "drain" });
              }),
          });
        case "failed":
          return reject(Object.assign(new Error(message.message), { code: message.code }));
        case "drained":
          return drained?.(message.clean);
      }
    });
    // Visitors cannot reach the app without it: a front that fails ends the process, for the
    // service manager to start it again.
    worker.on("error", (error) => {
      logger.fatal({ err: error }, "the front thread failed");
      reject(error);
      process.exit(1);
    });
    worker.on("exit", (code) => {
      if (stopping) return;
      logger.fatal({ code }, "the front thread stopped");
      process.exit(1);
    });
  });
}
