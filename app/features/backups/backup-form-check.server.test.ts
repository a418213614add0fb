import { describe, expect, it } from "vitest";
import { formIssues } from "./backup-form-check.server";
import { BACKUP_ROW_SCHEMAS } from "./backup-schemas";

// A restore refuses certificates the PDF cannot print, as the forms do (decision
// 035-printable-certificate-names), and names carrying direction controls, which it
// cannot remove without breaking the row's signature.

const ROW = {
  id: "0b8f5a52-3f5e-4a36-9d6c-2f0d2b8c9a11",
  certificate_id: "STI-2025-0001",
  student_name: "Ravi Kumar",
  course_name: "Mobile Repairing",
  approved_by: "Amit Sharma",
  issue_date: "2025-06-14",
  details: null,
  certificate_image_url: null,
  duration: null,
  created_at: "2025-06-14T10:00:00.000Z",
};

describe("restored certificates", () => {
  it("pass with a Latin or Devanagari name", () => {
    expect(formIssues("certificates", ROW)).toEqual([]);
    expect(formIssues("certificates", { ...ROW, student_name: "राहुल शर्मा" })).toEqual([]);
    expect(BACKUP_ROW_SCHEMAS.certificates.safeParse(ROW).success).toBe(true);
  });

  it("are refused with a name, approver or duration the certificate cannot print", () => {
    expect(formIssues("certificates", { ...ROW, student_name: "שרה כהן" })).toEqual([
      {
        path: ["student_name"],
        message: "Student name has characters the certificate cannot print (ש ר ה כ ן). Use Latin (English) or Devanagari (Hindi) letters.",
      },
    ]);
    expect(formIssues("certificates", { ...ROW, approved_by: "Amit 😀" }).map((i) => i.path)).toEqual([["approved_by"]]);
    expect(formIssues("certificates", { ...ROW, duration: "٣ أشهر" }).map((i) => i.path)).toEqual([["duration"]]);
  });

  it("are refused with direction controls in a printed field", () => {
    const result = BACKUP_ROW_SCHEMAS.certificates.safeParse({ ...ROW, student_name: "Ravi\u202E Kumar" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["student_name"], "Contains invisible text-direction characters (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F or U+061C)"],
    ]);
  });
});
