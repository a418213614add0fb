import { logger } from "#app/server/logger.server";

class StreamCancelled extends Error {}

/**
 * A byte stream fed by `produce`, one chunk per read: nothing runs before the first read,
 * the producer waits while the reader is slow, and stops when the reader goes away.
 */
export function producedStream(produce: (write: (text: string) => Promise<void>) => Promise<void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  let cancelled = false;
  let demand: (() => void) | null = null;
  let waiting: (() => void) | null = null;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const served = new Promise<void>((resolve) => {
          demand = resolve;
        });
        if (waiting) {
          waiting();
          waiting = null;
        }
        if (!started) {
          started = true;
          const write = async (text: string) => {
            if (!demand && !cancelled) await new Promise<void>((resolve) => (waiting = resolve));
            if (cancelled) throw new StreamCancelled();
            controller.enqueue(encoder.encode(text));
            const done = demand;
            demand = null;
            done?.();
          };
          produce(write).then(
            () => {
              if (!cancelled) controller.close();
              demand?.();
            },
            (error) => {
              if (!cancelled) {
                logger.error({ err: error }, "backup stream failed");
                controller.error(error);
              }
              demand?.();
            },
          );
        }
        return served;
      },
      cancel() {
        cancelled = true;
        waiting?.();
      },
    },
    { highWaterMark: 0 },
  );
}
