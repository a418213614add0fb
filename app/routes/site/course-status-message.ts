import { useI18n } from "../../i18n/use-i18n";
import { isCourseFull } from "../../lib/course-card-state";
import { courseDate } from "../../lib/course-page";
import { courseDisplayStatus } from "../../lib/course-status";

type StatusCourse = {
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
  max_students: number;
  currently_enrolled: number | null;
};

/**
 * The detail pages' status message (spec 4) in the page's language. A full active course does
 * not say it is "accepting enrollments" next to 'Course Full' (issue 11): it points to the next batch.
 */
export function useCourseStatusMessage(course: StatusCourse, today: string): string {
  const { t, lang } = useI18n();
  switch (courseDisplayStatus(course, today)) {
    case "Inactive":
      return t("course.status.inactive");
    case "Upcoming":
      return t("course.status.upcoming", { date: courseDate(course.start_date, lang) });
    case "Completed":
      return t("course.status.completed", { date: courseDate(course.end_date, lang) });
    default:
      return isCourseFull(course) ? t("course.status.full") : t("course.status.active");
  }
}
