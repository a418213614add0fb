import type { MiddlewareHandler } from "hono";
import { databaseHandle } from "#app/server/db/db.server";
import { logger } from "#app/server/logger.server";
import { STATUS_PAGES, statusResponse } from "./status-page.server";

/**
 * Bounded waiting. At most `max` dynamic requests run at once; the next ones wait in line
 * for at most `waitMs` and then get a quick 503 with Retry-After, instead of every socket
 * hanging until the client gives up. A line longer than `max * 4` could not be served in
 * time anyway, so past it the 503 comes at once. (The embedded database has one connection,
 * so more requests at once only make each of them slower.)
 */
export function concurrencyLimit({ max, waitMs }: { max: number; waitMs: number }): MiddlewareHandler {
  const maxWaiting = max * 4;
  let running = 0;
  const waiting: Array<(admitted: boolean) => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next(true);
    else running--;
  };

  return async (c, next) => {
    if (running < max) {
      running++;
    } else if (waiting.length >= maxWaiting) {
      return statusResponse(STATUS_PAGES.busy, c.req.raw);
    } else {
      const admitted = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          const index = waiting.indexOf(admit);
          if (index >= 0) waiting.splice(index, 1);
          resolve(false);
        }, waitMs);
        const admit = (ok: boolean) => {
          clearTimeout(timer);
          resolve(ok);
        };
        waiting.push(admit);
      });
      if (!admitted) {
        logger.warn({ path: c.req.path, running, waiting: waiting.length }, "overloaded: request turned away after waiting");
        return statusResponse(STATUS_PAGES.busy, c.req.raw);
      }
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}

let poolExhaustedAt = 0;

/**
 * pg-pool's two ways of saying DATABASE_WAIT_MS ran out: no pooled connection came free, or a
 * new connection was not established in time (under load the event loop reaches the
 * handshake late). An unreachable server says ECONNREFUSED or the like instead.
 */
const POOL_TIMEOUT = /timeout exceeded when trying to connect|connection terminated due to connection timeout/i;

/**
 * Called with every error from a loader, action or render (entry.server.tsx). A PostgreSQL
 * pool that had no connection within DATABASE_WAIT_MS is overload, not a failure: the
 * 500 that follows is answered as "busy" by databaseOutage().
 */
export function noteDatabaseError(error: unknown): "busy" | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (POOL_TIMEOUT.test(String((e as { message?: string }).message ?? ""))) {
      poolExhaustedAt = Date.now();
      return "busy";
    }
  }
  return undefined;
}

const PING_TIMEOUT_MS = 1_000;
let lastCheck = { at: 0, up: true };

/** Whether the database answers a trivial query; asked at most once a second. */
async function databaseIsUp(): Promise<boolean> {
  if (Date.now() - lastCheck.at < 1_000) return lastCheck.up;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const up = await Promise.race([
    databaseHandle()
      .ping()
      .then(() => true)
      .catch(() => false),
    timeout,
  ]);
  clearTimeout(timer);
  lastCheck = { at: Date.now(), up };
  return up;
}

/**
 * While the database is down, a page that failed with 500 becomes a friendly 503
 * "temporarily unavailable" with Retry-After (or "busy" when the pool had no connection free), and the site recovers by itself when the
 * database is back (the pool reconnects on the next query).
 */
export function databaseOutage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 500) return;
    if (Date.now() - poolExhaustedAt < 2_000) {
      c.res = statusResponse(STATUS_PAGES.busy, c.req.raw);
      return;
    }
    if (await databaseIsUp()) return;
    logger.warn({ path: c.req.path }, "database unreachable: answered 503");
    c.res = statusResponse(STATUS_PAGES.unavailable, c.req.raw);
  };
}
