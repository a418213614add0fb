import { describe, expect, test } from "vitest";
import { isUuid } from "#app/lib/ids";
import { checksAgreeWithSchema } from "#tests/support/form-checks";
import { admissionSchemaFor } from "./admission";
import { admissionChecksFor } from "./admission-checks";

const COURSE = "3f0c1a52-5b7e-4c1d-9a4e-2b6f8d9e0a11";
const SAMPLES: Record<string, string[]> = {
  fullName: ["", "  ", "K", " Kiran Devi ", "K".repeat(100), "K".repeat(101)],
  email: ["", " ", "kiran@example.com", " kiran@example.com ", "kiran-at-example", "kiran@example", "k..d@example.com"],
  phone: [
    "",
    " ",
    "9810012345",
    "98100 12345",
    "+91 98100 12345",
    "+91-98100-12345",
    "981001234",
    "1234567890123",
    "12345678901234",
    "98100x12345",
    "+ 9810012345",
    "--9810012345--",
    "++9810012345",
  ],
  age: ["", " ", "15", "16", "016", "24", "60", "61", "24.5", "-20", "abc", "1e1", " 30 "],
  courseId: ["", " ", COURSE, COURSE.toUpperCase(), "not-a-course", "3f0c1a52-5b7e-0c1d-9a4e-2b6f8d9e0a11"],
  education: ["", " ", "10th", "graduate", "postgraduate", "phd", "Graduate"],
  address: ["", "Laxmi Nagar", "A".repeat(500), "A".repeat(501), `  ${"A".repeat(500)}  `],
  previousExperience: ["", "Mobile repair", "P".repeat(2000), "P".repeat(2001)],
  reasonForJoining: ["", "Own shop", "R".repeat(2000), "R".repeat(2001)],
};

describe.each(["en", "hi"] as const)("admission checks (%s) match the admission schema", (lang) => {
  const valid = { fullName: "Kiran Devi", email: "kiran@example.com", phone: "9810012345", courseId: COURSE };
  const all = { ...valid, age: "", education: "", address: "", previousExperience: "", reasonForJoining: "" };
  checksAgreeWithSchema(admissionSchemaFor(lang), admissionChecksFor(lang), all, SAMPLES);
});

test("the spec's words on the English page", () => {
  const checks = admissionChecksFor("en");
  expect(checks.fullName?.[0]).toEqual(["required", "Please enter your full name"]);
  expect(checks.age?.[0]).toEqual(["range", 16, 60, "Age must be a whole number from 16 to 60"]);
  expect(isUuid(COURSE.toUpperCase())).toBe(true);
});
