/**
 * Derived course states (spec 4): display status and its detail message, seat
 * availability, enroll button state, type labels and the description fallback.
 */
import { LIMITS } from "./domain";
import { formatCalendarDate } from "./format";
import { indiaDate } from "./india-time";

export type DisplayStatus = "Inactive" | "Upcoming" | "Completed" | "Active";
export type SeatAvailability = "Almost Full" | "Filling Fast" | "Available";
export type EnrollState = "Course Inactive" | "Course Full" | "Enroll Now";

export const COURSE_DESCRIPTION_FALLBACK = "Comprehensive training with hands-on practical experience";

const TYPE_LABELS: Readonly<Record<string, string>> = {
  mobile_repair: "Mobile Repair",
  computer_repair: "Computer Repair",
  both: "Complete Tech Course",
};

/** Abbreviations written in capitals in labels ("AC Repair", not "Ac Repair"). */
const ACRONYMS = new Set(["ac", "hvac", "ev", "cctv", "led", "lcd", "pcb", "tv"]);

/** Spec labels for the three public types; otherwise underscores become spaces, words capitalised. */
export function courseTypeLabel(type: string | null | undefined): string {
  if (!type) return "";
  return (
    TYPE_LABELS[type] ??
    type
      .split("_")
      .filter(Boolean)
      .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1)))
      .join(" ")
  );
}

export function courseDescription(description: string | null | undefined): string {
  return description?.trim() ? description : COURSE_DESCRIPTION_FALLBACK;
}

type StatusInput = { is_active: boolean; start_date: string | null; end_date: string | null };

/**
 * 1. Inactive if not active; 2. Upcoming if start_date is in the future; 3. Completed if
 * end_date is in the past; 4. Active. Dates are calendar days (YYYY-MM-DD) compared with
 * today in India, so a course ending today is still Active.
 */
export function courseDisplayStatus(course: StatusInput, today: string = indiaDate()): DisplayStatus {
  if (!course.is_active) return "Inactive";
  if (course.start_date && course.start_date > today) return "Upcoming";
  if (course.end_date && course.end_date < today) return "Completed";
  return "Active";
}

/** The detail page message for the display status. */
export function courseStatusMessage(course: StatusInput, today: string = indiaDate()): string {
  switch (courseDisplayStatus(course, today)) {
    case "Inactive":
      return "This course is currently inactive";
    case "Upcoming":
      return `Course starts on ${formatCalendarDate(course.start_date)}`;
    case "Completed":
      return `Course completed on ${formatCalendarDate(course.end_date)}`;
    default:
      return "Course is currently active and accepting enrollments";
  }
}

type SeatInput = { max_students: number; currently_enrolled: number | null };

export function enrolledCount(course: SeatInput): number {
  return course.currently_enrolled ?? 0;
}

/** Share of seats filled, 0..1 (capped at 1 for display). */
export function seatShare(course: SeatInput): number {
  if (!course.max_students || course.max_students <= 0) return 1;
  return Math.min(1, enrolledCount(course) / course.max_students);
}

export function seatsLeft(course: SeatInput): number {
  return Math.max(0, course.max_students - enrolledCount(course));
}

/** 90% or more Almost Full; 70% or more Filling Fast; otherwise Available. */
export function seatAvailability(course: SeatInput): SeatAvailability {
  const share = course.max_students > 0 ? enrolledCount(course) / course.max_students : 1;
  if (share >= LIMITS.seatsAlmostFull) return "Almost Full";
  if (share >= LIMITS.seatsFillingFast) return "Filling Fast";
  return "Available";
}

/** Course Inactive; Course Full (enrolled at or above max); Enroll Now. */
export function enrollState(course: SeatInput & { is_active: boolean }): EnrollState {
  if (!course.is_active) return "Course Inactive";
  if (enrolledCount(course) >= course.max_students) return "Course Full";
  return "Enroll Now";
}
