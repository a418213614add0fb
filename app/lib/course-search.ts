import { courseTypeLabel } from "./course-status";
import type { PublicCourse } from "./public-course";
import { rankByQuery } from "./search-words";
import { courseTrade, type TradeSlug, tradeLabel } from "./trades";

type Searchable = Pick<PublicCourse, "course_name" | "course_code" | "course_type" | "instructor_name" | "description"> & {
  trade?: string | null;
};

/**
 * Every query word must match a whole word or the start of one, in the name, code, type,
 * trade, instructor or description, directly or through a synonym. Courses whose name
 * matches more query words come first; otherwise the list keeps its order.
 */
export function filterCourses<T extends Searchable>(courses: readonly T[], query: string): T[] {
  return rankByQuery(courses, query, (course) => ({ name: course.course_name, other: searchableText(course) }));
}

/** What a course is found by besides its name: code, type, trade, instructor, description. */
export function searchableText(course: Searchable): string {
  const trade = courseTrade(course);
  return [
    course.course_code,
    courseTypeLabel(course.course_type),
    trade ? tradeLabel(trade) : "",
    course.instructor_name ?? "",
    course.description ?? "",
  ].join(" ");
}

/** The courses of one trade (all of them when none is chosen). */
export function coursesOfTrade<T extends { trade?: string | null; course_type: string }>(
  courses: readonly T[],
  trade: TradeSlug | null,
): T[] {
  return trade ? courses.filter((course) => courseTrade(course) === trade) : [...courses];
}

/** The four totals of the internal courses page. */
export function courseTotals(courses: readonly Pick<PublicCourse, "course_type" | "max_students" | "duration_weeks">[]) {
  const count = courses.length;
  const types = new Set(courses.map((c) => c.course_type)).size;
  const seats = courses.reduce((sum, c) => sum + c.max_students, 0);
  const averageWeeks = count ? Math.round((courses.reduce((sum, c) => sum + c.duration_weeks, 0) / count) * 10) / 10 : 0;
  return { count, types, seats, averageWeeks };
}
