import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler, Next } from "hono";
import { type Lang, langFromPath } from "#app/i18n/lang";
import { contentVersion, contentVersionSynced } from "#app/server/db/content-version.server";
import { logger } from "#app/server/logger.server";
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
import { isClientAbort } from "./request-context.server";
import { isPersonalPath, securityHeaderRecord } from "./security-headers.server";

// The anonymous page cache (decision 012). A GET from someone with no cookie at all (no
// session, no toast, no form state) is answered from memory: the page as rendered for the
// current content version, already compressed with brotli and gzip, with an ETag. Anything
// personal never gets here (a cookie bypasses the cache) and is never stored (a response that
// sets a cookie, says no-store/private or varies on more than the encoding is passed through).
//
// A cached page cannot carry a per-request CSP nonce, so its policy lists the SHA-256 hashes of
// the inline scripts its render emitted (those carrying the render's nonce), computed once when
// it is stored (securityHeaders uses them).

/** `nonce` is the request's CSP nonce (server.ts sets it first); `scriptHashes` is read by securityHeaders. */
export type PageCacheVariables = { nonce?: string; scriptHashes?: string };

type Encoding = "br" | "gzip" | "identity";
type Entry = {
  key: string;
  version: number;
  storedAt: number;
  /** When `current` last moved it to the most recently used end (at most once a second). */
  usedAt: number;
  status: number;
  /** The rendered response's own headers (Content-Type, Link…), without length, ETag, Vary. */
  headers: Record<string, string>;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  scriptHashes?: string;
  bytes: number;
  /** The header records of this entry's answers, made on first use (answerHeaders). */
  answers: AnswerHeaders;
};

/** Paths that are never cached whatever the request: personal, admin, files, health. */
const NEVER = /^\/(admin|auth|logout|api|functions|assets|uploads|healthz)(\/|\.|$)/;
const STORABLE_TYPE = /^(text\/(html|plain|x-script|xml)|application\/(xml|json))\b/i;
/** Largest response kept; a bigger one is rendered per request. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/**
 * Pages show states derived from today's date (a course that has started), so an entry is
 * also dropped after this long, whatever the version.
 */
const MAX_AGE_MS = 5 * 60_000;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const NONCE_ATTRIBUTE = /\snonce="([^"]*)"/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Which shared 404 page answers a path: "" for the catch-all route's (unknown-path.server.ts),
 * a course page's kind when its course does not exist (missing-course.server.ts), else null.
 */
export type SharedNotFound = (pathname: string) => string | null;

/**
 * A page's key is its path and query. Every unknown path shares its language's one 404 page
 * ("404 en", "404 hi": not a path, so never a page's key), and every missing course's page its
 * kind's ("404 course en"), so made-up paths cost a cached page and take one entry per language
 * (decision 023).
 */
export function pageCacheKey(request: Request, notFoundPage?: SharedNotFound): string | null {
  return rawPageCacheKey(rawRequestFromFetch(request, false), notFoundPage);
}

function rawPageCacheKey(request: RawRequest, notFoundPage?: SharedNotFound): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const key = request.target;
  if (NEVER.test(key)) return null;
  // A NUL in the query is refused with 400 by the request hygiene; a stored page (the shared
  // 404 above all, whose key drops the query) must not answer for it first.
  if (/%00/i.test(key)) return null;
  if (request.header("cookie") !== undefined || request.header("authorization") !== undefined) return null;
  return notFoundPage ? (notFoundKey(pathOf(key), notFoundPage) ?? key) : key;
}

function notFoundKey(pathname: string, notFoundPage: SharedNotFound): string | null {
  const page = notFoundPage(pathname);
  return page === null ? null : notFoundKeysOf(page)[langFromPath(pathname)];
}
const NOT_FOUND_KEY = "404";
// Each shared page's keys ("404 en", "404 course hi"…) made once: a key built per request is a
// new string the Map must hash each time.
const notFoundKeys = new Map<string, Record<Lang, string>>();
function notFoundKeysOf(page: string): Record<Lang, string> {
  let keys = notFoundKeys.get(page);
  if (keys === undefined) {
    const prefix = page === "" ? NOT_FOUND_KEY : `${NOT_FOUND_KEY} ${page}`;
    keys = { en: `${prefix} en`, hi: `${prefix} hi` };
    notFoundKeys.set(page, keys);
  }
  return keys;
}

const ACCEPTS = {
  br: /(?:^|,)\s*br\s*(?:;\s*q=([0-9.]+))?/i,
  gzip: /(?:^|,)\s*gzip\s*(?:;\s*q=([0-9.]+))?/i,
};

/** The encoding the client prefers among the stored ones (a q=0 refusal is honoured). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  // Browsers of one kind send the very same header on every request: the last answer is kept.
  if (acceptEncoding === lastChoice.header) return lastChoice.encoding;
  const encoding = encodingFor(acceptEncoding);
  lastChoice = { header: acceptEncoding, encoding };
  return encoding;
}
let lastChoice: { header: string; encoding: Encoding } = { header: "", encoding: "identity" };

function encodingFor(acceptEncoding: string): Encoding {
  const accepts = (name: keyof typeof ACCEPTS) => {
    const match = ACCEPTS[name].exec(acceptEncoding);
    return match !== null && (match[1] === undefined || Number(match[1]) > 0);
  };
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/**
 * The CSP sources that allow exactly the inline scripts this render emitted: those carrying its
 * `nonce`. A script that reached the HTML any other way (stored text that escaped its escaping)
 * cannot know the nonce, so it is not blessed by a hash either (decision 012).
 */
export function inlineScriptHashes(html: string, nonce: string): string {
  const hashes = new Set<string>();
  for (const [, attributes, code] of html.matchAll(INLINE_SCRIPT)) {
    if (!nonce || NONCE_ATTRIBUTE.exec(attributes)?.[1] !== nonce) continue;
    hashes.add(`'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

/** What the crowd waiting on a render gets: the page, or why not. */
type FillOutcome = Entry | "not-storable" | "failed";
/** How many renders a visitor waits for in a row before rendering on their own. */
const FILL_ATTEMPTS = 3;

/** A page answers 200; the shared 404 page (its key says so) answers 404. */
function storable(response: Response, key: string): boolean {
  const h = response.headers;
  const status = key.startsWith(`${NOT_FOUND_KEY} `) ? 404 : 200;
  if (response.status !== status || h.has("set-cookie") || h.has("content-encoding")) return false;
  if (/no-store|private/i.test(h.get("cache-control") ?? "")) return false;
  const vary = h.get("vary");
  if (vary?.split(",").some((v) => v.trim().toLowerCase() !== "accept-encoding")) return false;
  return STORABLE_TYPE.test(h.get("content-type") ?? "");
}

/**
 * Brotli at quality 9 takes ~13 ms for a 180 KB page, quality 11 ~120 ms for 12% fewer bytes.
 * The first visitor gets quality 9 at once; the entry's brotli body is then recompressed at 11 in
 * the background (libuv's thread pool) and swapped in while the entry is still current, so every
 * later visitor, on a phone's slow network, downloads the smaller page.
 */
const FIRST_BROTLI_QUALITY = 9;
const FINAL_BROTLI_QUALITY = 11;
const brotliAt = (identity: Buffer, quality: number) =>
  brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });

async function makeEntry(key: string, version: number, response: Response, identity: Buffer, nonce: string): Promise<Entry> {
  const [br, gz] = await Promise.all([brotliAt(identity, FIRST_BROTLI_QUALITY), gzipAsync(identity, { level: 9 })]);
  const isHtml = /^text\/html/i.test(response.headers.get("content-type") ?? "");
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !/^(content-length|etag|vary)$/i.test(name)));
  // Unless the route says otherwise, the browser keeps the page but asks again each time (a 304
  // when nothing changed), so an edit shows on the next visit. Decided once, not per hit.
  if (!response.headers.has("cache-control")) headers["cache-control"] = "no-cache";
  return {
    key,
    version,
    storedAt: Date.now(),
    usedAt: Date.now(),
    status: response.status,
    headers,
    etag: `W/"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`,
    bodies: { br: shared(br), gzip: shared(gz), identity: shared(identity) },
    scriptHashes: isHtml ? inlineScriptHashes(identity.toString("utf8"), nonce) : undefined,
    bytes: identity.length + br.length + gz.length,
    answers: new Map(),
  };
}

/** Where the cache reads the content version: this thread's own, or the app thread's mirrored (front-thread.server.ts). */
export type VersionSource = { version: () => number; synced: () => boolean };
const OWN_VERSION: VersionSource = { version: contentVersion, synced: contentVersionSynced };

/** What the cache holds, as it changes: the front thread keeps a mirror of it (createPageMirror). */
export type CacheChange = { kind: "store"; entry: SharedEntry } | { kind: "drop"; key: string };
/** An entry as another thread receives it: its data, without the header records made from it. */
type SharedEntry = Omit<Entry, "answers" | "usedAt">;

/**
 * The entries, in least recently used order, within `maxBytes`: `current` gives an entry still
 * valid for the content version (and marks it used), `store` adds one and drops the oldest.
 * `recompress`: this store makes its entries' final brotli bodies (the app's does; a mirror is
 * sent them).
 */
function createEntryStore(
  maxBytes: number,
  {
    source = OWN_VERSION,
    recompress: recompressing = true,
    onChange,
  }: { source?: VersionSource; recompress?: boolean; onChange?: (change: CacheChange) => void } = {},
) {
  const entries = new Map<string, Entry>(); // in least recently used order
  let totalBytes = 0;

  const drop = (entry: Entry) => {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    totalBytes -= entry.bytes;
    onChange?.({ kind: "drop", key: entry.key });
  };
  const store = (entry: Entry) => {
    const old = entries.get(entry.key);
    if (old) drop(old);
    entries.set(entry.key, entry);
    totalBytes += entry.bytes;
    for (const oldest of entries.values()) {
      if (totalBytes <= maxBytes) break;
      drop(oldest);
    }
    if (entries.get(entry.key) !== entry) return;
    onChange?.({ kind: "store", entry: sharedEntry(entry) });
    if (recompressing) void recompress(entry);
  };
  const recompress = async (entry: Entry) => {
    try {
      const smaller = await brotliAt(entry.bodies.identity, FINAL_BROTLI_QUALITY);
      // Only an entry still in the cache changes; a dropped or replaced one is left alone.
      if (entries.get(entry.key) !== entry || smaller.length >= entry.bodies.br.length) return;
      totalBytes += smaller.length - entry.bodies.br.length;
      entry.bytes += smaller.length - entry.bodies.br.length;
      entry.bodies.br = shared(smaller);
      entry.answers.clear(); // their Content-Length was the old body's
      onChange?.({ kind: "store", entry: sharedEntry(entry) });
    } catch (error) {
      logger.warn({ err: error, path: entry.key }, "page cache: could not recompress a page");
    }
  };
  const current = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.version !== source.version() || now - entry.storedAt > MAX_AGE_MS) {
      drop(entry);
      return undefined;
    }
    // Most recently used goes last. Moving a busy page on every hit cost a delete and an insert
    // per request; once a second keeps the order as good for eviction, which works in minutes.
    if (now - entry.usedAt >= 1000) {
      entry.usedAt = now;
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  };
  return {
    current,
    store,
    drop: (key: string) => {
      const entry = entries.get(key);
      if (entry) drop(entry);
    },
  };
}

/** The entry's data for another thread; its bodies live in shared memory (see `shared`), so nothing is copied. */
const sharedEntry = ({ answers: _answers, usedAt: _usedAt, ...data }: Entry): SharedEntry => ({ ...data, bodies: { ...data.bodies } });

/**
 * A body in memory that every thread of the process can read: sent to the front thread, it
 * arrives as a view of the same bytes, so the mirror costs no second copy of the cache.
 */
const shared = (bytes: Buffer): Buffer => {
  const copy = Buffer.from(new SharedArrayBuffer(bytes.length));
  bytes.copy(copy);
  return copy;
};

/**
 * A stored page as the answer to this request: 304 when the browser has it, else the body it can
 * read. Its headers are made once per kind of answer and kept with the entry: a hit builds no
 * header record, no policy string, no length.
 */
function entryAnswer(entry: Entry, request: RawRequest, state: "hit" | "miss"): RawAnswer {
  const path = pathOf(request.target);
  const ifNoneMatch = request.header("if-none-match");
  const notModified = ifNoneMatch?.split(",").some((tag) => tag.trim() === entry.etag || tag.trim() === "*");
  const encoding = notModified ? "identity" : chooseEncoding(request.header("accept-encoding"));
  const variant = answerKind(notModified ? "304" : encoding, request.https, state === "hit", isPersonalPath(path));
  const headers = answerHeaders(entry.answers, variant, () => {
    const made: Record<string, string> = {
      ...entry.headers,
      ...securityHeaderRecord({ inlineScripts: entry.scriptHashes ?? "", https: request.https, path }),
      ETag: entry.etag,
      Vary: "Accept-Encoding",
      "X-Page-Cache": state,
    };
    if (notModified) {
      delete made["content-type"];
      delete made["Content-Type"];
      return made;
    }
    if (encoding !== "identity") made["Content-Encoding"] = encoding;
    made["Content-Length"] = String(entry.bodies[encoding].length);
    return made;
  });
  if (notModified) return { status: 304, headers, body: null };
  return { status: entry.status, headers, body: request.method === "HEAD" ? null : entry.bodies[encoding] };
}

/**
 * A stored page for this request, or null (not cacheable, not stored, or out of date).
 * A known page's entry is looked up first, so only a path that has none is matched against
 * the routes: a cached page's hit costs no route matching.
 */
function answerFrom(
  current: (key: string) => Entry | undefined,
  { maxBytes, notFoundPage, source }: { maxBytes: number; notFoundPage?: SharedNotFound; source: VersionSource },
) {
  const lookUpNotFound = (target: string) => {
    const key = notFoundKey(pathOf(target), notFoundPage as SharedNotFound);
    return key === null ? undefined : current(key);
  };
  return (request: RawRequest): RawAnswer | null => {
    const key = maxBytes > 0 && source.synced() ? rawPageCacheKey(request) : null;
    if (key === null) return null;
    const hit = current(key) ?? (notFoundPage ? lookUpNotFound(key) : undefined);
    return hit ? entryAnswer(hit, request, "hit") : null;
  };
}

/**
 * The front thread's copy of the app's cache (decision 067): told of every entry the app stores
 * or drops (`apply`), with the bodies in shared memory, and of the content version by `source`.
 * It answers exactly as the app's cache would (`answer`), and never renders or stores by itself.
 */
export function createPageMirror({
  maxBytes,
  notFoundPage,
  source,
}: {
  maxBytes: number;
  notFoundPage?: SharedNotFound;
  source: VersionSource;
}) {
  // Twice the app's limit: an entry arrives before the app's own eviction of older ones does.
  const { current, store, drop } = createEntryStore(maxBytes * 2, { source, recompress: false });
  const apply = (change: CacheChange) => {
    if (change.kind === "drop") return drop(change.key);
    const bodies = change.entry.bodies;
    const view = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    store({
      ...change.entry,
      bodies: { br: view(bodies.br), gzip: view(bodies.gzip), identity: view(bodies.identity) },
      usedAt: Date.now(),
      answers: new Map(),
    });
  };
  return { apply, answer: answerFrom(current, { maxBytes, notFoundPage, source }) };
}

/**
 * The cache: `answer` gives a hit as a plain answer (the fast path in front of Hono, and the
 * middleware below); `middleware` fills it from React Router's renders.
 */
export function createPageCache({
  maxBytes,
  notFoundPage,
  onChange,
}: {
  maxBytes: number;
  notFoundPage?: SharedNotFound;
  /** Told of every entry stored or dropped: the front thread's mirror (front-link.server.ts). */
  onChange?: (change: CacheChange) => void;
}) {
  const { current, store } = createEntryStore(maxBytes, { onChange });
  const filling = new Map<string, Promise<FillOutcome>>();

  const serve = (c: Context<{ Variables: PageCacheVariables }>, entry: Entry, state: "hit" | "miss") => {
    if (entry.scriptHashes !== undefined) c.set("scriptHashes", entry.scriptHashes);
    return answerAsResponse(entryAnswer(entry, rawRequestFromFetch(c.req.raw, false), state));
  };

  const answer = answerFrom(current, { maxBytes, notFoundPage, source: OWN_VERSION });

  const middleware: MiddlewareHandler<{ Variables: PageCacheVariables }> = async (c, next) => {
    const key = maxBytes > 0 && contentVersionSynced() ? pageCacheKey(c.req.raw, notFoundPage) : null;
    if (key === null) {
      await next();
      return;
    }
    // A crowd on a cold page waits for one render. If that render fails (a database connection
    // not free in time, a 5xx), one of the crowd renders again rather than all of them at once,
    // which would only overflow the line behind the concurrency limit; after FILL_ATTEMPTS the
    // rest go through one by one as usual.
    for (let attempt = 1; ; attempt++) {
      const hit = current(key);
      if (hit) return serve(c, hit, "hit");
      const pending = filling.get(key);
      if (!pending) break;
      const filled = await pending;
      if (filled === "failed" && attempt < FILL_ATTEMPTS) continue;
      if (filled !== "failed" && filled !== "not-storable") return serve(c, filled, "hit");
      await next();
      return;
    }
    await fill(c, next, key);
  };

  /** Renders the page for everyone waiting on `key`, and stores it when it may be kept. */
  const fill = async (c: Context<{ Variables: PageCacheVariables }>, next: Next, key: string) => {
    let settle: (outcome: FillOutcome) => void = () => {};
    filling.set(
      key,
      new Promise<FillOutcome>((resolve) => {
        settle = resolve;
      }),
    );
    let outcome: FillOutcome = "failed";
    try {
      const version = contentVersion();
      await next();
      if (c.res.status >= 500) return;
      outcome = "not-storable";
      if (c.req.method !== "GET" || !storable(c.res, key)) return;
      const identity = Buffer.from(await c.res.arrayBuffer());
      if (identity.length > MAX_ENTRY_BYTES) {
        c.res = new Response(new Uint8Array(identity), c.res);
        return;
      }
      const entry = await makeEntry(key, version, c.res, identity, c.get("nonce") ?? "");
      // A write during the render: answer with it (as fresh as any render), but keep nothing.
      if (entry.version === contentVersion()) store(entry);
      // Replace the rendered response whole (Hono's setter would merge the old headers in).
      c.res = undefined;
      c.res = serve(c, entry, "miss");
      outcome = entry;
    } catch (error) {
      outcome = "failed";
      // A client that went away is answered (and logged) by the app's error handler.
      if (!isClientAbort(error, c.req.raw)) logger.error({ err: error, path: key }, "page cache: could not store the page");
      throw error;
    } finally {
      filling.delete(key);
      settle(outcome);
    }
  };
  return { answer, middleware };
}
