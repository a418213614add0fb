import { data } from "react-router";
import { translatorFor } from "#app/i18n/i18n";
import { langFromPath, localePath } from "#app/i18n/lang";
import { redirectWithToast } from "#app/server/http/toast.server";
import { logger } from "#app/server/logger.server";
import { getCourseById } from "./courses.server";

/**
 * The course both course pages show (/course/:id and /course-inner/:id): a missing one is a
 * 404 (the page's ErrorBoundary says "Course Not Found"); a failed read goes back to the list
 * with the spec's "Failed to fetch course details" toast (in the page's language). `page` names the page in the log.
 */
export async function loadPublicCourse(courseId: string, page: string, request: Request) {
  let course: Awaited<ReturnType<typeof getCourseById>>;
  try {
    course = await getCourseById(courseId);
  } catch (error) {
    logger.error({ err: error, courseId }, `${page}: failed to load course`);
    // On a Hindi page: back to the Hindi list, the toast in Hindi.
    const lang = langFromPath(new URL(request.url).pathname);
    const t = translatorFor(lang);
    throw await redirectWithToast(localePath(lang, "/courses"), {
      title: t("course.fetchFailedTitle"),
      description: t("course.fetchFailed"),
      type: "error",
    });
  }
  if (!course) throw data({ message: "Course Not Found" }, { status: 404 });
  return course;
}
