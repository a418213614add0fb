import { createHmac } from "node:crypto";

/**
 * The 6-digit code an authenticator app shows (RFC 6238: HMAC-SHA1, 30-second steps), for a
 * secret given as the raw text Better Auth stores or as the base32 key the enrolment page shows.
 */
export function totp(secret: string | Buffer, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac("sha1", typeof secret === "string" ? Buffer.from(secret, "utf8") : secret)
    .update(counter)
    .digest();
  const offset = (hmac.at(-1) ?? 0) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The bytes of a base32 key ("ABCD EFGH ..."), as an app decodes what it is typed. */
export function fromBase32(key: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of key.replace(/[\s=]/g, "").toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}
