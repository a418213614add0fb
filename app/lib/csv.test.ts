import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvFilename, csvRow, csvStream, toCsv } from "./csv";

describe("csvCell (RFC 4180)", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("Ravi Kumar")).toBe("Ravi Kumar");
    expect(csvCell(42)).toBe("42");
  });
  it("writes null and undefined as empty cells", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
  it("quotes fields with commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("Laxmi Nagar, Delhi")).toBe('"Laxmi Nagar, Delhi"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });
  it("writes dates as ISO strings", () => {
    expect(csvCell(new Date("2026-01-02T03:04:05.000Z"))).toBe("2026-01-02T03:04:05.000Z");
  });
});

describe("formula injection", () => {
  it.each(["=1+1", "+91 98765 43210", "-5", "@SUM(A1)", "\t=cmd", "\r=cmd"])("prefixes %j with a quote", (value) => {
    expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
  });
  it("still quotes a prefixed cell that needs quoting", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });
  it("does not touch text that merely contains those characters", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("me@example.com")).toBe("me@example.com");
  });
});

describe("rows and documents", () => {
  it("ends every row with CRLF", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
  it("starts a document with a BOM and the header", () => {
    expect(toCsv(["Name", "Phone"], [["Asha", "9876543210"]])).toBe(`${CSV_BOM}Name,Phone\r\nAsha,9876543210\r\n`);
  });
  it("streams batches in order", async () => {
    async function* batches() {
      yield [["1"], ["2"]];
      yield [["3"]];
    }
    const bytes = await new Response(csvStream(["n"], batches())).arrayBuffer();
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(`${CSV_BOM}n\r\n1\r\n2\r\n3\r\n`);
  });
  it("names files with the date", () => {
    expect(csvFilename("inquiries", new Date("2026-03-04T10:00:00Z"))).toBe("inquiries-2026-03-04.csv");
  });
});
