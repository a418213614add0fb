import pino from "pino";
import { requestLogContext } from "#app/server/http/request-context.server";
import { logLevel } from "./env.server";

// Written asynchronously (sonic-boom), so a request never waits for its log line to reach the
// terminal or the pipe; what is still buffered is written out when the process exits.
const destination = pino.destination({ dest: 1, sync: false });
process.on("exit", () => {
  try {
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
 * The request line of an answer from memory (fast-path.server.ts), written straight to the
 * log's destination: the same JSON line as `logger.info({ method, path, status, ms, ip },
 * "request")` outside a request, without pino's mixin, redaction and generic serializer, which
 * cost a cached hit more than building its answer (decision 055-server-at-its-own-limit).
 */
export function logRequestLine(method: string, path: string, status: number, ms: number, ip: string) {
  if (!logger.isLevelEnabled("info")) return;
  destination.write(
    `{"level":30,"time":${Date.now()},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"ip":${JSON.stringify(ip)},"msg":"request"}\n`,
  );
}
