import { describe, expect, it } from "vitest";
import { itMapsEach } from "../../../tests/support/maps-each";
import { checkImport, IMPORT_EXAMPLE, IMPORT_MAX_ROWS, parseIssueDate } from "./certificate-import";
import { certificateIdKey, formatSequenceId, sequenceNumberOf, sequenceYear } from "./certificate-sequence";

const HEADER = "certificate_id,student_name,course_name,issue_date,approved_by,details,duration";

function rows(text: string) {
  const result = checkImport(text);
  if (!result.ok) throw new Error(result.error);
  return result.rows;
}

describe("parseIssueDate", () => {
  itMapsEach(parseIssueDate, "reads %s", [
    ["2026-01-15", "2026-01-15"],
    ["15/01/2026", "2026-01-15"],
    ["5/1/2026", "2026-01-05"],
    ["05-01-2026", "2026-01-05"],
    ["2024-02-29", "2024-02-29"],
  ]);
  it.each(["2026-13-01", "31/04/2026", "29/02/2025", "01/15", "15.01.2026", "yesterday", "0000-01-01", ""])("refuses %j", (input) =>
    expect(parseIssueDate(input)).toBeNull(),
  );
});

describe("checkImport", () => {
  it("reads the example, with an empty ID left for the sequence", () => {
    const [first, second] = rows(IMPORT_EXAMPLE);
    expect(first).toEqual({
      line: 2,
      certificate_id: null,
      student_name: "Ravi Kumar",
      course_name: "Mobile and Smartphone Repairing",
      issue_date: "2026-01-15",
      approved_by: "Amit Sharma",
      details: "Grade A",
      duration: "3 months",
      errors: [],
    });
    expect(second).toMatchObject({
      certificate_id: "STI-2025-0900",
      student_name: "Verma, Asha",
      details: null,
      duration: null,
      errors: [],
    });
  });

  it("maps headers written by people, in any order, and names the columns it ignores", () => {
    const result = checkImport("S.No,Student Name,Issue-Date,COURSE NAME,Approved By\n1,Ravi,2026-01-01,Mobile,Amit");
    expect(result).toMatchObject({ ok: true, ignoredColumns: ["S.No"] });
    if (result.ok) expect(result.rows[0]).toMatchObject({ certificate_id: null, student_name: "Ravi", course_name: "Mobile", errors: [] });
  });

  it("gives each bad row its own errors", () => {
    const long = "x".repeat(201);
    const checked = rows(
      [
        HEADER,
        "A-1,,Mobile,2026-01-01,Amit,,",
        `A-2,${long},Mobile,31/02/2026,Amit,,`,
        "a 1,Ravi,Mobile,2026-01-01,Amit,,",
        "a-1,Ravi,Mobile,2026-01-01,Amit,,",
        `${"B".repeat(61)},Ravi,Mobile,2026-01-01,Amit,,`,
        "A-5,Ravi,Mobile,,,,,extra",
      ].join("\r\n"),
    );
    expect(checked.map((r) => [r.line, r.errors])).toEqual([
      [2, ["Student name is required"]],
      [3, ['Issue date "31/02/2026" is not a date (use YYYY-MM-DD or DD/MM/YYYY)', "Student name must be at most 200 characters"]],
      [4, ["Certificate ID may use letters, digits and - _ . / (no spaces)"]],
      [5, ["Certificate ID appears twice in this file (also on line 2)"]],
      [6, ["Certificate ID must be at most 60 characters"]],
      [7, ["This row has more cells than the first line has columns", "Issue date is required", "Approved by is required"]],
    ]);
  });

  it("refuses names the certificate cannot print, and keeps names without direction controls", () => {
    const checked = rows(
      [
        HEADER,
        "A-1,محمد,Mobile,2026-01-01,Amit,,",
        "A-2,Ravi,Mobile,2026-01-01,שרה 😀,,",
        "A-3,\u202Eराहुल\u202C,Mobile,2026-01-01,Amit,,3 months",
      ].join("\r\n"),
    );
    expect(checked.map((r) => [r.line, r.errors])).toEqual([
      [2, ["Student name has characters the certificate cannot print (م ح د). Use Latin (English) or Devanagari (Hindi) letters."]],
      [3, ["Approved by has characters the certificate cannot print (ש ר ה 😀). Use Latin (English) or Devanagari (Hindi) letters."]],
      [4, []],
    ]);
    expect(checked[2]).toMatchObject({ student_name: "राहुल", duration: "3 months" });
  });

  it("refuses a file without the required columns, an empty file and one with too many rows", () => {
    expect(checkImport("name,course\nRavi,Mobile")).toMatchObject({
      ok: false,
      error: expect.stringContaining("Missing: student_name, course_name, issue_date, approved_by"),
    });
    expect(checkImport("")).toMatchObject({ ok: false, error: "The file is empty. The first line must name the columns." });
    expect(checkImport(HEADER)).toMatchObject({ ok: false, error: "The file has no certificates after the first line." });
    expect(checkImport(`${HEADER.replace("course_name", "student_name")}\nA,B,C,D,E,F,G`)).toMatchObject({
      ok: false,
      error: 'The column "student_name" appears twice in the first line.',
    });
    const big = [HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `,R${i},C,2026-01-01,A,,`)].join("\n");
    expect(checkImport(big)).toMatchObject({
      ok: false,
      error: expect.stringContaining(`at most ${IMPORT_MAX_ROWS} can be imported at once`),
    });
    expect(checkImport(`${HEADER}\n"A-1,Ravi`)).toMatchObject({
      ok: false,
      error: "The CSV could not be read. Line 2: a quoted value is never closed.",
    });
  });

  it("refuses a file over the size limit", () => {
    expect(checkImport(`${HEADER}\n${"x".repeat(1024 * 1024)}`)).toMatchObject({
      ok: false,
      error: expect.stringContaining("larger than 1 MB"),
    });
  });
});

describe("the certificate sequence", () => {
  it("formats PREFIX-YEAR-NNNN and reads a number back, whatever the spelling", () => {
    expect(formatSequenceId("STI", 2026, 7)).toBe("STI-2026-0007");
    expect(formatSequenceId("STI", 2026, 12345)).toBe("STI-2026-12345");
    expect(sequenceNumberOf("STI-2026-0007", "STI", 2026)).toBe(7);
    expect(sequenceNumberOf("sti 2026 0042", "STI", 2026)).toBe(42);
    expect(sequenceNumberOf("STI-2025-0007", "STI", 2026)).toBeNull();
    expect(sequenceNumberOf("STI-2026-A7", "STI", 2026)).toBeNull();
    expect(certificateIdKey(" sti-2026/0001 ")).toBe("STI20260001");
  });
  it("takes the year in India: New Year's Eve 19:00 UTC is already next year in Delhi", () => {
    expect(sequenceYear(new Date("2025-12-31T19:00:00Z"))).toBe(2026);
    expect(sequenceYear(new Date("2025-12-31T18:00:00Z"))).toBe(2025);
  });
});
