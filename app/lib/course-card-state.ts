/**
 * What a course card shows beyond the spec: the text in the page's language (Hindi
 * falls back to English), the 'Course Full' state and its waitlist link. Kept apart from
 * course-page.ts because every card list loads it: the home page's JavaScript budget.
 */
import type { Lang } from "#app/i18n/lang";
import type { Translate } from "#app/i18n/translate";
import { courseDescription, courseTypeLabel, enrollState, type SeatAvailability, seatAvailability } from "./course-status";

type Texts = { course_name: string; description: string | null; name_hi?: string | null; description_hi?: string | null };
type Seats = { is_active: boolean; max_students: number; currently_enrolled: number | null };

/** The course's name in the page's language: the Hindi one where staff wrote it. */
export function courseName(course: Pick<Texts, "course_name" | "name_hi">, lang: Lang): string {
  return (lang === "hi" && course.name_hi?.trim()) || course.course_name;
}

/** The course type's label in the page's language (card.types), else courseTypeLabel's words. */
export function courseTypeIn(type: string, t: Translate): string {
  const key = `card.types.${type}`;
  const text = t(key);
  return text === key ? courseTypeLabel(type) : text;
}

/** The description in the page's language, then the English, then the spec's fallback text. */
export function courseDescriptionIn(course: Texts, lang: Lang): string {
  return (lang === "hi" && course.description_hi?.trim()) || courseDescription(course.description);
}

/** The spec's 'Course Full' (enrolled at or above max) for an active course. */
export function isCourseFull(course: Seats): boolean {
  return enrollState(course) === "Course Full";
}

/** The seats' label: the spec's thresholds, or 'Course Full' once no seat is left (never "Almost Full" on a full course). */
export type SeatLabel = SeatAvailability | "Course Full";
export function seatLabel(course: Seats): SeatLabel {
  return isCourseFull(course) ? "Course Full" : seatAvailability(course);
}
export const SEAT_VARIANT = { "Course Full": "red", "Almost Full": "red", "Filling Fast": "yellow", Available: "green" } as const;

/** "Join the next batch": an admission enquiry marked as waitlist (English path; pass through to()). */
export function waitlistHref(course: { id: string }): string {
  return `/admission?course=${encodeURIComponent(course.id)}&waitlist=1`;
}
