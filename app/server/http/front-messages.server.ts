import type { CacheChange } from "./page-cache.server";

/**
 * What the app thread and the front thread say to each other (decision 067), over the worker's
 * message port, in order.
 */

/** To the front: the app's cache and course ids as they change; the signal to drain. */
export type ToFront = { t: "cache"; change: CacheChange } | { t: "courses"; version: number; ids: string[] } | { t: "drain" };

/** To the app: listening (or not), request lines to write, drained. */
export type FromFront =
  | { t: "listening"; port: number }
  | { t: "failed"; message: string; code?: string }
  | { t: "lines"; lines: string }
  | { t: "drained"; clean: boolean };

/** What the front thread is started with (workerData). */
export type FrontData = {
  socketPath: string;
  port: number;
  host: string;
  pageCacheBytes: number;
  /** The app thread's content version and whether it is synced, in shared memory (content-version.server.ts). */
  contentVersion: Int32Array;
};
