import { expect, it } from "vitest";

/**
 * One test per row of a pure function's table: `fn(input)` is the row's expected value (toBe).
 * `title` is it.each's, the input and the expected value filling its first two placeholders.
 */
export function itMapsEach<I, O>(fn: (input: I) => O, title: string, table: [I, O][]) {
  it.each(table)(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
