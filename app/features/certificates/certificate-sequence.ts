import { indiaDate } from "#app/lib/india-time";

/**
 * Certificate IDs in the institute's sequence: PREFIX-YEAR-NNNN, e.g. STI-2026-0042.
 * The prefix comes from Admin > Settings (CERTIFICATE_PREFIX_PATTERN in
 * app/features/settings/settings-schemas.ts), the year is today's in India, and the number is the
 * highest issued for that prefix and year plus one, at least four digits.
 */

/**
 * The key two IDs are compared by: case, spaces, hyphens and other punctuation do not
 * matter, as on the public lookup (the certificates_lookup_key_idx expression).
 */
export function certificateIdKey(id: string): string {
  return id.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}

export function sequenceYear(now: Date = new Date()): number {
  return Number(indiaDate(now).slice(0, 4));
}

export function formatSequenceId(prefix: string, year: number, number: number): string {
  return `${prefix}-${year}-${String(number).padStart(4, "0")}`;
}

/** The number of `id` in the PREFIX-YEAR sequence (compared by key), or null when it is not one of it. */
export function sequenceNumberOf(id: string, prefix: string, year: number): number | null {
  const key = certificateIdKey(id);
  const head = `${certificateIdKey(prefix)}${year}`;
  if (!key.startsWith(head)) return null;
  const rest = key.slice(head.length);
  return /^\d{1,9}$/.test(rest) ? Number(rest) : null;
}
