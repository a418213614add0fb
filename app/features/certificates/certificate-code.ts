/**
 * The verification code printed on a certificate and carried in its QR code (docs/certificates.md):
 * `K{N}-{signature}`, where N is the signing key's number and the signature is the 64-byte
 * Ed25519 signature in base64url (86 characters). People see it in groups of six; spaces,
 * line breaks and case of the `K` are ignored when it is read back. Shared with the browser.
 */
const SIGNATURE_LENGTH = 86;

export type VerificationCode = { signing_key_id: number; signature: string };

/** `K1-AbCd...`, the form used in links and QR codes. */
export function verificationCode(signingKeyId: number, signature: string): string {
  return `K${signingKeyId}-${signature}`;
}

/** The same code for people: `K1-` then the signature in groups of six, separated by spaces. */
export function groupedVerificationCode(signingKeyId: number, signature: string): string {
  const groups = signature.match(/.{1,6}/g) ?? [];
  return `K${signingKeyId}- ${groups.join(" ")}`;
}

/** Reads a code as printed, scanned or typed; null when it is not one. */
export function parseVerificationCode(text: string | null | undefined): VerificationCode | null {
  if (!text || text.length > 200) return null;
  const compact = text.replace(/\s+/g, "");
  const match = /^[Kk](\d{1,6})-([A-Za-z0-9_-]+)$/.exec(compact);
  if (!match || match[2].length !== SIGNATURE_LENGTH) return null;
  const signing_key_id = Number(match[1]);
  if (!Number.isSafeInteger(signing_key_id) || signing_key_id < 1) return null;
  return { signing_key_id, signature: match[2] };
}
