import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "#app/lib/forms";
import { admissionSchema, admissionSchemaFor, missingRequired } from "./admission";

const COURSE = "3f2a1c9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b";
const valid = { fullName: " Asha Rani ", email: "asha@example.com", phone: "98100 12345", courseId: COURSE };

describe("admissionSchema", () => {
  it("accepts the four required fields and turns empty optional fields into null", () => {
    const parsed = admissionSchema.parse({ ...valid, age: "", education: "", address: "  ", previousExperience: "", reasonForJoining: "" });
    expect(parsed).toEqual({
      fullName: "Asha Rani",
      email: "asha@example.com",
      phone: "98100 12345",
      courseId: COURSE,
      age: null,
      education: null,
      address: null,
      previousExperience: null,
      reasonForJoining: null,
      waitlist: false,
      updates: false,
    });
  });

  it("reads the waitlist mark and the unticked-by-default opt-in", () => {
    expect(admissionSchema.parse({ ...valid, waitlist: "1", updates: "on" })).toMatchObject({ waitlist: true, updates: true });
    expect(admissionSchema.parse({ ...valid, waitlist: "yes", updates: "true" })).toMatchObject({ waitlist: false, updates: false });
  });

  it("speaks Hindi on Hindi pages, with the same rules", () => {
    const parsed = admissionSchemaFor("hi").safeParse({ ...valid, email: "", age: "70" });
    expect(parsed.success).toBe(false);
    const messages = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    expect(messages).toContain("कृपया अपना ईमेल पता लिखें");
    expect(messages).toContain("उम्र 16 से 60 के बीच पूरे साल में लिखें");
  });

  it("parses the age as an integer from 16 to 60", () => {
    expect(admissionSchema.parse({ ...valid, age: "16" }).age).toBe(16);
    expect(admissionSchema.parse({ ...valid, age: "60" }).age).toBe(60);
    for (const age of ["15", "61", "17.5", "abc", "-20"]) {
      const result = admissionSchema.safeParse({ ...valid, age });
      expect(result.success, age).toBe(false);
    }
  });

  it("accepts only the five education levels", () => {
    expect(admissionSchema.parse({ ...valid, education: "diploma" }).education).toBe("diploma");
    expect(admissionSchema.safeParse({ ...valid, education: "phd" }).success).toBe(false);
  });

  it("reports every missing required field", () => {
    const result = admissionSchema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrorsOf(result.error)).sort()).toEqual(["courseId", "email", "fullName", "phone"]);
    expect(missingRequired({})).toBe(true);
    expect(missingRequired({ ...valid, fullName: "  " })).toBe(true);
    expect(missingRequired(valid)).toBe(false);
  });

  it("rejects a course id that is not a UUID and a bad e-mail", () => {
    const result = admissionSchema.safeParse({ ...valid, courseId: "1 or 1=1", email: "nope" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toMatchObject({ courseId: "Please select a course", email: "Please enter a valid email address" });
  });
});
