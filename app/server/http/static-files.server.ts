import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import {
  type AnswerHeaders,
  answerAsResponse,
  answerHeaders,
  answerKind,
  pathOf,
  type RawAnswer,
  type RawRequest,
  rawRequestFromFetch,
} from "./fast-answer.server";
import { chooseEncoding } from "./page-cache.server";
import { securityHeaderRecord } from "./security-headers.server";

// The browser build (assets, images, sounds: about 3 MB) held in memory and answered without
// touching the disk (decision 012). serveStatic stat()ed each file and streamed it through
// two stream conversions, which made a small file slower than a cached page. The `.br` and
// `.gz` twins the build writes (vite.precompress.ts) are sent as they are, so no request
// compresses a file again.

type StaticFile = {
  type: string;
  etag: string;
  cacheControl: string;
  bodies: { br?: Buffer; gzip?: Buffer; identity: Buffer };
  /** Its answers' header records, made on first use (answerHeaders). */
  answers: AnswerHeaders;
};

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Hashed build assets never change under their name. /favicon.ico is asked for by every browser
 * and crawler on every site visit and changes with the brand only: a month. Other public files
 * may change: an hour.
 */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (urlPath === "/favicon.ico") return `public, max-age=${30 * 24 * 3600}`;
  return "public, max-age=3600";
}

function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = new Set(filesUnder(root));
  for (const file of all) {
    if (/\.(br|gz)$/.test(file)) continue;
    const urlPath = `/${path.relative(root, file).split(path.sep).join("/")}`;
    const identity = readFileSync(file);
    const type = getMimeType(file) ?? "application/octet-stream";
    files.set(urlPath, {
      type: /^(text\/|application\/(javascript|json))/.test(type) && !type.includes("charset") ? `${type}; charset=utf-8` : type,
      etag: `"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`,
      cacheControl: cacheControlFor(urlPath),
      bodies: {
        identity,
        br: all.has(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
        gzip: all.has(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined,
      },
      answers: new Map(),
    });
  }
  return files;
}

/** The in-memory build (loaded once): an answer for a GET or HEAD of one of its files, else null. */
export function createStaticFiles(root: string) {
  const files = loadStaticFiles(root);
  return (request: RawRequest): RawAnswer | null => {
    const method = request.method;
    const file = method === "GET" || method === "HEAD" ? files.get(pathOf(request.target)) : undefined;
    if (!file) return null;
    const precompressed = file.bodies.br !== undefined || file.bodies.gzip !== undefined;
    const notModified = request.header("if-none-match") === file.etag;
    const encoding = notModified || !precompressed ? "identity" : chooseEncoding(request.header("accept-encoding"));
    const body = file.bodies[encoding] ?? file.bodies.identity;
    // Made once per kind of answer and kept with the file (a hit builds no headers).
    const headers = answerHeaders(file.answers, answerKind(notModified ? "304" : encoding, request.https), () => {
      // Served ahead of the other middleware (server.ts), so the security headers are set here.
      const made: Record<string, string> = {
        "Content-Type": file.type,
        ETag: file.etag,
        "Cache-Control": file.cacheControl,
        ...securityHeaderRecord({ inlineScripts: "", https: request.https, path: pathOf(request.target) }),
      };
      if (precompressed) made.Vary = "Accept-Encoding";
      if (notModified) return made;
      if (body !== file.bodies.identity) made["Content-Encoding"] = encoding;
      made["Content-Length"] = String(body.length);
      return made;
    });
    if (notModified) return { status: 304, headers, body: null };
    return { status: 200, headers, body: method === "HEAD" ? null : body };
  };
}

export type StaticFiles = ReturnType<typeof createStaticFiles>;

/** The same answers as Hono middleware (for requests the fast path did not take). */
export function staticFiles(files: StaticFiles): MiddlewareHandler {
  return async (c, next) => {
    const answer = files(rawRequestFromFetch(c.req.raw, false));
    return answer ? answerAsResponse(answer) : next();
  };
}
