import pino from "pino";
import { requestLogContext } from "#app/server/http/request-context.server";
import { logLevel } from "./env.server";

// Written asynchronously (sonic-boom), so a request never waits for its log line to reach the
// terminal or the pipe; what is still buffered is written out when the process exits.
const destination = pino.destination({ dest: 1, sync: false });
process.on("exit", flushLogs);

/** Writes out at once what is still buffered (at exit; the front thread before it reports drained). */
export function flushLogs() {
  try {
    flushRequestLines();
    destination.flushSync();
  } catch {
    // Nothing was pending, or stdout is gone: there is nowhere left to write to.
  }
}

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
 * answer (decision 055-server-at-its-own-limit). Lines are gathered and written together
 * (flushRequestLines).
 */
export function logRequestLine(method: string, path: string, status: number, ms: number, ip: string) {
  if (!logger.isLevelEnabled("info")) return;
  pendingLines += `{"level":30,"time":${Date.now()},"method":${jsonString(method)},"path":${jsonString(path)},"status":${status},"ms":${ms},"ip":${jsonString(ip)},"msg":"request"}\n`;
  if (pendingLines.length >= FLUSH_AT_CHARS) flushRequestLines();
  else if (flushTimer === undefined) flushTimer = setTimeout(flushRequestLines, FLUSH_AFTER_MS).unref();
}

/** Printable ASCII without `"` and `\`: its JSON is itself in quotes, no JSON.stringify (a call into C++) needed. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const jsonString = (text: string) => (PLAIN.test(text) ? `"${text}"` : JSON.stringify(text));

/**
 * How long a request line may wait, and how much may wait, before it is handed to the
 * destination. Handed over one by one, each line made sonic-boom measure its whole pending
 * buffer and, under load, set off a write in libuv's thread pool almost per request (a thread
 * woken, its completion called back through the async hooks): about 9 µs of CPU of a cached
 * hit's 75 (decision 055). A tenth of a second of lines is about one write. What a process
 * still holds when it exits (a signal, an uncaught exception) is written by the exit handler
 * above; only a process killed outright (SIGKILL, the kernel's OOM killer) loses up to its
 * last tenth of a second of request lines, never an error line (pino writes those at once).
 */
const FLUSH_AFTER_MS = 100;
const FLUSH_AT_CHARS = 64 * 1024;
let pendingLines = "";
let flushTimer: NodeJS.Timeout | undefined;

function flushRequestLines() {
  if (flushTimer !== undefined) clearTimeout(flushTimer);
  flushTimer = undefined;
  if (pendingLines === "") return;
  const lines = pendingLines;
  pendingLines = "";
  if (linesSink) linesSink(lines);
  else destination.write(lines);
}

/**
 * The front thread (decision 067) hands its request lines to the app thread, which writes them
 * with its own: two writers on one stdout could cut each other's lines where a pipe splits a
 * long write.
 */
let linesSink: ((lines: string) => void) | undefined;
export function sendRequestLinesTo(sink: (lines: string) => void) {
  linesSink = sink;
}
/** Lines another thread gathered (sendRequestLinesTo), written as this thread's own. */
export function writeRequestLines(lines: string) {
  destination.write(lines);
}
