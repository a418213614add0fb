import { Writable } from "node:stream";
import pino from "pino";
import { logger } from "#app/server/logger.server";

/** What the app's logger writes (info and up) while `fn` runs, as text; the logger is put back after. */
export async function captureLog(fn: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const target = logger as unknown as Record<symbol, unknown>;
  const original = target[pino.symbols.streamSym];
  const level = logger.level;
  target[pino.symbols.streamSym] = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  logger.level = "info";
  try {
    await fn();
  } finally {
    target[pino.symbols.streamSym] = original;
    logger.level = level;
  }
  return lines.join("");
}
