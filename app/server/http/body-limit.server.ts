import type { Context, Next } from "hono";
import { STATUS_PAGES, statusResponse } from "./status-page.server";

/**
 * A body limit that never buffers: for the one route that takes large files (restore). A
 * declared Content-Length over the limit is refused at once; a chunked body is counted as
 * it streams, and the stream errors past the limit (the route answers that as a bad upload).
 */
export async function streamingBodyLimit(c: Context, maxSize: number, next: Next) {
  const raw = c.req.raw;
  if (!raw.body) return next();
  const length = raw.headers.get("content-length");
  if (length !== null && !raw.headers.has("transfer-encoding")) {
    return Number(length) > maxSize ? statusResponse(STATUS_PAGES.tooLarge, raw) : next();
  }
  let size = 0;
  const counted = raw.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxSize) controller.error(new RangeError(`Request body over ${maxSize} bytes`));
        else controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(raw, { body: counted, duplex: "half" } as RequestInit);
  return next();
}
