import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { hasDirectionControls } from "#app/lib/direction-controls";
import { cleanPrintedText } from "#app/lib/printable-text";
import { certificateCreateSchema, certificateEditSchema } from "./certificate-schemas";
import { isWinAnsi, unprintableCharacters } from "./certificate-text";

const VALID = {
  certificate_id: "STI-2026-0001",
  student_name: "Ravi Kumar",
  course_name: "Mobile Repairing",
  issue_date: "2026-01-15",
  approved_by: "Amit Sharma",
};

const fieldErrors = (values: Record<string, string>) => {
  const result = certificateCreateSchema.safeParse({ ...VALID, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("isWinAnsi", () => {
  it("is exactly the character set of the PDF's standard fonts (pdf-lib's Helvetica)", async () => {
    const doc = await PDFDocument.create();
    for (const name of [StandardFonts.Helvetica, StandardFonts.HelveticaBold]) {
      const font = await doc.embedFont(name);
      const library = new Set(font.getCharacterSet().filter((code) => code >= 0x20));
      const ours = new Set<number>();
      for (let code = 0x20; code <= 0xffff; code++) if (isWinAnsi(String.fromCodePoint(code))) ours.add(code);
      expect([...ours].filter((c) => !library.has(c))).toEqual([]);
      expect([...library].filter((c) => !ours.has(c))).toEqual([]);
    }
  });
});

describe("what a certificate can print", () => {
  it.each(["Ravi Kumar", "राहुल शर्मा", "José Müller-Øberg", "Zoë O’Brien", "Œdipe Šeron", "श्रीकृष्ण‍ ज़ोया"])("prints %s", (name) =>
    expect(unprintableCharacters(name)).toEqual([]),
  );

  it.each([
    ["محمد علي", ["م", "ح", "د"]],
    ["שרה כהן", ["ש", "ר", "ה"]],
    ["Ravi 😀", ["😀"]],
    ["Łukasz", ["Ł"]],
  ])("refuses %s", (name, first) => expect(unprintableCharacters(name).slice(0, 3)).toEqual(first));

  it("removes direction controls and composes accents", () => {
    expect(cleanPrintedText("\u202ERavi\u202C \u2066Kumar\u2069\u200F")).toBe("Ravi Kumar");
    expect(cleanPrintedText("Jose\u0301")).toBe("José");
    expect(hasDirectionControls("Ravi\u202E")).toBe(true);
    expect(hasDirectionControls("राहुल")).toBe(false);
  });
});

describe("the certificate forms", () => {
  it("refuse an Arabic, Hebrew or emoji name with a clear field error, on every printed field", () => {
    expect(fieldErrors({ student_name: "محمد علي" })).toEqual({
      student_name:
        "Student name has characters the certificate cannot print (م ح د ع ل). Use Latin (English) or Devanagari (Hindi) letters.",
    });
    expect(fieldErrors({ student_name: "שרה" }).student_name).toMatch(
      /^Student name has characters the certificate cannot print \(ש ר ה\)/,
    );
    expect(fieldErrors({ approved_by: "Amit 😀" }).approved_by).toMatch(/^Approved by has characters .* \(😀\)/);
    expect(fieldErrors({ course_name: "AC ❄ Repair" }).course_name).toMatch(/^Course name has characters .* \(❄\)/);
    expect(fieldErrors({ duration: "3 months 🕒" }).duration).toMatch(/^Duration has characters .* \(🕒\)/);
    const edit = certificateEditSchema.safeParse({ ...VALID, student_name: "Ravi 😀" });
    expect(edit.success).toBe(false);
  });

  it("accept Latin and Devanagari names, stripped of direction controls", () => {
    const result = certificateCreateSchema.parse({ ...VALID, student_name: "\u202Eराहुल शर्मा\u202C", approved_by: "\u2066José\u2069" });
    expect(result.student_name).toBe("राहुल शर्मा");
    expect(result.approved_by).toBe("José");
    expect(result.duration).toBeNull();
    expect(certificateCreateSchema.parse({ ...VALID, duration: " 3 months " }).duration).toBe("3 months");
  });

  it("still says a name that is only direction controls is required", () => {
    expect(fieldErrors({ student_name: "\u202E\u202C" })).toEqual({ student_name: "Student name is required" });
  });
});
