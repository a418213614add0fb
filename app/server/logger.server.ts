import pino from "pino";
import { requestLogContext } from "#app/server/http/request-context.server";
import { logLevel } from "./env.server";

// Written asynchronously (sonic-boom), so a request never waits for its log line to reach the
// terminal or the pipe; what is still buffered is written out when the process exits.
const destination = pino.destination({ dest: 1, sync: false });
/** The request lines of this turn of the event loop, not yet handed to the destination. */
let pendingLines = "";
let flushScheduled = false;
process.on("exit", () => {
  try {
    flushRequestLines();
    destination.flushSync();
  } catch {
    // Nothing was pending, or stdout is gone: there is nowhere left to write to.
  }
});

// logLevel() reads LOG_LEVEL without validating the rest of the environment, so the logger
// can exist before (and report) a configuration error.
export const logger = pino(
  {
    level: logLevel(),
    base: undefined,
    // Inside a request every line says which one (method, path, reqId); a line's own fields win.
    // A copy: pino merges the line's fields into what the mixin returns.
    mixin: () => ({ ...requestLogContext() }),
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
  },
  destination,
);

/**
 * The request line of an answer from memory (fast-path.server.ts): the same JSON line as
 * `logger.info({ method, path, status, ms, ip }, "request")` outside a request, without pino's
 * mixin, redaction and generic serializer, which cost a cached hit more than building its
 * answer (decision 055-server-at-its-own-limit). The lines of one turn of the event loop go to
 * the destination together, at the end of the turn (see flushRequestLines).
 */
export function logRequestLine(method: string, path: string, status: number, ms: number, ip: string) {
  if (!logger.isLevelEnabled("info")) return;
  const line = `{"level":30,"time":${Date.now()},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"ip":${JSON.stringify(ip)},"msg":"request"}\n`;
  pendingLines += line;
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushRequestLines);
  }
}

/**
 * Hands the turn's request lines to the destination in one write. Per line, sonic-boom measures
 * its whole pending buffer (Buffer.byteLength) and sets off a write in libuv's thread pool when
 * none is running (a thread woken, its completion called back with async hooks on): about
 * 5–6 µs of CPU per line, against 2–3 µs for a turn's lines handed over together (decision
 * 055). A line waits at most until the end of its turn; the exit handler above writes what a
 * dying process still holds. Within a turn, pino's own lines may land before the request lines.
 */
function flushRequestLines() {
  flushScheduled = false;
  if (pendingLines === "") return;
  const lines = pendingLines;
  pendingLines = "";
  destination.write(lines);
}
