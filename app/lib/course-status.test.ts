import { describe, expect, it } from "vitest";
import { itMapsEach } from "../../tests/support/maps-each";
import {
  COURSE_DESCRIPTION_FALLBACK,
  courseDescription,
  courseDisplayStatus,
  courseStatusMessage,
  courseTypeLabel,
  enrollState,
  seatAvailability,
  seatsLeft,
} from "./course-status";

const TODAY = "2026-03-10";
const course = (over: Partial<{ is_active: boolean; start_date: string | null; end_date: string | null }> = {}) => ({
  is_active: true,
  start_date: "2026-03-01",
  end_date: "2026-04-01",
  ...over,
});

describe("courseDisplayStatus (spec 4, in order)", () => {
  it("is Inactive when is_active is false, whatever the dates", () => {
    expect(courseDisplayStatus(course({ is_active: false, start_date: "2027-01-01" }), TODAY)).toBe("Inactive");
  });
  it("is Upcoming when start_date is in the future", () => {
    expect(courseDisplayStatus(course({ start_date: "2026-03-11", end_date: "2026-01-01" }), TODAY)).toBe("Upcoming");
  });
  it("is Completed when end_date is in the past", () => {
    expect(courseDisplayStatus(course({ start_date: "2026-01-01", end_date: "2026-03-09" }), TODAY)).toBe("Completed");
  });
  it("is Active otherwise, including on the start and end days and with no dates", () => {
    expect(courseDisplayStatus(course({ start_date: TODAY, end_date: TODAY }), TODAY)).toBe("Active");
    expect(courseDisplayStatus(course({ start_date: null, end_date: null }), TODAY)).toBe("Active");
    expect(courseDisplayStatus(course(), TODAY)).toBe("Active");
  });
});

describe("courseStatusMessage (spec 4 detail messages)", () => {
  it("uses the spec's four sentences with dates", () => {
    expect(courseStatusMessage(course({ is_active: false }), TODAY)).toBe("This course is currently inactive");
    expect(courseStatusMessage(course({ start_date: "2026-03-15" }), TODAY)).toBe("Course starts on 15 March 2026");
    expect(courseStatusMessage(course({ start_date: "2026-01-01", end_date: "2026-02-28" }), TODAY)).toBe(
      "Course completed on 28 February 2026",
    );
    expect(courseStatusMessage(course(), TODAY)).toBe("Course is currently active and accepting enrollments");
  });
});

describe("seatAvailability (70% / 90% thresholds)", () => {
  it.each([
    [0, 20, "Available"],
    [13, 20, "Available"],
    [14, 20, "Filling Fast"],
    [17, 20, "Filling Fast"],
    [18, 20, "Almost Full"],
    [20, 20, "Almost Full"],
    [25, 20, "Almost Full"],
  ] as const)("%i of %i is %s", (enrolled, max, expected) => {
    expect(seatAvailability({ currently_enrolled: enrolled, max_students: max })).toBe(expected);
  });
  it("treats a missing enrolment count as 0", () => {
    expect(seatAvailability({ currently_enrolled: null, max_students: 20 })).toBe("Available");
    expect(seatsLeft({ currently_enrolled: null, max_students: 20 })).toBe(20);
  });
});

describe("enrollState", () => {
  it("is Course Inactive, Course Full (at or above max) or Enroll Now", () => {
    expect(enrollState({ is_active: false, currently_enrolled: 0, max_students: 20 })).toBe("Course Inactive");
    expect(enrollState({ is_active: true, currently_enrolled: 20, max_students: 20 })).toBe("Course Full");
    expect(enrollState({ is_active: true, currently_enrolled: 21, max_students: 20 })).toBe("Course Full");
    expect(enrollState({ is_active: true, currently_enrolled: 19, max_students: 20 })).toBe("Enroll Now");
    expect(enrollState({ is_active: true, currently_enrolled: null, max_students: 20 })).toBe("Enroll Now");
  });
  it("reports an inactive full course as inactive", () => {
    expect(enrollState({ is_active: false, currently_enrolled: 20, max_students: 20 })).toBe("Course Inactive");
  });
});

describe("labels and fallbacks", () => {
  // The three public types as the spec says; the rest capitalised, abbreviations in capitals.
  itMapsEach(courseTypeLabel, "labels %s as %s", [
    ["mobile_repair", "Mobile Repair"],
    ["computer_repair", "Computer Repair"],
    ["both", "Complete Tech Course"],
    ["e_vehicle_repair", "E Vehicle Repair"],
    ["technical_training", "Technical Training"],
    ["other", "Other"],
    ["ac_repair", "AC Repair"],
    ["hvac_repair", "HVAC Repair"],
    ["led_tv_repair", "LED TV Repair"],
    ["cctv_ev", "CCTV EV"],
    ["washing_machine_repair", "Washing Machine Repair"],
  ]);
  it("falls back to the spec's description", () => {
    expect(courseDescription(null)).toBe("Comprehensive training with hands-on practical experience");
    expect(courseDescription("   ")).toBe(COURSE_DESCRIPTION_FALLBACK);
    expect(courseDescription("Real text")).toBe("Real text");
  });
});
