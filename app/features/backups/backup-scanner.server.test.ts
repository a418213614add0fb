import { describe, expect, it } from "vitest";
import { BackupScanner, MAX_VALUE_CHARS, ScanError, type ScanEvent, ValueTooLargeError } from "./backup-scanner.server";

/** Feeds `text` in pieces of `size` characters and returns every event. */
function scan(text: string, size = text.length): ScanEvent[] {
  const scanner = new BackupScanner();
  const events: ScanEvent[] = [];
  for (let i = 0; i < text.length; i += size) events.push(...scanner.feed(text.slice(i, i + size)));
  events.push(...scanner.end());
  return events;
}

const doc = {
  version: 1,
  backup_type: "full",
  created_at: "2026-05-01T10:00:00.000Z",
  tables: {
    supertech_courses: [
      { id: "a", course_name: 'Quote " and backslash \\ and brace } ] {', fee_amount: "18000.00" },
      { id: "b", course_name: "हिंदी नाम ₹", nested: { list: [1, [2, 3], { x: null }] } },
    ],
    site_settings: { site_name: "Supertech", address: "Delhi, [India]" },
    gallery: [],
    admin_logs: [{ details: { a: "}" } }],
  },
  counts: { supertech_courses: 2 },
};

const expected: ScanEvent[] = [
  { kind: "field", key: "version", value: 1 },
  { kind: "field", key: "backup_type", value: "full" },
  { kind: "field", key: "created_at", value: "2026-05-01T10:00:00.000Z" },
  { kind: "tables" },
  { kind: "tableStart", name: "supertech_courses" },
  { kind: "row", table: "supertech_courses", index: 0, value: doc.tables.supertech_courses[0] },
  { kind: "row", table: "supertech_courses", index: 1, value: doc.tables.supertech_courses[1] },
  { kind: "table", name: "site_settings", value: doc.tables.site_settings },
  { kind: "tableStart", name: "gallery" },
  { kind: "tableStart", name: "admin_logs" },
  { kind: "row", table: "admin_logs", index: 0, value: doc.tables.admin_logs[0] },
  { kind: "field", key: "counts", value: { supertech_courses: 2 } },
];

describe("BackupScanner", () => {
  it.each([
    ["compact", JSON.stringify(doc)],
    ["indented (the format written before)", JSON.stringify(doc, null, 2)],
    ["with a byte order mark and CRLF", `\uFEFF${JSON.stringify(doc, null, "\t").replaceAll("\n", "\r\n")}\r\n`],
  ])("reads the %s layout into the same events, whatever the chunk size", (_label, text) => {
    for (const size of [1, 2, 3, 7, 64, text.length]) expect(scan(text, size), `chunks of ${size}`).toEqual(expected);
  });

  it("reports a document that is not an object as its value", () => {
    expect(scan("[1, 2]")).toEqual([{ kind: "root", value: [1, 2] }]);
    expect(scan(" 42 ", 1)).toEqual([{ kind: "root", value: 42 }]);
    expect(scan('{"tables": "none"}')).toEqual([{ kind: "field", key: "tables", value: "none" }]);
  });

  it.each([
    ["an empty file", ""],
    ["spaces only", "  \n "],
    ["a cut-off file", JSON.stringify(doc).slice(0, -10)],
    ["a cut-off row", '{"tables": {"gallery": [{"id": "a"'],
    ["a missing comma", '{"version": 1 "tables": {}}'],
    ["a trailing comma in a table", '{"tables": {"gallery": [{"id": "a"},]}}'],
    ["a bad value", '{"version": tru}'],
    ["a bad row", '{"tables": {"gallery": [{"id": a}]}}'],
    ["a key without quotes", "{version: 1}"],
    ["text after the document", '{"version": 1} {"again": 2}'],
  ])("refuses %s", (_label, text) => {
    for (const size of [1, 5, Math.max(1, text.length)]) expect(() => scan(text, size)).toThrow(ScanError);
  });

  it("refuses a single value larger than the limit without holding more of it", () => {
    const scanner = new BackupScanner();
    scanner.feed('{"tables": {"gallery": [{"title": "');
    const piece = "x".repeat(1024 * 1024);
    expect(() => {
      for (let i = 0; i <= MAX_VALUE_CHARS / piece.length; i++) scanner.feed(piece);
    }).toThrow(ValueTooLargeError);
  });
});
