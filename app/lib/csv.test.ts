import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvFilename, csvRow, csvStream, parseCsv, toCsv } from "./csv";

describe("csvCell (RFC 4180)", () => {
  it.each<[string, unknown, string]>([
    ["plain text as it is", "Ravi Kumar", "Ravi Kumar"],
    ["a number as its digits", 42, "42"],
    ["null as an empty cell", null, ""],
    ["undefined as an empty cell", undefined, ""],
    ["a comma quoted", "Laxmi Nagar, Delhi", '"Laxmi Nagar, Delhi"'],
    ["quotes doubled", 'He said "hi"', '"He said ""hi"""'],
    ["a line break quoted", "line 1\nline 2", '"line 1\nline 2"'],
    ["a CRLF quoted", "a\r\nb", '"a\r\nb"'],
    ["a date as an ISO string", new Date("2026-01-02T03:04:05.000Z"), "2026-01-02T03:04:05.000Z"],
  ])("writes %s", (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
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

/** What parseCsv reads: [what, the text, the rows of cells]. */
const PARSE_CASES: [string, string, string[][]][] = [
  [
    "plain rows",
    "a,b,c\n1,2,3",
    [
      ["a", "b", "c"],
      ["1", "2", "3"],
    ],
  ],
  [
    "quoted fields with commas, doubled quotes and line breaks",
    'name,note\n"Verma, Asha","He said ""hi"""\n"two\nlines",x',
    [
      ["name", "note"],
      ["Verma, Asha", 'He said "hi"'],
      ["two\nlines", "x"],
    ],
  ],
  ["a quote inside an unquoted field as it is", 'size\n5" screen', [["size"], ['5" screen']]],
  [
    "CRLF, LF and a lone CR as line ends",
    "a,b\r\n1,2\r3,4\n5,6\r\n",
    [
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ],
  ],
  ["CRLF inside quotes", 'a\r\n"x\r\ny"\r\n', [["a"], ["x\r\ny"]]],
  [
    "past a byte order mark",
    `${CSV_BOM}certificate_id,student_name\nA-1,Ravi`,
    [
      ["certificate_id", "student_name"],
      ["A-1", "Ravi"],
    ],
  ],
  [
    "empty cells in the middle and at the end of a row",
    "a,b,c\n1,,\n,2,",
    [
      ["a", "b", "c"],
      ["1", "", ""],
      ["", "2", ""],
    ],
  ],
  [
    "tab-separated text pasted from a spreadsheet",
    "a\tb\n1, 5\t2",
    [
      ["a", "b"],
      ["1, 5", "2"],
    ],
  ],
  [
    "semicolon-separated text",
    "a;b\n1;2",
    [
      ["a", "b"],
      ["1", "2"],
    ],
  ],
];

describe("parseCsv", () => {
  const records = (text: string) => {
    const result = parseCsv(text);
    if (!result.ok) throw new Error(result.error);
    return result.records;
  };
  const cells = (text: string) => records(text).map((r) => r.cells);
  const lines = (text: string) => records(text).map((r) => r.line);

  it.each(PARSE_CASES)("reads %s", (_, text, rows) => {
    expect(cells(text)).toEqual(rows);
  });

  it("skips blank lines and rows whose cells are all empty, and reports each record's first line", () => {
    const text = 'a,b\n\n1,2\n,\n  \n"multi\nline",3\n\n';
    expect(cells(text)).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["multi\nline", "3"],
    ]);
    expect(lines(text)).toEqual([1, 3, 6]);
  });

  it("refuses a quote that is never closed, and text after a closing quote, naming the line", () => {
    expect(parseCsv('a,b\n1,"open\n2,3')).toEqual({ ok: false, line: 2, error: "Line 2: a quoted value is never closed" });
    expect(parseCsv('a,b\n1,"x"y')).toEqual({ ok: false, line: 2, error: "Line 2: unexpected text after a closing quote" });
  });

  it("reads back what toCsv writes", () => {
    const rows = [["Verma, Asha", 'say "hi"', "line\r\nbreak", ""]];
    expect(cells(toCsv(["a", "b", "c", "d"], rows))).toEqual([["a", "b", "c", "d"], ...rows]);
  });

  it("reads an empty text as no records", () => {
    expect(parseCsv("")).toEqual({ ok: true, delimiter: ",", records: [] });
    expect(parseCsv("\n\r\n")).toMatchObject({ ok: true, records: [] });
  });
});
