import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy, { type BusboyFileStream } from "@fastify/busboy";
import { stripControlChars } from "./request-hygiene.server";

/**
 * Reads a form POST as a stream (multipart/form-data or urlencoded), for the one form that
 * takes large files: Admin > Backups > Restore (decision 008). `request.formData()` would
 * hold the whole body in memory, then the file again; here each file part goes to
 * `onFile` as a stream while it arrives, and small fields are collected.
 *
 * A body that is cut off or malformed ends in a FormBodyError (status 400) once the file
 * handlers have stopped (whatever they kept is theirs to remove); so does a file over
 * `maxFileBytes` (status 413, message `tooLarge`), as soon as it passes the limit.
 */
export class FormBodyError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export type StreamedFile = { field: string; filename: string; stream: BusboyFileStream };

/** As request-hygiene.server.ts refuses for the forms it buffers: a part's headers longer than this. */
const MAX_PART_HEADER_BYTES = 8 * 1024;
const HEADERS_END = Buffer.from("\r\n\r\n");

/**
 * Watches a multipart body as it passes (busboy cuts overlong part headers silently): push()
 * returns false once a part's headers run past the limit. Keeps a few bytes between chunks.
 */
export class PartHeaderWatch {
  private readonly delimiter: Buffer;
  private readonly keep: number;
  private tail = Buffer.alloc(0);
  private offset = 0; // stream position of the first byte of tail
  private next = 0; // stream position to search from
  private headerStart = -1; // stream position where the current part's headers began, or -1

  constructor(
    boundary: string,
    private readonly max = MAX_PART_HEADER_BYTES,
  ) {
    this.delimiter = Buffer.from(`--${boundary}\r\n`);
    this.keep = Math.max(this.delimiter.length, HEADERS_END.length) - 1;
  }

  push(chunk: Buffer): boolean {
    const buf = this.tail.length ? Buffer.concat([this.tail, chunk]) : chunk;
    let at = Math.max(0, this.next - this.offset);
    for (;;) {
      if (this.headerStart < 0) {
        const found = buf.indexOf(this.delimiter, at);
        if (found < 0) break;
        at = found + this.delimiter.length;
        this.headerStart = this.offset + at;
      } else {
        const end = buf.indexOf(HEADERS_END, at);
        if (end < 0) {
          if (this.offset + buf.length - this.headerStart > this.max + HEADERS_END.length) return false;
          break;
        }
        if (this.offset + end - this.headerStart > this.max) return false;
        at = end + HEADERS_END.length;
        this.headerStart = -1;
      }
    }
    this.next = this.offset + at;
    const keep = Math.min(buf.length, this.keep);
    this.tail = Buffer.from(buf.subarray(buf.length - keep));
    this.offset += buf.length - keep;
    return true;
  }
}

const MALFORMED = "The upload was incomplete or malformed. Nothing was changed; choose the file and try again.";
// The same rule as every other form (request-hygiene.server.ts), which does not read this body.
const NUL_IN_FORM = "The form contains a character that cannot be stored (a NUL character). Nothing was changed.";

export async function readStreamedForm<T>(
  request: Request,
  options: { maxFileBytes: number; tooLarge: string; maxFiles?: number; onFile: (file: StreamedFile) => Promise<T> },
): Promise<{ fields: Record<string, string>; files: { field: string; filename: string; result: T }[] }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new FormBodyError("This form must be sent as multipart/form-data or URL-encoded.", 415);
  }
  if (!request.body) return { fields: {}, files: [] };
  let parser: InstanceType<typeof Busboy>;
  try {
    parser = new Busboy({
      headers: { "content-type": contentType },
      limits: { fields: 20, fieldSize: 16 * 1024, files: options.maxFiles ?? 1, fileSize: options.maxFileBytes, parts: 30 },
    });
  } catch {
    throw new FormBodyError(MALFORMED);
  }

  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  const files: Promise<{ field: string; filename: string; result: T }>[] = [];
  const open = new Set<BusboyFileStream>();
  let failure: FormBodyError | null = null;

  const finished = new Promise<void>((resolve) => {
    const fail = (error: FormBodyError) => {
      failure ??= error;
      // A file handler waiting for more bytes must stop: end its stream with the error.
      for (const stream of open) stream.destroy(failure);
      body.unpipe(parser);
      body.resume();
      resolve();
    };
    parser.on("field", (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated) fail(new FormBodyError(MALFORMED));
      else if (name.includes("\u0000") || value.includes("\u0000")) fail(new FormBodyError(NUL_IN_FORM));
      else fields[stripControlChars(name)] = stripControlChars(value);
    });
    parser.on("file", (field: string, stream: BusboyFileStream, filename: string) => {
      open.add(stream);
      stream.once("end", () => open.delete(stream));
      stream.once("limit", () => fail(new FormBodyError(options.tooLarge, 413)));
      const handled = options.onFile({ field, filename, stream }).finally(() => {
        open.delete(stream);
        // Whatever the handler did not read is dropped, so the rest of the body flows. A part
        // destroyed before its end would leave the parser waiting: stop reading the body.
        if (!stream.destroyed) stream.resume();
        else if (!stream.readableEnded) fail(new FormBodyError(MALFORMED));
      });
      files.push(handled.then((result) => ({ field, filename, result })));
    });
    parser.on("partsLimit", () => fail(new FormBodyError(MALFORMED)));
    parser.on("filesLimit", () => fail(new FormBodyError("Send one file at a time.")));
    parser.on("fieldsLimit", () => fail(new FormBodyError(MALFORMED)));
    parser.on("error", () => fail(new FormBodyError(MALFORMED)));
    parser.on("finish", () => resolve());
    body.on("error", () => fail(new FormBodyError(MALFORMED)));
    const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    if (boundary) {
      const watch = new PartHeaderWatch(boundary[1] ?? boundary[2] ?? "");
      body.on("data", (chunk: Buffer) => {
        if (!failure && !watch.push(chunk)) fail(new FormBodyError(MALFORMED));
      });
    }
    body.pipe(parser);
  });

  await finished;
  const settled = await Promise.allSettled(files);
  if (failure) throw failure;
  const rejected = settled.find((s) => s.status === "rejected");
  if (rejected) throw (rejected as PromiseRejectedResult).reason;
  return { fields, files: settled.map((s) => (s as PromiseFulfilledResult<Awaited<(typeof files)[number]>>).value) };
}
