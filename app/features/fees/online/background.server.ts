import { logger } from "#app/server/logger.server";

// Messages the fees feature sends after its transaction has committed and the request (or the
// gateway) has its answer. Tests and shutdown wait for them with feeMessagesIdle().
const pending = new Set<Promise<unknown>>();

/** Runs `work` in the background; a failure is logged, never thrown. */
export function afterCommit(what: string, work: () => Promise<unknown>): void {
  const running: Promise<unknown> = work()
    .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
    .finally(() => pending.delete(running));
  pending.add(running);
}

export async function feeMessagesIdle(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
