import pino from "pino";

// Level comes straight from the environment so the logger can exist before (and report)
// a configuration error; env.server.ts validates the same variable.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: undefined,
  redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
});
