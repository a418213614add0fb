import { data } from "react-router";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { CourseEditorDialog } from "#app/features/courses/course-editor";
import { courseEditorAction } from "#app/features/courses/course-editor.server";
import { getAdminCourse } from "#app/features/courses/courses-admin.server";
import { PracticalTasksEditor } from "#app/features/skills";
import { courseTasksAction, isCourseTaskIntent, listCourseTasks } from "#app/features/skills/index.server";
import { isUuid } from "#app/lib/ids";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.course.course_name ?? "Course"} | Admin` }];

/** `/admin/courses/:id/edit`: the edit dialog over the list (decision 013); an unknown id is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const course = isUuid(params.id ?? "") ? await getAdminCourse(params.id) : null;
  if (!course) throw data("Course not found", { status: 404 });
  return { course, tasks: await listCourseTasks(course.id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const formData = await request.formData();
  // An id that is not a course's: the editor answers "This course no longer exists." with a 404.
  const id = isUuid(params.id ?? "") ? params.id : "00000000-0000-0000-0000-000000000000";
  // The practical tasks' own forms (their `intent` says so); everything else is the course's form.
  if (isCourseTaskIntent(formData.get("intent"))) {
    if (!(await getAdminCourse(id))) throw data("Course not found", { status: 404 });
    return courseTasksAction(request, formData, admin.id, id);
  }
  return courseEditorAction(request, formData, admin.id, id);
}

export default function EditCoursePage({ loaderData, actionData }: Route.ComponentProps) {
  // A refused task change answers { ok: false, error }; the course form answers Conform's reply.
  const taskRefusal = actionData && "ok" in actionData ? actionData.error : null;
  const lastResult = actionData && !("ok" in actionData) ? actionData : undefined;
  return (
    <CourseEditorDialog course={loaderData.course} lastResult={lastResult}>
      <PracticalTasksEditor tasks={loaderData.tasks} refusal={taskRefusal} />
    </CourseEditorDialog>
  );
}
