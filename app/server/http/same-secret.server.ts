import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether a secret a client sent equals ours, in a time that does not depend on where they
 * differ: both are hashed to 32 bytes first, so neither the length nor the first differing
 * character shows in the answer's timing (`===` stops at the first difference).
 */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  const equal = timingSafeEqual(digest(given ?? ""), digest(expected));
  return equal && typeof given === "string";
}
