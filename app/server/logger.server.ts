import pino from "pino";

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

// Level comes straight from the environment so the logger can exist before (and report)
// a configuration error; env.server.ts validates the same variable.
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
    base: undefined,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
  },
  destination,
);
