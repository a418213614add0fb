import type { CacheChange } from "./page-cache.server";

/**
 * What the app thread and the front thread say to each other (decision 067), over the worker's
 * message port, in order.
 */

/** To the front: the app's cache, content version and course ids as they change; a reply to `sync`; the signal to drain. */
export type ToFront =
  | { t: "cache"; change: CacheChange }
  | { t: "version"; version: number; synced: boolean }
  | { t: "courses"; version: number; ids: string[] }
  | { t: "synced"; id: number }
  | { t: "drain" };

/** To the app: listening (or not), request lines to write, "tell me all you have said so far", drained. */
export type FromFront =
  | { t: "listening"; port: number }
  | { t: "failed"; message: string; code?: string }
  | { t: "lines"; lines: string }
  | { t: "sync"; id: number }
  | { t: "drained"; clean: boolean };

/** What the front thread is started with (workerData). */
export type FrontData = { socketPath: string; port: number; host: string; pageCacheBytes: number };
