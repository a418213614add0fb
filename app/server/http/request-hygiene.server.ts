import type { MiddlewareHandler } from "hono";
import { STATUS_PAGES, statusResponse } from "./status-page.server";

/**
 * Every request's input is made safe once, here, before any loader or action sees it:
 *
 * - A NUL character anywhere in a query parameter, form field or JSON string gets 400 and
 *   nothing is stored: PostgreSQL cannot store NUL in text (it used to turn a post into a
 *   500), and no person types one. The other control characters (C0 codes but tab, line
 *   feed and carriage return, and DEL), which pasted text does carry, are removed.
 * - Page routes take only what a browser form sends: application/x-www-form-urlencoded or
 *   multipart/form-data. Anything else gets 415; a body that cannot be read as the form it
 *   claims to be gets 400. Both with a short page that says what to do, and nothing stored.
 * - JSON is for the endpoints that take it (/api/auth and /functions); they answer bad
 *   JSON themselves.
 *
 * Bodies arrive here already capped by the body-limit middleware in server.ts.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const HAS_CONTROL_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A JSON text can carry control characters only as \u00XX escapes (raw ones are invalid JSON).
const JSON_CONTROL_ESCAPE = /\\u00(?:[01][0-9a-fA-F]|7[fF])/;
const NUL = "\u0000";
/** Webhooks signed over their exact bytes: WhatsApp's (X-Hub-Signature-256) and Razorpay's (X-Razorpay-Signature). */
const SIGNED_WEBHOOK_PATHS = new Set(["/functions/v1/whatsapp-webhook", "/webhooks/razorpay"]);

/** Thrown (and answered with 400) when input carries a NUL character. */
class NulInInput extends Error {}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** A form part's headers (name, file name, type) fit in far less; Node allows 16 KB for a whole request's. */
const MAX_PART_HEADER_BYTES = 8 * 1024;
const FORM_URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

/** `value` without control characters; throws NulInInput for a NUL. */
export function stripControlChars(value: string): string {
  if (value.includes(NUL)) throw new NulInInput();
  return value.replace(CONTROL_CHARS, "");
}

/** A cleaned copy of `params`, or null when nothing in them needed cleaning. */
function cleanSearchParams(params: URLSearchParams): URLSearchParams | null {
  let dirty = false;
  for (const [key, value] of params) {
    if (HAS_CONTROL_CHAR.test(key) || HAS_CONTROL_CHAR.test(value)) {
      dirty = true;
      break;
    }
  }
  if (!dirty) return null;
  const cleaned = new URLSearchParams();
  for (const [key, value] of params) cleaned.append(stripControlChars(key), stripControlChars(value));
  return cleaned;
}

function cleanFormData(form: FormData): FormData {
  const cleaned = new FormData();
  for (const [key, value] of form) {
    cleaned.append(stripControlChars(key), typeof value === "string" ? stripControlChars(value) : value);
  }
  return cleaned;
}

function cleanJson(value: unknown): unknown {
  if (typeof value === "string") return stripControlChars(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [stripControlChars(key), cleanJson(item)]));
  }
  return value;
}

/** The same request with a new body (and a new URL, when the query was cleaned). */
function withBody(request: Request, url: string, body: BodyInit, contentType?: string): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  // For FormData the runtime writes the multipart type with its own boundary.
  if (contentType) headers.set("content-type", contentType);
  else headers.delete("content-type");
  return new Request(url, { method: request.method, headers, body, signal: request.signal });
}

/** Whether any part of a multipart body has headers longer than MAX_PART_HEADER_BYTES. */
function hasOversizedPartHeader(body: Buffer, boundary: string): boolean {
  const delimiter = Buffer.from(`--${boundary}\r\n`);
  for (let at = body.indexOf(delimiter); at >= 0; at = body.indexOf(delimiter, at + delimiter.length)) {
    const headersStart = at + delimiter.length;
    const headersEnd = body.indexOf("\r\n\r\n", headersStart);
    if (headersEnd < 0 || headersEnd - headersStart > MAX_PART_HEADER_BYTES) return true;
  }
  return false;
}

/** The body as text, or null when the client broke off while sending it. */
async function readText(request: Request): Promise<string | null> {
  try {
    return await request.text();
  } catch {
    return null;
  }
}

function mediaTypeOf(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  return request.headers.has("transfer-encoding") || (length !== null && length !== "0");
}

export type HygieneOptions = {
  /** Paths whose multipart body is streamed by the route itself (it answers bad input too). */
  streamedMultipart: (path: string) => boolean;
};

/** The request with every input cleaned, or the answer for input that cannot be taken. */
async function cleanRequest(request: Request, streamedMultipart: (path: string) => boolean): Promise<Request | Response> {
  const url = new URL(request.url);
  const cleanedQuery = url.search ? cleanSearchParams(url.searchParams) : null;
  if (cleanedQuery) {
    url.search = cleanedQuery.toString();
    request = new Request(url, request);
  }
  if (!UNSAFE_METHODS.has(request.method)) return request;

  const path = url.pathname;
  const type = mediaTypeOf(request);
  if (type === FORM_URLENCODED) {
    const text = await readText(request);
    if (text === null) return statusResponse(STATUS_PAGES.unreadableForm, request);
    const cleaned = cleanSearchParams(new URLSearchParams(text));
    return withBody(request, url.href, cleaned ? cleaned.toString() : text, FORM_URLENCODED);
  }
  if (type === MULTIPART) {
    const contentType = request.headers.get("content-type") ?? "";
    const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    if (!boundary) return statusResponse(STATUS_PAGES.unreadableForm, request);
    if (streamedMultipart(path)) return request;
    let form: FormData;
    try {
      const body = Buffer.from(await request.arrayBuffer());
      if (hasOversizedPartHeader(body, boundary[1] ?? boundary[2] ?? "")) return statusResponse(STATUS_PAGES.unreadableForm, request);
      form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    } catch {
      return statusResponse(STATUS_PAGES.unreadableForm, request);
    }
    return withBody(request, url.href, cleanFormData(form));
  }
  // A signed webhook is checked against its exact bytes: it passes untouched, and its handler
  // reads only what the signature covers.
  if (SIGNED_WEBHOOK_PATHS.has(path)) return request;
  const takesJson = path.startsWith("/api/auth/") || path.startsWith("/functions/");
  if (takesJson) {
    if (type !== "application/json") return request;
    const text = await readText(request);
    if (text === null) return statusResponse(STATUS_PAGES.unreadableForm, request);
    if (!HAS_CONTROL_CHAR.test(text) && !JSON_CONTROL_ESCAPE.test(text)) return withBody(request, url.href, text, "application/json");
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return withBody(request, url.href, text, "application/json"); // not JSON: the endpoint answers that
    }
    return withBody(request, url.href, JSON.stringify(cleanJson(parsed)), "application/json");
  }
  if (type === "" && !hasBody(request)) {
    // A bare POST (a button with no fields, curl -X POST): an empty form.
    return withBody(request, url.href, "", FORM_URLENCODED);
  }
  return statusResponse(STATUS_PAGES.unsupportedType, request);
}

export function requestHygiene({ streamedMultipart }: HygieneOptions): MiddlewareHandler {
  return async (c, next) => {
    let cleaned: Request | Response;
    try {
      cleaned = await cleanRequest(c.req.raw, streamedMultipart);
    } catch (error) {
      if (!(error instanceof NulInInput)) throw error;
      return statusResponse(STATUS_PAGES.nulCharacter, c.req.raw);
    }
    if (cleaned instanceof Response) return cleaned;
    if (cleaned !== c.req.raw) c.req.raw = cleaned;
    return next();
  };
}
