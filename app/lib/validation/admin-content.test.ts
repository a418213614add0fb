import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "#app/lib/forms";
import { courseFormSchema } from "./course";
import { galleryFormSchema, sortOrderOf } from "./gallery";

const course = {
  course_name: "Mobile Repair",
  course_code: "MR-1",
  course_type: "mobile_repair",
  duration_weeks: "4",
  fee_amount: "0",
  max_students: "20",
};

describe("courseFormSchema", () => {
  it("accepts the new-course defaults and converts the strings", () => {
    const parsed = courseFormSchema.parse({ ...course, is_active: "true", currently_enrolled: "" });
    expect(parsed).toMatchObject({
      duration_weeks: 4,
      fee_amount: "0.00",
      max_students: 20,
      currently_enrolled: null,
      is_active: true,
      description: null,
    });
  });

  it("keeps paise exact and refuses a third decimal", () => {
    expect(courseFormSchema.parse({ ...course, fee_amount: "1499.5" }).fee_amount).toBe("1499.50");
    const result = courseFormSchema.safeParse({ ...course, fee_amount: "1.005" });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({ fee_amount: "Fee can have at most 2 decimal places" });
  });

  it("refuses an end date before the start date, and accepts the same day", () => {
    const bad = courseFormSchema.safeParse({ ...course, start_date: "2026-05-02", end_date: "2026-05-01" });
    expect(bad.success ? {} : fieldErrorsOf(bad.error)).toEqual({ end_date: "End date cannot be before the start date" });
    expect(courseFormSchema.safeParse({ ...course, start_date: "2026-05-02", end_date: "2026-05-02" }).success).toBe(true);
  });
});

describe("galleryFormSchema", () => {
  it("falls back to sort order 0 when it is not a number", () => {
    expect(sortOrderOf("abc")).toBe(0);
    expect(sortOrderOf("")).toBe(0);
    expect(sortOrderOf("12")).toBe(12);
    expect(sortOrderOf("-3")).toBe(-3);
    expect(galleryFormSchema.parse({ title: "T", sort_order: "x" })).toMatchObject({ sort_order: 0, is_active: false, is_featured: false });
  });
});
