import { describe, expect, it } from "vitest";
import { sameSecret } from "./same-secret.server";

/** The fastest of `runs` calls, in milliseconds: the least disturbed by the rest of the machine. */
function fastest(run: () => void, runs = 25): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe("sameSecret", () => {
  it("accepts only the same string", () => {
    expect(sameSecret("verify-me", "verify-me")).toBe(true);
    expect(sameSecret("verify-mE", "verify-me")).toBe(false);
    expect(sameSecret("verify-me ", "verify-me")).toBe(false);
    expect(sameSecret("", "verify-me")).toBe(false);
    expect(sameSecret(null, "verify-me")).toBe(false);
    expect(sameSecret(undefined, "")).toBe(false);
  });

  it("takes as long whether the first or the last character differs", () => {
    // A long secret makes a comparison that stops early (===) measurably faster: with it,
    // a mismatch at the start takes microseconds and one at the end a whole pass.
    const size = 2_000_000;
    const expected = "a".repeat(size);
    const differsFirst = `b${"a".repeat(size - 1)}`;
    const differsLast = `${"a".repeat(size - 1)}b`;
    const first = fastest(() => sameSecret(differsFirst, expected));
    const last = fastest(() => sameSecret(differsLast, expected));
    expect(first).toBeGreaterThan(last / 3);
    expect(last).toBeGreaterThan(first / 3);
  });
});
