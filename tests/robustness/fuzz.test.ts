/**
 * Decision 008: a bounded fuzz of every public and admin form and query parameter.
 *
 * The built server runs in a child process on seeded demo data. The forms are discovered from
 * the real pages' HTML (signed in as the admin, dialogs opened by their URLs), plus the few
 * forms that only exist once JavaScript opens them (listed by hand from the route modules).
 * Then several thousand requests, generated from a seeded PRNG, go out with bounded
 * concurrency: wrong content types, broken multipart bodies, form bodies full of garbage, NUL
 * characters, JSON to the server functions, GETs with garbage query parameters, and clients
 * that hang up halfway through sending a form.
 *
 * Every form body is invalid by construction (a required field blanked, or, for forms without
 * required fields, the id-like hidden fields replaced by values that name nothing), so nothing
 * may legitimately be stored. The test asserts: no 5xx, the exact 400/415 the server promises
 * for unreadable input (app/server/http/request-hygiene.server.ts), no error-level log line (a client
 * that went away is not a server fault either), and an unchanged database (a per-table fingerprint taken with the server stopped, before and after).
 *
 * FUZZ_SEED=<n> repeats a run (the seed is printed); FUZZ_SCALE=<x> multiplies the request count;
 * FUZZ_DUMP=<file> writes every request and its answer there.
 */
import { rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "#tests/support/public-pages";
import { ADMIN, type AppProcess, freshPostgres, openDatabase, signIn, startApp } from "#tests/support/robustness/server";

// A fresh seed on every run, where a new finding is welcome; a fixed one in CI, where a run
// must not fail for a case no change of its own introduced.
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.CI ? 20261123 : Math.floor(Math.random() * 2 ** 31)));
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const CONCURRENCY = 8;
const MIN_REQUESTS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

// ---------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------

type Rng = ReturnType<typeof createRng>;

function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const hex = (n: number) => Array.from({ length: n }, () => "0123456789abcdef"[int(16)]).join("");
  return {
    next,
    int,
    hex,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)],
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(4)]}${hex(3)}-${hex(12)}`,
    shuffle: <T>(items: T[]): T[] => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Form discovery from the served HTML
// ---------------------------------------------------------------------------------------------

type Field = {
  name: string;
  tag: "input" | "select" | "textarea" | "button";
  type: string;
  /** Marked required, and submitted by a browser (not disabled, not read-only). */
  required: boolean;
  value: string;
  options: string[];
};

type FormSpec = {
  /** Where the form was found (or "module" for forms that only JavaScript opens). */
  page: string;
  action: string;
  multipart: boolean;
  fields: Field[];
};

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(/([^\s=/"']+)(?:="([^"]*)")?/g)) attrs.set(m[1].toLowerCase(), decodeEntities(m[2] ?? ""));
  return attrs;
}

/** The <form method="post"> elements of a page, with their named controls (and GET forms' names). */
function parseForms(html: string, page: string): { post: FormSpec[]; getNames: string[] } {
  const post: FormSpec[] = [];
  const getNames: string[] = [];
  for (const form of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const attrs = attributes(form[1]);
    const method = (attrs.get("method") ?? "get").toLowerCase();
    const fields: Field[] = [];
    let select: Field | null = null;
    for (const tag of form[2].matchAll(/<(\/?)(input|select|textarea|button|option)\b([^>]*)>/g)) {
      const [, closing, name, rest] = tag;
      if (closing) {
        if (name === "select") select = null;
        continue;
      }
      const a = attributes(rest);
      if (name === "option") {
        if (select && !a.has("disabled")) select.options.push(a.get("value") ?? "");
        continue;
      }
      const fieldName = a.get("name");
      if (!fieldName) continue;
      const type = (a.get("type") ?? (name === "button" ? "submit" : name === "input" ? "text" : name)).toLowerCase();
      if (name === "button" && type !== "submit") continue;
      const field: Field = {
        name: fieldName,
        tag: name as Field["tag"],
        type,
        required: a.has("required") && !a.has("disabled") && !a.has("readonly"),
        value: a.get("value") ?? "",
        options: [],
      };
      if (name === "select") select = field;
      fields.push(field);
    }
    if (method === "post") {
      const multipart = (attrs.get("enctype") ?? "").toLowerCase() === "multipart/form-data";
      post.push({ page, action: attrs.get("action") ?? page, multipart, fields });
      // A row action's confirmation without JavaScript (ConfirmForm) posts to /admin/confirm; the
      // step's real button then posts intent + id + confirmed=1 to the page in `to`: fuzz that too.
      const to = fields.find((f) => f.name === "to")?.value;
      if (attrs.get("action") === "/admin/confirm" && to) {
        const confirmed = fields.filter((f) => f.name === "intent" || f.name === "id");
        post.push({ page, action: to, multipart: false, fields: [...confirmed, hidden("confirmed", "1")] });
      }
    } else if (method === "get") {
      getNames.push(...fields.map((f) => f.name));
    }
  }
  return { post, getNames };
}

const hidden = (name: string, value: string): Field => ({ name, tag: "input", type: "hidden", required: false, value, options: [] });
const file = (name: string, required: boolean): Field => ({ name, tag: "input", type: "file", required, value: "", options: [] });

/**
 * Forms that are not in the server-rendered HTML because JavaScript opens them (a dialog with a
 * trigger button, a restore confirmation that follows a dry run, the image uploads that the
 * image picker posts by itself). Taken from the route modules under app/routes/admin.
 */
function moduleForms(adminUserId: string): FormSpec[] {
  return [
    // The add-user form is a route (/admin/users/new), found from the list's link; the delete of
    // one's own account (refused) is the row form the list does not render.
    {
      page: "module",
      action: "/admin/users",
      multipart: false,
      fields: [hidden("intent", "delete"), hidden("id", adminUserId), hidden("confirmed", "1")],
    },
    { page: "module", action: "/admin/backups", multipart: true, fields: [hidden("intent", "apply"), hidden("token", "0".repeat(32))] },
    { page: "module", action: "/admin/backups", multipart: true, fields: [hidden("intent", "cancel"), hidden("token", "0".repeat(32))] },
    // The certificate photo posts to the editor's route (decision 013: certificates/new); the gallery's goes to /admin/uploads.
    ...["/admin/certificates/new"].flatMap((action) => [
      { page: "module", action, multipart: true, fields: [hidden("intent", "upload"), file("image", true)] },
      { page: "module", action, multipart: true, fields: [hidden("intent", "discard-upload"), hidden("image_url", "/uploads/x.png")] },
    ]),
    // The one upload route (decision 013): the image picker's upload and the editor's discard.
    ...["gallery", "certificates"].flatMap((kind) => [
      {
        page: "module",
        action: "/admin/uploads",
        multipart: true,
        fields: [hidden("intent", "upload"), hidden("kind", kind), file("image", true)],
      },
      {
        page: "module",
        action: "/admin/uploads",
        multipart: true,
        fields: [hidden("intent", "discard"), hidden("kind", kind), hidden("image_url", `/uploads/${kind}/x.webp`)],
      },
    ]),
  ];
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

/** What "empty" looks like to a server that strips control characters and trims. */
const BLANKS = ["", " ", "   ", "\t", "\r\n", "\u00a0", "\u0001", "\u001f\u007f", " \u0002 "];

const GARBAGE = [
  ...BLANKS,
  "a",
  "0",
  "-1",
  "-0",
  "1e309",
  "-99999999999999999999",
  "99999999999999999999999999999",
  "NaN",
  "Infinity",
  "0x1F",
  "1,000",
  "१२३",
  "3.14159",
  "2024-02-30",
  "0000-00-00",
  "9999-12-31",
  "2024-13-45",
  "31/12/2024",
  "yesterday",
  "2024-01-01T25:61:61Z",
  "275760-09-14",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "123e4567-e89b-12d3-a456-42661417400Z",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "' OR '1'='1",
  "'; DROP TABLE supertech_courses; --",
  "1); select pg_sleep(10); --",
  "\\",
  '"',
  "`",
  "$1",
  "%s%s%s%n",
  "{{7*7}}",
  "$" + "{7*7}",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "<!--",
  "]]>",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "/uploads/gallery/../../../secret",
  "http://169.254.169.254/latest/meta-data/",
  "😀👍🏽👨‍👩‍👧‍👦",
  "नमस्ते दुनिया, यह एक परीक्षण है",
  "मोबाइल रिपेयरिंग कोर्स",
  "\u202egnp.exe",
  "\u200b\u200b",
  "\ufeff",
  "Ω≈ç√∫˜µ≤≥÷",
  "ｆｕｌｌｗｉｄｔｈ",
  "\u0001\u0002\u0003",
  "\u001b[31mred\u001b[0m",
  "a\u007fb",
  "\u0008\u000b\u000c",
  "true",
  "false",
  "null",
  "undefined",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "fuzz@",
  "@example.com",
  "a@b",
  `x@${"y".repeat(300)}.com`,
  "+91 98765 43210 ext. 99999",
];

function garbage(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.06) {
    // About 20 KB of one thing.
    const unit = rng.pick(["A", "नमस्ते ", "😀", "a ", "<b>", "'"]);
    return unit.repeat(Math.ceil((20_000 + rng.int(5_000)) / unit.length));
  }
  if (roll < 0.1) return Array.from({ length: 50 + rng.int(500) }, () => String.fromCharCode(1 + rng.int(0xd7ff))).join("");
  return rng.pick(GARBAGE);
}

/** Raw bytes for a urlencoded body or query string that no encoder would produce. */
const RAW_SNIPPETS = [
  "%ZZ",
  "%C0%AF",
  "%",
  "%E0%A4",
  "%ED%A0%80",
  "%FF%FE",
  "+",
  "%2B",
  "&&",
  "==",
  "%26",
  "%3D",
  "%0A%0D",
  "%1B",
  "%7F",
  "%%41",
];

/** Values for id-like hidden fields that name nothing that exists. */
function bogusId(rng: Rng): string {
  return rng.pick([
    "",
    " ",
    "0",
    "-1",
    "1",
    "null",
    "undefined",
    "not-a-uuid",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "123e4567-e89b-12d3-a456-42661417400Z",
    "' OR '1'='1",
    "1 OR 1=1",
    "../admin",
    "x".repeat(500),
    "😀",
    "१२३",
    "maybe",
    "TRUE",
    rng.uuid(),
    rng.uuid(),
    rng.hex(32),
    rng.uuid().toUpperCase(),
  ]);
}

const BOGUS_INTENTS = [
  "",
  "destroy",
  "DELETE",
  "Create",
  "create ",
  " update",
  "__proto__",
  "constructor",
  "toString",
  "drop",
  "🗑️",
  "इरादा",
];

const UNKNOWN_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "a[b]",
  "a[]",
  "a.b",
  "k".repeat(2000),
  "",
  " ",
  "नाम",
  "😀",
  "$where",
  "_action",
  "_method",
  "redirectTo",
  "callbackURL",
  "is_admin",
  "user_id",
  "profile.role",
];

/** A value a person could plausibly type into the field (so that only the blanked field is wrong). */
function plausible(field: Field, rng: Rng): string {
  if (field.type === "hidden" || field.type === "submit") return field.value;
  if (field.tag === "select") {
    const options = field.options.filter(Boolean);
    return options.length ? rng.pick(options) : field.value;
  }
  const name = field.name.toLowerCase();
  if (name === "website") return ""; // the honeypot, left empty as people leave it
  if (field.type === "email" || name.includes("email")) return `fuzz${rng.int(1e6)}@example.com`;
  if (field.type === "tel" || /phone|mobile|whatsapp/.test(name)) return `98${String(rng.int(1e8)).padStart(8, "0")}`;
  if (field.type === "number" || /age|sort|fee|seat|duration|amount|count|price/.test(name)) return String(16 + rng.int(40));
  if (field.type === "date" || name.includes("date")) return "2025-01-15";
  if (field.type === "url" || /url|link/.test(name)) return rng.chance(0.5) ? "" : "https://example.com/page";
  if (field.type === "checkbox") return field.value || "on";
  if (field.type === "password") return `Fuzz-password-${rng.int(1e6)}`;
  return `Fuzz ${rng.pick(["value", "text", "name"])} ${rng.int(1e6)}`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the server strips
const strip = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

type Kind =
  | "form-urlencoded"
  | "form-multipart"
  | "form-nul"
  | "content-type"
  | "json-to-form"
  | "multipart-no-boundary"
  | "multipart-wrong-boundary"
  | "multipart-truncated"
  | "multipart-huge-header"
  | "multipart-malformed"
  | "json-endpoint"
  | "json-nul"
  | "json-nul-undeclared"
  | "backup-dry-run"
  | "no-action-post"
  | "logout"
  | "query"
  | "query-nul"
  | "hang-up";

type FuzzRequest = {
  kind: Kind;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** The exact status the server promises for this request, when it promises one. */
  expect?: number;
  /** Send the headers and this many bytes of the body, then hang up (no answer is awaited). */
  hangUpAfter?: number;
};

type Pair = [string, string];
type Part = { name: string; value: string | Uint8Array; filename?: string; type?: string; extraHeader?: string };

function urlencode(pairs: Pair[], rng: Rng, raw: Set<number> = new Set()): string {
  return pairs
    .map(([k, v], i) => {
      let encoded = `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
      if (raw.has(i)) encoded += rng.pick(RAW_SNIPPETS);
      if (rng.chance(0.05)) encoded = encoded.replace(/%20/g, "+");
      return encoded;
    })
    .join("&");
}

const escapeName = (name: string) => name.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");

function multipartBody(parts: Part[], boundary: string): Uint8Array {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(part.name)}"`;
    if (part.filename !== undefined) head += `; filename="${escapeName(part.filename)}"`;
    head += "\r\n";
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    if (part.extraHeader) head += `${part.extraHeader}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

function garbageFile(rng: Rng): { value: Uint8Array; filename: string; type?: string } {
  const bytes = (n: number) => new Uint8Array(Array.from({ length: n }, () => rng.int(256)));
  const content = rng.pick([
    () => bytes(rng.int(4096)),
    () => new Uint8Array([...Buffer.from("GIF89a"), ...bytes(200)]),
    () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...bytes(300)]),
    () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...bytes(300)]),
    () => new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')),
    () => new Uint8Array(Buffer.from("%PDF-1.4\n%âãÏÓ\n")),
    () => new Uint8Array(Buffer.from('{"version":1,"tables":{}}')),
    () => new Uint8Array(Buffer.from("MZ\u0090\u0000")),
    () => new Uint8Array(0),
  ])();
  return {
    value: content,
    filename: rng.pick([
      "x.png",
      "../../../evil.png",
      'a".png',
      "😀.jpg",
      `${"x".repeat(300)}.png`,
      "",
      "shell.php.png",
      "CON.png",
      "photo.jpeg",
    ]),
    type: rng.pick(["image/png", "image/jpeg", "text/html", "application/octet-stream", "image/svg+xml", undefined]),
  };
}

function htmlAccept(rng: Rng): string {
  return rng.chance(0.5) ? "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" : "*/*";
}

/** React Router's data URL for a page URL: what browsers with JavaScript post to. */
function dataUrl(url: string): string {
  const u = new URL(url, "http://x");
  u.pathname = u.pathname === "/" ? "/_root.data" : `${u.pathname.replace(/\/$/, "")}.data`;
  return `${u.pathname}${u.search}`;
}

const isJsonEndpoint = (p: string) => p.startsWith("/api/auth/") || p.startsWith("/functions/");

type Context = {
  rng: Rng;
  forms: FormSpec[];
  /** Every value a hidden field had (ids, intents, tokens): a bogus value must differ from all. */
  realValues: Set<string>;
  knownIntents: Set<string>;
};

function differentFrom(ctx: Context, make: () => string, avoid: Set<string>): string {
  for (;;) {
    const value = make();
    if (!avoid.has(strip(value).trim()) && !ctx.realValues.has(strip(value).trim())) return value;
  }
}

/**
 * The pairs (and file parts) of one form body that no action may accept: a required field
 * blanked (all its occurrences), or, without required fields, the id-like hidden fields
 * replaced by values that name nothing.
 */
function invalidBody(form: FormSpec, ctx: Context, options: { nearValid: boolean }) {
  const { rng } = ctx;
  const required = form.fields.filter((f) => f.required);
  const blanked = new Set<string>();
  if (required.length) {
    // All of them: the server may accept a field the page marks required (a course picked from a
    // list or typed), but not every required field blank.
    for (const f of required) blanked.add(f.name);
  }
  const mangleAllKeys = required.length === 0;
  const keyFields = form.fields.filter((f) => f.type === "hidden" && f.name !== "intent");
  const intentField = form.fields.find((f) => f.name === "intent");
  // Without required fields and without id-like fields, only the intent is left to break.
  const mangleIntent = intentField && ((mangleAllKeys && keyFields.length === 0) || rng.chance(0.2));

  const pairs: Pair[] = [];
  const files: Part[] = [];
  const blankedNames = new Set<string>();
  const seen = new Set<string>();
  for (const field of form.fields) {
    if (seen.has(`${field.name}\u0000${field.value}`)) continue;
    seen.add(`${field.name}\u0000${field.value}`);
    if (blanked.has(field.name)) {
      blankedNames.add(field.name);
      if (field.type === "file") {
        if (rng.chance(0.5)) files.push({ name: field.name, value: new Uint8Array(0), filename: "", type: "application/octet-stream" });
      } else if (rng.chance(0.85)) {
        const copies = rng.chance(0.15) ? 2 + rng.int(2) : 1;
        for (let i = 0; i < copies; i++) pairs.push([field.name, rng.pick(BLANKS)]);
      }
      continue;
    }
    if (field === intentField) {
      const value = mangleIntent ? differentFrom(ctx, () => rng.pick(BOGUS_INTENTS), ctx.knownIntents) : field.value;
      pairs.push([field.name, value]);
      if (!mangleIntent && rng.chance(0.05)) pairs.push([field.name, value]);
      continue;
    }
    if (keyFields.includes(field) && (mangleAllKeys || rng.chance(0.4))) {
      const copies = rng.chance(0.1) ? 2 : 1;
      for (let i = 0; i < copies; i++) pairs.push([field.name, differentFrom(ctx, () => bogusId(rng), new Set())]);
      continue;
    }
    if (field.type === "file") {
      if (rng.chance(0.6)) files.push({ name: field.name, ...garbageFile(rng) });
      continue;
    }
    if (field.type === "hidden") {
      pairs.push([field.name, field.value]);
      continue;
    }
    if (field.name === "website") {
      // The honeypot: a filled one gets the bot's fake success before any validation, so mostly empty.
      pairs.push([field.name, rng.chance(0.85) ? rng.pick(BLANKS) : garbage(rng)]);
      continue;
    }
    const roll = rng.next();
    if (!options.nearValid && roll < 0.1) continue; // omitted
    const value = () => (options.nearValid || rng.chance(0.5) ? plausible(field, rng) : garbage(rng));
    const copies = rng.chance(0.06) ? 2 + rng.int(3) : 1;
    for (let i = 0; i < copies; i++) pairs.push([field.name, value()]);
  }
  if (rng.chance(0.3)) {
    const names = new Set(form.fields.map((f) => f.name));
    for (let i = 0, n = 1 + rng.int(3); i < n; i++) {
      const key = rng.pick(UNKNOWN_KEYS);
      if (!names.has(key)) pairs.push([key, garbage(rng)]);
    }
  }
  // Under the 1 MB body limit of public pages even fully percent-encoded: a 413 is not what is tested here.
  const size = () => pairs.reduce((n, [k, v]) => n + 3 * (Buffer.byteLength(k) + Buffer.byteLength(v)) + 2, 0);
  while (size() > 700_000) {
    const longest = pairs.reduce((a, b) => (b[1].length > a[1].length ? b : a));
    longest[1] = longest[1].slice(0, 2000);
  }
  return { pairs, files, blankedNames };
}

function formTarget(form: FormSpec, rng: Rng): string {
  // A fragment (the demo form posts to "/?index#demo-request") never reaches the server, so a
  // query the fuzzer adds must come before it: cut it off, as a browser does when it posts.
  const action = form.action.split("#")[0];
  return rng.chance(0.25) ? dataUrl(action) : action;
}

/** Every unsafe request carries the Origin (else 403). The admin's session never goes to /logout (it would end it). */
function unsafeHeaders(origin: string, cookie: string | undefined, extra: Record<string, string>, target = ""): Record<string, string> {
  const headers: Record<string, string> = { origin, ...extra };
  if (cookie && !target.startsWith("/logout")) headers.cookie = cookie;
  return headers;
}

const isAdminPath = (p: string) => p.startsWith("/admin") || p.startsWith("/functions/");

function formRequest(form: FormSpec, ctx: Context, origin: string, cookie: string, nul: boolean): FuzzRequest {
  const { rng } = ctx;
  const { pairs, files, blankedNames } = invalidBody(form, ctx, { nearValid: rng.chance(0.3) });
  const multipart = form.multipart ? rng.chance(0.8) : rng.chance(0.3);
  let target = formTarget(form, rng);
  const sendCookie = isAdminPath(form.action) || rng.chance(0.5) ? cookie : undefined;
  const method = rng.chance(0.1) ? rng.pick(["PUT", "PATCH", "DELETE"]) : "POST";
  if (nul) {
    const where = rng.int(4);
    const nulValue = rng.pick(["\u0000", "a\u0000b", `${"x".repeat(100)}\u0000`, "\u0000<script>"]);
    if (where === 0 || pairs.length === 0) pairs.push([rng.pick(form.fields)?.name ?? "x", nulValue]);
    else if (where === 1) pairs[rng.int(pairs.length)][1] += nulValue;
    else if (where === 2) pairs.push([`k\u0000${rng.int(100)}`, "v"]);
    else target += `${target.includes("?") ? "&" : "?"}${rng.pick(["q", "x", "id"])}=${rng.pick(["%00", "a%00b", "%00%00"])}`;
  }
  const headers = unsafeHeaders(origin, sendCookie, { accept: htmlAccept(rng) });
  if (multipart) {
    const boundary = `----fuzz${rng.hex(16)}`;
    const parts: Part[] = pairs.map(([name, value]) => ({ name, value }));
    for (const f of files) parts.splice(rng.int(parts.length + 1), 0, f);
    headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
    return {
      kind: nul ? "form-nul" : "form-multipart",
      method,
      path: target,
      headers,
      body: multipartBody(parts, boundary),
      expect: nul ? 400 : undefined,
    };
  }
  const raw = new Set<number>();
  pairs.forEach(([name], i) => {
    if (!blankedNames.has(name) && rng.chance(0.08)) raw.add(i);
  });
  headers["content-type"] = rng.pick([
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded;charset=UTF-8",
    "Application/X-WWW-Form-URLEncoded",
  ]);
  return {
    kind: nul ? "form-nul" : "form-urlencoded",
    method,
    path: target,
    headers,
    body: urlencode(pairs, rng, raw),
    expect: nul ? 400 : undefined,
  };
}

/**
 * A client that goes away halfway through sending a form (a phone losing its signal): part of
 * the body, announced by Content-Length or in chunks, then the connection closed. Not a
 * server fault: nothing stored and no error-level line.
 */
function hangUpRequest(target: string, form: FormSpec | undefined, ctx: Context, origin: string, cookie: string): FuzzRequest {
  const { rng } = ctx;
  const headers = unsafeHeaders(origin, cookie, { accept: htmlAccept(rng) }, target);
  const pairs = form ? invalidBody(form, ctx, { nearValid: true }).pairs : [["name", "Fuzz"] as Pair];
  const body = Buffer.from(urlencode(pairs, rng));
  headers["content-type"] = isJsonEndpoint(target) ? "application/json" : "application/x-www-form-urlencoded";
  if (rng.chance(0.5)) headers["transfer-encoding"] = "chunked";
  else headers["content-length"] = String(body.length + 1 + rng.int(5000));
  return { kind: "hang-up", method: "POST", path: target, headers, body, hangUpAfter: rng.int(body.length + 1) };
}

function wrongTypeRequest(target: string, form: FormSpec | undefined, ctx: Context, origin: string, cookie: string): FuzzRequest {
  const { rng } = ctx;
  const pageRoute = !isJsonEndpoint(target);
  const expect = pageRoute ? 415 : undefined;
  const headers = unsafeHeaders(origin, cookie, { accept: htmlAccept(rng) }, target);
  if (form && rng.chance(0.35)) {
    // A valid JSON body, as a script might send it, with the form's own (invalid) fields.
    const { pairs } = invalidBody(form, ctx, { nearValid: true });
    headers["content-type"] = rng.pick([
      "application/json",
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/vnd.api+json",
    ]);
    return { kind: "json-to-form", method: "POST", path: target, headers, body: JSON.stringify(Object.fromEntries(pairs)), expect };
  }
  const variant = rng.int(8);
  let body: string | Uint8Array;
  if (variant === 0) {
    headers["content-type"] = "text/plain";
    body = "name=Fuzz\r\nemail=\r\n";
  } else if (variant === 1) {
    headers["content-type"] = rng.pick(["application/xml", "text/xml"]);
    body = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><form><name>&e;</name></form>';
  } else if (variant === 2) {
    headers["content-type"] = "application/octet-stream";
    body = new Uint8Array(Array.from({ length: 1 + rng.int(2048) }, () => rng.int(256)));
  } else if (variant === 3) {
    body = new Uint8Array(Buffer.from("name=&email=")); // a body and no Content-Type at all
  } else if (variant === 4) {
    headers["content-type"] = rng.pick([
      "text/html",
      "application/javascript",
      "image/png",
      "application/x-www-form-urlencodedx",
      "form-data",
    ]);
    body = garbage(rng) || "x";
  } else if (variant === 5) {
    headers["content-type"] = `multipart/mixed; boundary=b${rng.hex(8)}`;
    body = `--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--\r\n`;
  } else if (variant === 6) {
    headers["content-type"] = "application/json";
    body = rng.pick(["{", "[1,2", "{'a':1}", "\ufeff{}", "NaN", "", "null", '"x"']) || "{";
  } else {
    headers["content-type"] = rng.pick([";", "*/*", "application/", "text/plain; charset=utf-16", `${"x".repeat(2000)}/json`]);
    body = "intent=delete&id=1";
  }
  return {
    kind: "content-type",
    method: rng.chance(0.9) ? "POST" : rng.pick(["PUT", "PATCH", "DELETE"]),
    path: target,
    headers,
    body,
    expect,
  };
}

function brokenMultipartRequest(target: string, form: FormSpec | undefined, ctx: Context, origin: string, cookie: string): FuzzRequest {
  const { rng } = ctx;
  const boundary = `----fuzz${rng.hex(16)}`;
  const { pairs } = form ? invalidBody(form, ctx, { nearValid: false }) : { pairs: [["q", "x"]] as Pair[] };
  const parts: Part[] = pairs.map(([name, value]) => ({ name, value }));
  if (parts.length === 0) parts.push({ name: "x", value: "y" });
  const body = multipartBody(parts, boundary);
  const headers = unsafeHeaders(origin, cookie, { accept: htmlAccept(rng) }, target);
  const variant = rng.int(5);
  if (variant === 0) {
    headers["content-type"] = rng.pick(["multipart/form-data", "multipart/form-data; charset=utf-8", "multipart/form-data;boundar=x"]);
    return { kind: "multipart-no-boundary", method: "POST", path: target, headers, body, expect: 400 };
  }
  if (variant === 1) {
    headers["content-type"] = `multipart/form-data; boundary=${rng.pick(["other", `${boundary}x`, boundary.slice(0, -1), "-"])}`;
    return { kind: "multipart-wrong-boundary", method: "POST", path: target, headers, body, expect: 400 };
  }
  if (variant === 2) {
    headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
    const end = Buffer.byteLength(`--${boundary}--\r\n`) + 2;
    return {
      kind: "multipart-truncated",
      method: "POST",
      path: target,
      headers,
      body: body.slice(0, 1 + rng.int(body.length - end)),
      expect: 400,
    };
  }
  if (variant === 3) {
    // One part whose header block is 200 KB long, among the form's fields.
    const huge = rng.chance(0.5) ? `X-Padding: ${"a".repeat(200_000)}` : `Content-Type: text/plain; x="${"b".repeat(200_000)}"`;
    const hugeParts = [...parts];
    const index = rng.int(hugeParts.length);
    hugeParts[index] = { ...hugeParts[index], extraHeader: huge };
    headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
    const expect = isJsonEndpoint(target) ? undefined : 400;
    return { kind: "multipart-huge-header", method: "POST", path: target, headers, body: multipartBody(hugeParts, boundary), expect };
  }
  // Well-delimited, but malformed inside: bare LF line ends, no Content-Disposition, a header without a colon.
  headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
  const malformed = rng.pick([
    Buffer.from(body).toString("latin1").replace(/\r\n/g, "\n"),
    `--${boundary}\r\nContent-Type: text/plain\r\n\r\nno name\r\n--${boundary}--\r\n`,
    `--${boundary}\r\nthis is not a header\r\n\r\nx\r\n--${boundary}--\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name=unquoted name\r\n\r\nx\r\n--${boundary}--\r\n`,
    `--${boundary}--\r\n`,
  ]);
  return { kind: "multipart-malformed", method: "POST", path: target, headers, body: malformed };
}

// --- the JSON server functions and Better Auth's sign-in -------------------------------------

function jsonValue(rng: Rng, depth = 0): unknown {
  const roll = rng.int(depth > 2 ? 4 : 7);
  if (roll === 0) return garbage(rng);
  if (roll === 1) return rng.pick([0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1]);
  if (roll === 2) return rng.pick([null, true, false]);
  if (roll === 3) return bogusId(rng);
  if (roll === 4) return Array.from({ length: rng.int(4) }, () => jsonValue(rng, depth + 1));
  if (roll === 5) return { [rng.pick(UNKNOWN_KEYS)]: jsonValue(rng, depth + 1), $ne: null };
  return rng.pick(UNKNOWN_KEYS);
}

/** A body each endpoint must refuse: never a usable place_id, never backupType "full", never a real user or password. */
function jsonEndpointBody(endpoint: string, ctx: Context): unknown {
  const { rng } = ctx;
  const extra = () => (rng.chance(0.3) ? { [rng.pick(UNKNOWN_KEYS) || "extra"]: jsonValue(rng) } : {});
  const notAString = () => rng.pick<unknown>([null, 0, 42, true, [], ["x"], { $ne: "" }, { toString: "x" }]);
  if (rng.chance(0.08)) return rng.pick<unknown>([null, [], "x", 42, true, Array.from({ length: 3 }, () => jsonValue(rng))]);
  if (endpoint.endsWith("google-reviews")) {
    const placeId = rng.pick([
      () => undefined,
      () => rng.pick(BLANKS),
      notAString,
      () => "P".repeat(301 + rng.int(20_000)),
      () => ` ${"q".repeat(300)} x`,
    ])();
    return { ...(placeId === undefined ? { placeId: garbage(rng) } : { place_id: placeId }), ...extra() };
  }
  if (endpoint.endsWith("generate-backup")) {
    const type = rng.pick([
      () => differentFrom(ctx, () => garbage(rng), new Set(["full"])),
      () => rng.pick(["FULL", "full ", " full", "Full", "partial", "incremental"]),
      notAString,
      () => ["full"],
    ])();
    return rng.chance(0.1) ? { backup_type: "full" } : { backupType: type, ...extra() };
  }
  if (endpoint.endsWith("admin-manage-users")) {
    const action = rng.chance(0.6) ? "delete" : rng.pick<unknown>(["DELETE", "remove", "ban", null, 1, ["delete"], garbage(rng)]);
    const userId = rng.chance(0.8) ? differentFrom(ctx, () => bogusId(rng), new Set()) : notAString();
    return { action, userId, ...extra() };
  }
  // Better Auth: never the admin's password.
  const password = rng.chance(0.3) ? notAString() : differentFrom(ctx, () => garbage(rng), new Set([ADMIN.password]));
  return {
    email: rng.chance(0.4) ? ADMIN.email : rng.chance(0.5) ? garbage(rng) : notAString(),
    password,
    ...(rng.chance(0.2)
      ? { rememberMe: jsonValue(rng), callbackURL: rng.pick(["javascript:alert(1)", "https://evil.example/", "//evil", garbage(rng)]) }
      : {}),
    ...extra(),
  };
}

function withNul(value: unknown, rng: Rng): unknown {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length && rng.chance(0.7)) {
      const i = rng.int(entries.length);
      entries[i] = [entries[i][0], `${typeof entries[i][1] === "string" ? entries[i][1] : "x"}\u0000`];
    } else {
      entries.push([`key\u0000${rng.int(9)}`, "v"]);
    }
    return Object.fromEntries(entries);
  }
  return ["\u0000", value];
}

/**
 * `nul`: "json" puts a NUL in a string of a body declared as JSON (400 from the request hygiene);
 * "undeclared" sends such a body as text/plain, urlencoded or without a type, which the
 * hygiene does not read as JSON: the endpoint must still refuse it without a 5xx.
 */
function jsonEndpointRequest(endpoint: string, ctx: Context, origin: string, cookie: string, nul?: "json" | "undeclared"): FuzzRequest {
  const { rng } = ctx;
  const headers = unsafeHeaders(origin, rng.chance(0.9) ? cookie : undefined, { accept: "application/json" });
  headers["content-type"] = rng.chance(0.85)
    ? "application/json"
    : rng.pick(["application/json; charset=utf-8", "text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded"]);
  if (nul) {
    const body = JSON.stringify(withNul(jsonEndpointBody(endpoint, ctx), rng));
    if (nul === "json") {
      headers["content-type"] = "application/json";
      return { kind: "json-nul", method: "POST", path: endpoint, headers, body, expect: 400 };
    }
    const type = rng.pick(["text/plain", "application/x-www-form-urlencoded", ""]);
    if (type) headers["content-type"] = type;
    else delete headers["content-type"];
    return { kind: "json-nul-undeclared", method: "POST", path: endpoint, headers, body: type ? body : new Uint8Array(Buffer.from(body)) };
  }
  const body = rng.chance(0.1)
    ? rng.pick([
        "{",
        '{"a":',
        "[1,2",
        "{'a':1}",
        "{a:1}",
        "\ufeff{}",
        "NaN",
        "1e999999",
        "",
        `${"[".repeat(3000)}${"]".repeat(3000)}`,
        '{"__proto__":{"isAdmin":true}}',
      ])
    : JSON.stringify(jsonEndpointBody(endpoint, ctx));
  return { kind: "json-endpoint", method: rng.chance(0.95) ? "POST" : rng.pick(["PUT", "DELETE", "PATCH"]), path: endpoint, headers, body };
}

function backupDryRunRequest(ctx: Context, origin: string, cookie: string): FuzzRequest {
  const { rng } = ctx;
  // A dry run only reads the file (the restore itself needs the token it answers, never sent here).
  const content = rng.pick([
    "{}",
    "[]",
    "not json",
    '{"version":1}',
    '{"version":1,"tables":{"supertech_courses":[{"id":"x"}]}}',
    '{"version":999,"tables":null}',
    `{"tables":{"user":[{"id":"${rng.uuid()}","email":"\\u0000"}]}}`,
    `${"[".repeat(5000)}${"]".repeat(5000)}`,
    `{"x":"${"a".repeat(100_000)}"}`,
    "\u0000\u0001\u0002",
  ]);
  const boundary = `----fuzz${rng.hex(16)}`;
  const body = multipartBody(
    [
      { name: "intent", value: "dry-run" },
      {
        name: "backup",
        value: Buffer.from(content),
        filename: rng.pick(["backup.json", "../../x.json", "😀.json", ""]),
        type: "application/json",
      },
    ],
    boundary,
  );
  const headers = unsafeHeaders(origin, cookie, { accept: htmlAccept(rng), "content-type": `multipart/form-data; boundary=${boundary}` });
  return { kind: "backup-dry-run", method: "POST", path: rng.chance(0.3) ? "/admin/backups.data" : "/admin/backups", headers, body };
}

// --- GETs with garbage query parameters ------------------------------------------------------

const QUERY_NAMES = [
  "q",
  "page",
  "status",
  "tab",
  "id",
  "course",
  "sort",
  "order",
  "edit",
  "delete",
  "new",
  "mode",
  "role",
  "limit",
  "offset",
  "per_page",
  "type",
  "from",
  "to",
  "date",
  "category",
  "index",
  "_routes",
  "_data",
  "redirect",
  "redirectTo",
  "callbackURL",
  "lang",
  "utm_source",
];

function queryValue(rng: Rng): string {
  const value = rng.chance(0.3) ? bogusId(rng) : garbage(rng);
  // Kept under ~4 KB encoded: past 16 KB of URL, Node answers 431 before the app runs.
  let encoded = encodeURIComponent(value).slice(0, rng.chance(0.9) ? 600 : 3000);
  if (rng.chance(0.15)) encoded += rng.pick(RAW_SNIPPETS);
  return encoded;
}

function queryRequest(pagePath: string, names: string[], ctx: Context, cookie: string, nul: boolean): FuzzRequest {
  const { rng } = ctx;
  const params: string[] = [];
  for (let i = 0, n = 1 + rng.int(4); i < n; i++) {
    const name = rng.chance(0.8) ? rng.pick(names) : rng.pick(UNKNOWN_KEYS) || "k";
    params.push(`${encodeURIComponent(name)}=${queryValue(rng)}`);
  }
  if (nul) params.splice(rng.int(params.length + 1), 0, rng.pick(["q=%00", "page=1%00", "id=%00abc", "%00=x", "status=pending%00"]));
  const target = rng.chance(0.2) && !pagePath.includes(".") && !isJsonEndpoint(pagePath) ? dataUrl(pagePath) : pagePath;
  const headers: Record<string, string> = { accept: htmlAccept(rng) };
  if ((isAdminPath(pagePath) || rng.chance(0.5)) && !pagePath.startsWith("/logout")) headers.cookie = cookie;
  const method = nul ? "GET" : rng.chance(0.95) ? "GET" : rng.pick(["HEAD", "OPTIONS"]);
  return { kind: nul ? "query-nul" : "query", method, path: `${target}?${params.join("&")}`, headers, expect: nul ? 400 : undefined };
}

// ---------------------------------------------------------------------------------------------
// The database fingerprint
// ---------------------------------------------------------------------------------------------

/**
 * Counters, not content: rate limits and sessions, and the record of sign-ins that failed (and the
 * digest's once-a-day claim and the nightly backup's run, written by the maintenance, not by a
 * request: a server started after BACKUP_HOUR backs up at once). A
 * fuzzed sign-in with a well-formed address and a wrong password is not invalid input but a
 * failed sign-in, and counting it (sign_in_failures, and the security log's sign_in_failed /
 * account_locked rows) is what the per-account lock-out is for.
 */
const UNFINGERPRINTED = new Set(["rate_limits", "session", "sign_in_failures", "lead_digests", "backup_runs", "__drizzle_migrations"]);
const FINGERPRINT_FILTER: Record<string, string> = {
  admin_logs: "where action not in ('sign_in_failed', 'account_locked')",
  // The daily lead digest is the hourly maintenance's work, not a request's: whether it goes out
  // before or during the run depends on the time of day (DIGEST_HOUR, India time).
  mail_outbox: "where subject not like 'Lead digest for %'",
};

/** Per table: row count and an md5 of every row. Taken with the server stopped. */
async function fingerprint(app: AppProcess): Promise<Record<string, string>> {
  const tablesSql = "select tablename from pg_tables where schemaname = 'public' order by tablename";
  const rowSql = (table: string) =>
    `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from public."${table}" t ${FINGERPRINT_FILTER[table] ?? ""}`;
  const result: Record<string, string> = {};
  const db = await openDatabase(app);
  try {
    for (const { tablename } of await db.rows<{ tablename: string }>(tablesSql)) {
      if (UNFINGERPRINTED.has(tablename)) continue;
      const [r] = await db.rows<{ n: number; h: string }>(rowSql(tablename));
      result[tablename] = `${r.n} rows, md5 ${r.h}`;
    }
  } finally {
    await db.close();
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The test
// ---------------------------------------------------------------------------------------------

const CRAWLED_PAGES = [...PUBLIC_PAGES, "/auth", "/auth?mode=signup"];
const ADMIN_PAGES = [
  "/admin",
  "/admin/users",
  "/admin/courses",
  // The course editor's add route (decision 013): its form posts there.
  "/admin/courses/new",
  "/admin/inquiries",
  "/admin/gallery",
  "/admin/certificates",
  "/admin/messages",
  "/admin/logs",
  "/admin/backups",
  "/admin/settings",
  "/admin/orders",
  "/admin/leads",
  "/admin/leads/follow-ups",
];
/** Pages without an action: a POST gets a 4xx (405), never a 5xx. */
const NO_ACTION_PAGES = [
  "/admin",
  "/admin?index",
  "/admin/messages",
  "/admin/logs",
  "/admin/orders",
  "/admin/leads",
  "/admin/leads/follow-ups",
  "/about",
  "/courses",
  "/gallery",
];
const JSON_ENDPOINTS = [
  "/functions/v1/google-reviews",
  "/functions/v1/generate-backup",
  "/functions/v1/admin-manage-users",
  "/api/auth/sign-in/email",
];

type Outcome = { request: FuzzRequest; status: number; head: string };

/**
 * One request on its own connection (node:http, no keep-alive): a socket the server closed
 * while idle can never be mistaken for a request it failed to answer.
 */
function send(base: string, request: FuzzRequest): Promise<Outcome> {
  if (request.hangUpAfter !== undefined) return hangUp(base, request, request.hangUpAfter);
  const { hostname, port } = new URL(base);
  const body =
    request.body === undefined ? undefined : typeof request.body === "string" ? Buffer.from(request.body) : Buffer.from(request.body);
  const headers: Record<string, string> = { ...request.headers, connection: "close" };
  if (body) headers["content-length"] = String(body.length);
  return new Promise((resolve) => {
    const fail = (error: Error) => resolve({ request, status: 0, head: `no response: ${error.message}` });
    let req: http.ClientRequest;
    try {
      req = http.request({ host: hostname, port, method: request.method, path: request.path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < 200) chunks.push(chunk);
          size += chunk.length;
        });
        res.on("end", () =>
          resolve({ request, status: res.statusCode ?? 0, head: Buffer.concat(chunks).subarray(0, 200).toString("utf8") }),
        );
        res.on("error", fail);
      });
    } catch (error) {
      fail(error as Error);
      return;
    }
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on("error", fail);
    req.end(body);
  });
}

/** Headers and the first `bytes` of the body on a raw socket (chunked when the headers say so), then the socket closed. */
function hangUp(base: string, request: FuzzRequest, bytes: number): Promise<Outcome> {
  const { hostname, port } = new URL(base);
  const body = Buffer.from(request.body ?? "").subarray(0, bytes);
  const chunked = request.headers["transfer-encoding"] === "chunked";
  const headers = Object.entries({ host: `${hostname}:${port}`, ...request.headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  const part = chunked && body.length ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from("\r\n")]) : body;
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(Buffer.concat([Buffer.from(`${request.method} ${request.path} HTTP/1.1\r\n${headers.join("")}\r\n`), part]));
      // Long enough for the server to start on the request and wait for the rest of the body.
      setTimeout(() => socket.destroy(), 100);
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve({ request, status: 0, head: "(the client hung up)" }));
  });
}

async function runAll(base: string, requests: FuzzRequest[], concurrency: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(requests.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const index = next++;
        outcomes[index] = await send(base, requests[index]);
      }
    }),
  );
  return outcomes;
}

const clip = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…` : text);

function describeOutcome(o: Outcome): string {
  const { request } = o;
  const body =
    request.body === undefined ? "" : typeof request.body === "string" ? request.body : Buffer.from(request.body).toString("latin1");
  const headers = Object.entries(request.headers)
    .filter(([name]) => name !== "cookie" && name !== "origin" && name !== "accept")
    .map(([name, value]) => `${name}: ${clip(value, 80)}`)
    .join("; ");
  return [
    `${request.method} ${clip(request.path, 300)} [${request.kind}${request.headers.cookie ? ", admin session" : ""}] → ${o.status}${
      request.expect ? ` (expected ${request.expect})` : ""
    }`,
    headers ? `    request headers: ${headers}` : "",
    body ? `    request body (${body.length} bytes): ${JSON.stringify(clip(body, 300))}` : "",
    `    response: ${JSON.stringify(o.head)}`,
  ]
    .filter(Boolean)
    .join("\n");
}

const report = (list: Outcome[]) =>
  `seed ${SEED}:\n${list.slice(0, 30).map(describeOutcome).join("\n")}${list.length > 30 ? `\n… and ${list.length - 30} more` : ""}`;

function errorLogLines(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return false;
      }
    });
}

type Discovery = {
  forms: FormSpec[];
  queryNames: string[];
  courseDetailPages: string[];
  realValues: Set<string>;
  knownIntents: Set<string>;
};

/** Every page as the admin, then the dialogs their links open (?new, ?edit=<id>, ?delete=<id>). */
async function discover(base: string, cookie: string): Promise<Discovery> {
  const get = async (p: string) => {
    const response = await fetch(base + p, { headers: { cookie, accept: "text/html" }, redirect: "manual" });
    expect(response.status, `GET ${p} while discovering forms`).toBe(200);
    return response.text();
  };
  const forms = new Map<string, FormSpec>();
  const queryNames = new Set<string>(QUERY_NAMES);
  const realValues = new Set<string>(["full", ADMIN.password]);
  const knownIntents = new Set([
    "create",
    "update",
    "delete",
    "toggle",
    "status",
    "role",
    "upload",
    "discard-upload",
    "discard",
    "dry-run",
    "apply",
    "cancel",
  ]);
  const coursePaths = new Set<string>();
  const leadPaths = new Set<string>();
  const dialogUrls = new Map<string, string>();
  let adminUserId = "";
  const take = (html: string, page: string) => {
    const parsed = parseForms(html, page);
    for (const name of parsed.getNames) queryNames.add(name);
    for (const form of parsed.post) {
      const intent = form.fields.find((f) => f.name === "intent")?.value ?? "";
      const names = form.fields.map((f) => f.name).sort();
      const key = `${new URL(form.action, base).pathname}|${intent}|${names.join(",")}`;
      for (const f of form.fields) if (f.type === "hidden" && f.value) realValues.add(f.value);
      if (intent) knownIntents.add(intent);
      adminUserId ||= form.fields.find((f) => f.name === "userId")?.value ?? "";
      if (new URL(form.action, base).pathname === "/logout") continue; // fuzzed on its own, never with the admin's session
      if (!forms.has(key)) forms.set(key, form);
    }
    for (const m of html.matchAll(/href="(\/course(?:s|-inner)?\/[^"?#]+)"/g)) coursePaths.add(decodeEntities(m[1]));
    // The lead desk's lead pages (decision 016): their forms are fuzzed from the first ones listed.
    for (const m of html.matchAll(/href="(\/admin\/leads\/[0-9a-f-]{36})"/g)) leadPaths.add(m[1]);
    for (const m of html.matchAll(/href="(\/admin\/[a-z-]+\?(new|edit|delete)=[^"]*)"/g)) {
      const url = decodeEntities(m[1]);
      const dialog = `${url.split("?")[0]}?${m[2]}`;
      if (!dialogUrls.has(dialog)) dialogUrls.set(dialog, url);
    }
    // Dialogs at their own routes (decision 013): /admin/<entity>/new, /admin/<entity>/<id>/edit, …
    for (const m of html.matchAll(/href="(\/admin\/[a-z-]+\/(?:new|[0-9a-f-]{36}\/[a-z-]+))(?:[?#][^"]*)?"/g)) {
      const dialog = m[1].replace(/[0-9a-f-]{36}/, ":id");
      if (!dialogUrls.has(dialog)) dialogUrls.set(dialog, m[1]);
    }
  };
  for (const page of [...CRAWLED_PAGES, ...ADMIN_PAGES]) take(await get(page), page);
  const courseDetailPages = [...coursePaths].slice(0, 3);
  for (const page of [...courseDetailPages, ...[...leadPaths].slice(0, 2), ...dialogUrls.values()]) take(await get(page), page);
  for (const form of moduleForms(adminUserId || "missing")) {
    // Keyed by every hidden value (intent, and the upload route's kind), so each form is kept.
    const hiddenValues = form.fields.filter((f) => f.type === "hidden").map((f) => f.value);
    forms.set(`module|${form.action}|${hiddenValues.join("|")}`, form);
  }
  expect(courseDetailPages.length, "links to course pages").toBeGreaterThan(0);
  expect(dialogUrls.size, "admin dialogs opened by URL (?new, ?edit, ?delete, or their own routes)").toBeGreaterThanOrEqual(5);
  return { forms: [...forms.values()], queryNames: [...queryNames], courseDetailPages, realValues, knownIntents };
}

const actionPathOf = (action: string) => {
  const url = new URL(action, "http://x");
  return url.pathname + (url.searchParams.has("index") ? "?index" : "");
};

/** All the requests of one run: deterministic for a seed and a set of discovered forms. */
function generate(found: Discovery, origin: string, cookie: string): FuzzRequest[] {
  const rng = createRng(SEED);
  const ctx: Context = { rng, forms: found.forms, realValues: found.realValues, knownIntents: found.knownIntents };
  const requests: FuzzRequest[] = [];
  const times = (n: number, make: () => FuzzRequest) => {
    for (let i = 0; i < Math.round(n * SCALE); i++) requests.push(make());
  };
  for (const form of found.forms) {
    times(45, () => formRequest(form, ctx, origin, cookie, false));
    times(7, () => formRequest(form, ctx, origin, cookie, true));
  }
  const formsFor = (target: string) => found.forms.filter((f) => actionPathOf(f.action) === target);
  const actionPaths = [...new Set(found.forms.map((f) => actionPathOf(f.action)))];
  for (const target of [...new Set([...actionPaths, ...NO_ACTION_PAGES, "/logout"]), ...JSON_ENDPOINTS]) {
    const candidates = formsFor(target);
    const form = () => (candidates.length ? rng.pick(candidates) : undefined);
    for (const variant of isJsonEndpoint(target) ? [target] : [target, dataUrl(target)]) {
      times(6, () => wrongTypeRequest(variant, form(), ctx, origin, cookie));
      times(7, () => brokenMultipartRequest(variant, form(), ctx, origin, cookie));
      times(2, () => hangUpRequest(variant, form(), ctx, origin, cookie));
    }
  }
  for (const endpoint of JSON_ENDPOINTS) {
    times(80, () => jsonEndpointRequest(endpoint, ctx, origin, cookie));
    times(12, () => jsonEndpointRequest(endpoint, ctx, origin, cookie, "json"));
    times(6, () => jsonEndpointRequest(endpoint, ctx, origin, cookie, "undeclared"));
  }
  times(30, () => backupDryRunRequest(ctx, origin, cookie));
  for (const page of NO_ACTION_PAGES) {
    times(8, () => {
      const pairs: Pair[] = Array.from({ length: 1 + rng.int(5) }, () => [rng.pick([...QUERY_NAMES, "intent", "id"]), garbage(rng)]);
      const headers = unsafeHeaders(origin, cookie, { accept: htmlAccept(rng), "content-type": "application/x-www-form-urlencoded" });
      return { kind: "no-action-post", method: "POST", path: rng.chance(0.3) ? dataUrl(page) : page, headers, body: urlencode(pairs, rng) };
    });
  }
  times(30, () => {
    const pairs: Pair[] = Array.from({ length: rng.int(4) }, () => [rng.pick(UNKNOWN_KEYS) || "k", garbage(rng)]);
    // Without the fuzzing admin's session (it would end it): a bogus session cookie, or none.
    const extra: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (rng.chance(0.5)) extra.cookie = `better-auth.session_token=${encodeURIComponent(garbage(rng).slice(0, 500))}`;
    const headers = unsafeHeaders(origin, undefined, extra);
    return { kind: "logout", method: "POST", path: rng.chance(0.3) ? "/logout.data" : "/logout", headers, body: urlencode(pairs, rng) };
  });
  const badCourseIds = ["not-a-uuid", "00000000-0000-0000-0000-000000000000", "%ZZ", "' OR 1=1", "😀"];
  const getPages = [
    ...CRAWLED_PAGES.filter((p) => !p.includes("?")),
    ...found.courseDetailPages,
    ...found.courseDetailPages.map((p) => p.replace(/[^/]+$/, encodeURIComponent(rng.pick(badCourseIds)))),
    ...ADMIN_PAGES,
    "/admin/inquiries/export",
    "/admin/leads/export",
    "/sitemap.xml",
    "/robots.txt",
    "/newsletter",
    "/logout",
    "/no-such-page",
    ...JSON_ENDPOINTS.filter((p) => p.startsWith("/functions/")),
  ];
  for (const page of getPages) {
    times(18, () => queryRequest(page, found.queryNames, ctx, cookie, false));
    times(3, () => queryRequest(page, found.queryNames, ctx, cookie, true));
  }
  return rng.shuffle(requests);
}

describe("fuzzing every form and query parameter", () => {
  let app: AppProcess | undefined;
  let dataDir: string | undefined;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let found: Discovery;
  let outcomes: Outcome[] = [];
  let before: Record<string, string> = {};
  let after: Record<string, string> = {};
  let sessionAfterRun = 0;

  beforeAll(async () => {
    console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    if (process.env.DATABASE_URL) database = await freshPostgres(process.env.DATABASE_URL);
    const env: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
    // Seed, and sign in now: a sign-in writes profiles.last_login, which must precede the fingerprint.
    const first = await startApp({ env });
    dataDir = first.dataDir;
    const cookie = await signIn(first);
    await first.stop();
    before = await fingerprint(first);
    // The same data again, without ADMIN_* (which would rewrite the admin's password hash at start).
    app = await startApp({ dataDir, env: { ...env, ADMIN_EMAIL: "", ADMIN_PASSWORD: "" } });

    found = await discover(app.url, cookie);
    console.log(
      `discovered ${found.forms.length} forms (* required):\n${found.forms
        .map((f) => {
          const intent = f.fields.find((x) => x.name === "intent")?.value;
          const fields = f.fields.map((x) => `${x.name}${x.required ? "*" : ""}`).join(", ");
          return `  POST ${clip(f.action, 60)}${intent ? ` (${intent})` : ""}${f.multipart ? " multipart" : ""}: ${fields}`;
        })
        .join("\n")}`,
    );
    const requests = generate(found, app.url, cookie);
    const started = performance.now();
    outcomes = await runAll(app.url, requests, CONCURRENCY);
    const seconds = (performance.now() - started) / 1000;
    if (process.env.FUZZ_DUMP) writeFileSync(process.env.FUZZ_DUMP, `${outcomes.map(describeOutcome).join("\n")}\n`);
    // Still signed in: the run exercised the admin actions with a valid session to the end.
    sessionAfterRun = (await fetch(`${app.url}/admin`, { headers: { cookie }, redirect: "manual" })).status;
    await app.stop();
    after = await fingerprint(app);

    const byKind = new Map<string, Map<number, number>>();
    for (const o of outcomes) {
      const statuses = byKind.get(o.request.kind) ?? new Map<number, number>();
      statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
      byKind.set(o.request.kind, statuses);
    }
    const lines = [...byKind].sort().map(([kind, statuses]) => {
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      const histogram = [...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(" ");
      return `  ${kind.padEnd(26)} ${String(total).padStart(5)}  ${histogram}`;
    });
    const engine = app.databaseUrl ? "PostgreSQL" : "PGlite";
    console.log(
      `sent ${outcomes.length} requests in ${seconds.toFixed(1)} s (concurrency ${CONCURRENCY}, ${engine}, seed ${SEED}):\n${lines.join("\n")}`,
    );
  }, 600_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("found every form the issue names and sent at least 3,000 requests", () => {
    const actionPaths = found.forms.map((f) => actionPathOf(f.action));
    // Every admin page crawled posts a form unless it is listed as one without an action.
    const adminForms = ADMIN_PAGES.filter((p) => !NO_ACTION_PAGES.includes(p));
    for (const expected of ["/?index", "/admission", "/contact", "/newsletter", "/auth", ...adminForms, "/functions/v1/generate-backup"]) {
      expect(actionPaths, `a form posting to ${expected}`).toContain(expected);
    }
    expect(outcomes.length).toBeGreaterThanOrEqual(Math.round(MIN_REQUESTS * Math.min(SCALE, 1)));
    expect(sessionAfterRun, "the admin session still valid after the run").toBe(200);
  });

  it("answers every request, none with a 5xx", () => {
    const failures = outcomes.filter((o) => o.request.kind !== "hang-up" && (o.status >= 500 || o.status === 0));
    // The server's own warnings and errors beside the failed requests: which layer answered.
    const serverLines = failures.length ? (app?.output() ?? "").split("\n").filter((line) => /^\{"level":(40|50|60)/.test(line)) : [];
    expect(failures.length, `${report(failures)}\nthe server's warnings and errors:\n${serverLines.slice(-20).join("\n")}`).toBe(0);
  });

  it("writes no row", () => {
    expect(after, `rows written by invalid requests (seed ${SEED})`).toEqual(before);
  });

  it("logs no error for client mistakes, clients that hung up halfway included", () => {
    expect(outcomes.filter((o) => o.request.kind === "hang-up").length).toBeGreaterThan(0);
    expect(errorLogLines(app!.output())).toEqual([]);
  });

  it("answers unreadable input with the promised 400 or 415", () => {
    const wrong = outcomes.filter(
      (o) => o.request.expect !== undefined && o.request.kind !== "multipart-huge-header" && o.status !== o.request.expect,
    );
    expect(wrong.length, report(wrong)).toBe(0);
  });

  it("refuses a multipart body with a 200 KB part header with 400", () => {
    const wrong = outcomes.filter(
      (o) => o.request.kind === "multipart-huge-header" && o.request.expect !== undefined && o.status !== o.request.expect,
    );
    expect(wrong.length, report(wrong)).toBe(0);
  });
});
