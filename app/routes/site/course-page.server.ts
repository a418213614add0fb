import { data } from "react-router";
import { logger } from "../../server/logger.server";
import { getCourseById } from "../../server/models/courses.server";
import { redirectWithToast } from "../../server/toast.server";

/**
 * The course both course pages show (/course/:id and /course-inner/:id): a missing one is a
 * 404 (the page's ErrorBoundary says "Course Not Found"); a failed read goes back to the list
 * with the spec's "Failed to fetch course details" toast. `page` names the page in the log.
 */
export async function loadPublicCourse(courseId: string, page: string) {
  let course: Awaited<ReturnType<typeof getCourseById>>;
  try {
    course = await getCourseById(courseId);
  } catch (error) {
    logger.error({ err: error, courseId }, `${page}: failed to load course`);
    throw await redirectWithToast("/courses", { title: "Error", description: "Failed to fetch course details", type: "error" });
  }
  if (!course) throw data({ message: "Course Not Found" }, { status: 404 });
  return course;
}
