import { describe, expect, it } from "vitest";
import { newsletterSchemaFor } from "./newsletter";

const newsletterSchema = newsletterSchemaFor("en");

describe("newsletter e-mail", () => {
  it("trims and lower-cases a valid address", () => {
    expect(newsletterSchema.parse({ email: "  Student@Example.COM " })).toEqual({ email: "student@example.com" });
  });
  it("refuses anything that is not an e-mail address", () => {
    for (const email of ["", "not-an-email", "a@b", undefined]) {
      const parsed = newsletterSchema.safeParse({ email });
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe("Please enter a valid email address");
    }
  });
  it("says it in Hindi on Hindi pages", () => {
    const parsed = newsletterSchemaFor("hi").safeParse({ email: "not-an-email" });
    expect(parsed.success ? "" : parsed.error.issues[0]?.message).toBe("कृपया सही ईमेल पता लिखें");
  });
});
