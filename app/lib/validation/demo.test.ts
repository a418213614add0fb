import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "#app/lib/forms";
import { DEMO_COURSES, demoSchema, demoWhatsAppUrl } from "./demo";

function errors(values: Record<string, unknown>) {
  const parsed = demoSchema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

const valid = { name: "Ravi Kumar", mobile: "9876543210", course: "iPhone Repairing Course" };

describe("demo form rules (spec 5)", () => {
  it("accepts a valid request and trims name and mobile", () => {
    const parsed = demoSchema.parse({ ...valid, name: "  Ravi Kumar ", mobile: " 9876543210 " });
    expect(parsed).toEqual({ ...valid, updates: false });
  });

  it("lists the 17 fixed demo courses", () => {
    expect(DEMO_COURSES).toHaveLength(17);
    expect(DEMO_COURSES[0]).toBe("Laptop and Desktop Repairing");
    expect(DEMO_COURSES[16]).toBe("EPABX Intercom System");
  });

  it("checks the name's length and characters", () => {
    expect(errors({ ...valid, name: " R " }).name).toBe("Name must be at least 2 characters");
    expect(errors({ ...valid, name: "A".repeat(51) }).name).toBe("Name must be less than 50 characters");
    expect(errors({ ...valid, name: "A".repeat(50) }).name).toBeUndefined();
    expect(errors({ ...valid, name: "Ravi123" }).name).toBe("Name can only contain letters and spaces");
  });

  it("needs a 10-digit mobile number starting with 6 to 9", () => {
    for (const mobile of ["5876543210", "987654321", "98765432100", "98765abcde", ""]) {
      expect(errors({ ...valid, mobile }).mobile).toBe("Please enter a valid 10-digit mobile number");
    }
    expect(errors({ ...valid, mobile: "6000000000" }).mobile).toBeUndefined();
  });

  it("needs a course from the list", () => {
    expect(errors({ ...valid, course: "" }).course).toBe("Please select a course");
    expect(errors({ name: valid.name, mobile: valid.mobile }).course).toBe("Please select a course");
    expect(errors({ ...valid, course: "Rocket Science" }).course).toBe("Please select a course");
  });

  it("builds the WhatsApp link with name, mobile and course", () => {
    const url = new URL(demoWhatsAppUrl("+91 98765 43210", valid));
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain("Ravi Kumar");
    expect(text).toContain("9876543210");
    expect(text).toContain("iPhone Repairing Course");
  });
});
