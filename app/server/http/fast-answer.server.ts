import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Answers made from memory (static files, cached pages: decision 012) in one plain shape, so
 * the same code serves them through Hono (a Response) and, for the hot path, straight on Node's
 * request (decision 018): no Request or Response objects, no middleware chain.
 */
export type RawRequest = {
  method: string;
  /** Path and query, as sent ("/courses?trade=ac"). */
  target: string;
  header(name: string): string | undefined;
  /** The public scheme is https (directly, by BASE_URL, or as a trusted proxy says). */
  https: boolean;
};

export type RawAnswer = { status: number; headers: Readonly<Record<string, string>>; body: Buffer | null };

export function rawRequestFromFetch(request: Request, https: boolean): RawRequest {
  const url = request.url;
  return {
    method: request.method,
    target: url.slice(url.indexOf("/", url.indexOf("//") + 2)),
    header: (name) => request.headers.get(name) ?? undefined,
    https: https || url.startsWith("https:"),
  };
}

export function rawRequestFromNode(req: IncomingMessage, https: boolean): RawRequest {
  return {
    method: req.method ?? "GET",
    target: req.url ?? "/",
    header: (name) => rawHeader(req.rawHeaders, name),
    https,
  };
}

/**
 * A header as `req.headers[name]` gives it, read from the raw list: touching `req.headers` makes
 * Node build the whole header object, which a hit that reads two headers does not need (about
 * 2% of a cached hit's CPU). `name` is lower case. Repeats are joined as Node joins them.
 */
export function rawHeader(raw: string[], name: string): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const field = raw[i] as string;
    if (field.length !== name.length || field.toLowerCase() !== name) continue;
    const next = raw[i + 1] as string;
    if (value === undefined) value = next;
    else if (FIRST_ONLY.has(name)) break;
    else value += name === "cookie" ? `; ${next}` : `, ${next}`;
  }
  return value;
}

/** The headers of which Node keeps only the first (node:_http_incoming's matchKnownFields). */
const FIRST_ONLY = new Set([
  "age",
  "authorization",
  "content-length",
  "content-type",
  "etag",
  "expires",
  "from",
  "host",
  "if-modified-since",
  "if-unmodified-since",
  "last-modified",
  "location",
  "max-forwards",
  "proxy-authorization",
  "referer",
  "retry-after",
  "server",
  "user-agent",
]);

export function answerAsResponse(answer: RawAnswer): Response {
  // A cached page's body is in memory shared with the front thread (page-cache.server.ts), which a
  // Response refuses: it gets a copy (a render's own answer, or a hit the front did not take).
  const body = answer.body && answer.body.buffer instanceof SharedArrayBuffer ? Buffer.from(answer.body) : answer.body;
  return new Response(body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers });
}

export function writeAnswer(res: ServerResponse, answer: RawAnswer) {
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body ?? undefined);
}

/** The path without the query ("/courses?x=1" → "/courses"). */
export const pathOf = (target: string) => {
  const q = target.indexOf("?");
  return q < 0 ? target : target.slice(0, q);
};

/** Header records of one stored answer (a cached page, a build file), by kind of answer (answerKind). */
export type AnswerHeaders = Map<number, Readonly<Record<string, string>>>;

const KIND_BITS = { br: 0, gzip: 1, identity: 2, "304": 3 } as const;
/**
 * A kind of answer (its encoding or 304, and up to three yes/no traits such as https) as a small
 * number: the record's key, which a hit neither builds as a string nor hashes.
 */
export function answerKind(kind: keyof typeof KIND_BITS, first: boolean, second = false, third = false): number {
  return KIND_BITS[kind] | (first ? 4 : 0) | (second ? 8 : 0) | (third ? 16 : 0);
}

/**
 * The headers for one kind of answer (encoding, 304, https...), made on first use and kept: a
 * hit reuses the very record (frozen, since Node and Hono only read it), so it builds no object
 * and no Content-Security-Policy string per request.
 */
export function answerHeaders(made: AnswerHeaders, variant: number, make: () => Record<string, string>): Readonly<Record<string, string>> {
  let headers = made.get(variant);
  if (headers === undefined) {
    headers = Object.freeze(make());
    made.set(variant, headers);
  }
  return headers;
}
