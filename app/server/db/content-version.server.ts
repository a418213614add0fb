import { randomUUID } from "node:crypto";
import { logger } from "#app/server/logger.server";

// The content version (decision 012): one number that every database write moves on. The
// page cache and the in-memory settings and menu are valid only for the version they were
// made at, so no code path has to remember to invalidate them.
//
// A write moves the version twice: when the statement is sent (so nothing made from now on
// is trusted) and once it has committed (a read that ran between the two saw the old rows;
// whatever it made is tagged with the middle version and dropped). Only the committed bump
// tells the other processes sharing a PostgreSQL database, through NOTIFY.

/** Tables that no public page shows: writes to them leave the version alone. */
const PRIVATE_TABLES = new Set([
  "session",
  "account",
  "verification",
  "rate_limits",
  "sign_in_failures",
  "mail_outbox",
  "admin_logs",
  "course_inquiries",
  "contact_messages",
  "demo_requests",
  "newsletter_subscribers",
  "messages",
  "leads",
  "lead_events",
  "lead_digests",
  "two_factor",
  "trusted_devices",
]);
const WRITE =
  /^\s*(insert\s+into|update|delete\s+from|truncate|copy|create|drop|alter)\s+(?:table\s+|only\s+)?(?:"?public"?\.)?"?([\w]+)"?/i;

/** True when the SQL statement may change what a public page shows. */
export function changesContent(sql: string): boolean {
  const match = WRITE.exec(sql);
  if (!match) return false;
  return !PRIVATE_TABLES.has(match[2].toLowerCase());
}

const CHANNEL = "supertech_content";
/** Tells this process's own notifications apart from the others'. */
const INSTANCE = randomUUID();

type Notifier = (channel: string, payload: string) => Promise<unknown>;
type State = { version: number; synced: boolean; notify: Notifier | null; pending: boolean; shared: Int32Array };
// On globalThis, like the database handle, so that a module evaluated twice shares one version.
const key = Symbol.for("supertech.content-version");
const g = globalThis as typeof globalThis & { [key]?: State };
g[key] ??= { version: 1, synced: true, notify: null, pending: false, shared: new Int32Array(new SharedArrayBuffer(8)) };
const state: State = g[key];
publish();

/**
 * Moves the version on (and/or sets whether it is synced). The version wraps at 32 bits: it is
 * only ever compared for equality, and it must fit the shared memory below.
 */
function moved(synced = state.synced) {
  state.version = (state.version + 1) | 0;
  state.synced = synced;
  publish();
}

/**
 * The version and whether it is synced, in memory the front thread reads on every hit
 * (decision 067): it sees a change the moment this thread makes it, before whatever caused it
 * has answered, as a cache in this thread would.
 */
function publish() {
  Atomics.store(state.shared, 0, state.version);
  Atomics.store(state.shared, 1, state.synced ? 1 : 0);
}
export const sharedContentVersion = (): Int32Array => state.shared;

/** The same, read from the shared memory in another thread. */
export function readSharedVersion(shared: Int32Array) {
  return { version: () => Atomics.load(shared, 0), synced: () => Atomics.load(shared, 1) === 1 };
}

export function contentVersion(): number {
  return state.version;
}

/** False while changes made by other processes might be missed (listener disconnected). */
export function contentVersionSynced(): boolean {
  return state.synced;
}

/** A write is about to run: what is made from now on may be stale. */
export function contentWriteStarted(): void {
  moved();
}

/** A write has committed: move on again and tell the other processes (once per turn). */
export function contentChanged(): void {
  moved();
  if (!state.notify || state.pending) return;
  state.pending = true;
  setImmediate(() => {
    state.pending = false;
    state.notify?.(CHANNEL, INSTANCE).catch((error: unknown) => logger.warn({ err: error }, "content change notification failed"));
  });
}

/**
 * Several processes on one PostgreSQL: each LISTENs on a connection of its own and moves its
 * version when another one commits a change. While that connection is down the caches are
 * bypassed (contentVersionSynced) and it reconnects with back-off; a reconnect moves the
 * version, since notifications sent meanwhile are lost.
 */
export async function startContentSync(databaseUrl: string, notify: Notifier): Promise<() => Promise<void>> {
  const { default: pg } = await import("pg");
  state.notify = notify;
  let client: InstanceType<typeof pg.Client> | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  const lost = (error?: unknown) => {
    if (stopped) return;
    if (state.synced) logger.warn({ err: error }, "content change listener lost; pages are rendered uncached until it is back");
    if (state.synced) moved(false);
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = null;
    retry = setTimeout(connect, delay);
    retry.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (message) => {
      if (message.payload !== INSTANCE) moved();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      moved(true);
      delay = 500;
    } catch (error) {
      if (client === next) lost(error);
    }
  }

  moved(false);
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    state.notify = null;
    const current = client;
    client = null;
    current?.removeAllListeners();
    await current?.end().catch(() => {});
  };
}

/**
 * A value read from the database, kept in memory for as long as the content version holds
 * (the settings row, the course menu). Concurrent callers share one read.
 */
export function memoByContentVersion<T>(read: () => Promise<T>): () => Promise<T> {
  let kept: { version: number; value: Promise<T> } | null = null;
  return () => {
    const version = state.version;
    if (kept && kept.version === version && state.synced) return kept.value;
    const value = read();
    kept = { version, value };
    value.catch(() => {
      if (kept?.value === value) kept = null;
    });
    return value;
  };
}
