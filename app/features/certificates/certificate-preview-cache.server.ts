import { createHash } from "node:crypto";
import { type PreviewInput, renderCertificatePreview } from "./certificate-preview.server";

/**
 * The link-preview cards, each drawn once (decision 034): a
 * card takes 130-1,300 ms of sharp and font work, and the route is anonymous. A card is kept by
 * the hash of everything drawn on it (the ID, name, course, date, revoked or not, the institute's
 * name and host), which is also its ETag: an edit, a revocation or a new site name is a new key,
 * so a stale card is never served. Least recently used cards go first past MAX_BYTES.
 */

/** Raise when the card's drawing changes, so browsers holding an old card's ETag get the new one. */
const PREVIEW_DESIGN = 1;
/** A card is ~40-90 KB: a few hundred certificates' cards. */
const MAX_BYTES = 16 * 1024 * 1024;

const cards = new Map<string, Buffer>(); // in least recently used order
const drawing = new Map<string, Promise<Buffer>>();
let totalBytes = 0;

/** The card's ETag: a weak validator made from what is drawn on it. */
export function previewEtag(input: PreviewInput): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([PREVIEW_DESIGN, input]))
    .digest("base64url");
  return `W/"${digest.slice(0, 27)}"`;
}

function keep(etag: string, png: Buffer) {
  if (png.length > MAX_BYTES) return;
  cards.set(etag, png);
  totalBytes += png.length;
  for (const [oldest, bytes] of cards) {
    if (totalBytes <= MAX_BYTES) break;
    cards.delete(oldest);
    totalBytes -= bytes.length;
  }
}

/** The card for `input` (its ETag from previewEtag), from memory or drawn now; concurrent misses share one drawing. */
export async function certificatePreviewPng(input: PreviewInput, etag: string): Promise<{ png: Buffer; cached: boolean }> {
  const kept = cards.get(etag);
  if (kept) {
    cards.delete(etag); // most recently used goes last
    cards.set(etag, kept);
    return { png: kept, cached: true };
  }
  const pending = drawing.get(etag);
  if (pending) return { png: await pending, cached: true };
  const drawn = renderCertificatePreview(input)
    .then((png) => {
      keep(etag, png);
      return png;
    })
    .finally(() => drawing.delete(etag));
  drawing.set(etag, drawn);
  return { png: await drawn, cached: false };
}
