import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "#app/lib/forms";
import { certificateCreateSchema, certificateEditSchema } from "./certificate-schemas";

describe("certificate schemas", () => {
  it("require the five fields on create; the edit schema has no certificate_id", () => {
    const result = certificateCreateSchema.safeParse({});
    expect(Object.keys(result.success ? {} : fieldErrorsOf(result.error)).sort()).toEqual([
      "approved_by",
      "certificate_id",
      "course_name",
      "issue_date",
      "student_name",
    ]);
    const edited = certificateEditSchema.parse({
      certificate_id: "X",
      student_name: "S",
      course_name: "C",
      issue_date: "2026-01-01",
      approved_by: "A",
    });
    expect(edited).not.toHaveProperty("certificate_id");
  });
});
