import type { PublicCourse } from "../components/site/course-card";
import { courseTypeLabel } from "./course-status";

/** Case-insensitive match on name, code, type, instructor and description; every word must match. */
export function filterCourses<
  T extends Pick<PublicCourse, "course_name" | "course_code" | "course_type" | "instructor_name" | "description">,
>(courses: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...courses];
  return courses.filter((course) => {
    const text = [
      course.course_name,
      course.course_code,
      courseTypeLabel(course.course_type),
      course.instructor_name ?? "",
      course.description ?? "",
    ]
      .join(" ")
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The four totals of the internal courses page. */
export function courseTotals(courses: readonly Pick<PublicCourse, "course_type" | "max_students" | "duration_weeks">[]) {
  const count = courses.length;
  const types = new Set(courses.map((c) => c.course_type)).size;
  const seats = courses.reduce((sum, c) => sum + c.max_students, 0);
  const averageWeeks = count ? Math.round((courses.reduce((sum, c) => sum + c.duration_weeks, 0) / count) * 10) / 10 : 0;
  return { count, types, seats, averageWeeks };
}
