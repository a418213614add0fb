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
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    https,
  };
}

export function answerAsResponse(answer: RawAnswer): Response {
  return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers: answer.headers });
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

/** Header records of one stored answer (a cached page, a build file), by kind of answer. */
export type AnswerHeaders = Map<string, Readonly<Record<string, string>>>;

/**
 * The headers for one kind of answer (encoding, 304, https...), made on first use and kept: a
 * hit reuses the very record (frozen, since Node and Hono only read it), so it builds no object
 * and no Content-Security-Policy string per request.
 */
export function answerHeaders(made: AnswerHeaders, variant: string, make: () => Record<string, string>): Readonly<Record<string, string>> {
  let headers = made.get(variant);
  if (headers === undefined) {
    headers = Object.freeze(make());
    made.set(variant, headers);
  }
  return headers;
}
