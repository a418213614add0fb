import pino from "pino";
import { logLevel } from "./env.server";

export const logger = pino({
  level: logLevel(),
  base: undefined,
  redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
});
