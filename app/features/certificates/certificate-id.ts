/**
 * Certificate IDs as people type them: case, surrounding spaces, and whether
 * the parts are joined by a hyphen, a space or nothing do not matter, so `sti 2025 0001`,
 * ` Sti-2025-0001 ` and `STI20250001` all find `STI-2025-0001`. Shared with the browser.
 */

/** Longest ID accepted anywhere (lookup, forms, PDF, preview image). */
export const CERTIFICATE_ID_MAX = 64;

/**
 * The lookup key: upper case, letters and digits only. The database compares it with
 * `upper(regexp_replace(certificate_id, '[^A-Za-z0-9]', '', 'g'))`, the expression of the
 * index certificates_lookup_key_idx, so both sides drop exactly the same characters
 * (anything but ASCII letters and digits). Empty when nothing usable is left, or when the
 * input is longer than an ID can be.
 */
export function normalizeCertificateId(input: string): string {
  if (input.length > CERTIFICATE_ID_MAX * 2) return "";
  const key = input.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return key.length > CERTIFICATE_ID_MAX ? "" : key;
}

/** The canonical page of a certificate: `/certificate/STI-2025-0001` (the ID URL-encoded). */
export function certificatePath(certificateId: string): string {
  return `/certificate/${encodeURIComponent(certificateId)}`;
}
