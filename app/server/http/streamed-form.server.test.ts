import { describe, expect, it } from "vitest";
import { PartHeaderWatch } from "./streamed-form.server";

const BOUNDARY = "----b0undary";
const part = (headers: string, body: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"${headers}\r\n\r\n${body}\r\n`;

/** Feeds `text` in pieces of `size` bytes; false once a part's headers were too long. */
function watch(text: string, size: number, max = 100): boolean {
  const w = new PartHeaderWatch(BOUNDARY, max);
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) if (!w.push(bytes.subarray(i, i + size))) return false;
  return true;
}

describe("PartHeaderWatch", () => {
  const ok = part("", "a".repeat(500)) + part('; filename="f.json"', `{"x": "${"\r\n".repeat(50)}"}`) + `--${BOUNDARY}--\r\n`;
  const long = part("", "short") + part(`\r\nX-Padding: ${"p".repeat(150)}`, "body") + `--${BOUNDARY}--\r\n`;

  it.each([1, 2, 3, 5, 13, 64, 100_000])("passes normal parts and stops a long header, in chunks of %i bytes", (size) => {
    expect(watch(ok, size)).toBe(true);
    expect(watch(long, size)).toBe(false);
  });

  it("stops headers that never end", () => {
    expect(watch(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"${"y".repeat(500)}`, 7)).toBe(false);
  });
});
