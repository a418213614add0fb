import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";

/** What every log line written while a request is handled says about it. */
export type RequestLogContext = { reqId: string; method: string; path: string };

const storage = new AsyncLocalStorage<RequestLogContext>();

/** A short random id for one request: in its log lines and its X-Request-Id header. */
export const newRequestId = () => randomBytes(8).toString("hex");

/**
 * Runs `fn` (the rest of the middleware chain) as the handling of one request: any log line
 * written inside it, in a loader, an action, a render or a model, carries the request's
 * method, path and id (the logger's mixin reads it), so one fault can be traced through the log.
 */
export function withRequestContext<T>(context: RequestLogContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request being handled here, or undefined outside a request (start-up, maintenance). */
export function requestLogContext(): RequestLogContext | undefined {
  return storage.getStore();
}

/**
 * Whether `error` is the client going away rather than a fault of ours: the request's signal
 * was aborted, or Node's own "aborted" reset of the incoming body (a client that hung up
 * halfway through sending it). An ECONNRESET from an outgoing connection (the database, SMTP)
 * has another message and stays a fault.
 */
export function isClientAbort(error: unknown, request?: Request): boolean {
  if (request?.signal.aborted) return true;
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as NodeJS.ErrnoException).code;
    if ((code === "ECONNRESET" && e.message === "aborted") || code === "ERR_STREAM_PREMATURE_CLOSE") return true;
  }
  return false;
}
