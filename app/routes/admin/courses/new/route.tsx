import { requireAdmin } from "#app/server/permissions.server";
import { CourseEditorDialog } from "../course-editor";
import { courseEditorAction } from "../course-editor.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Add Course | Admin" }];

/** `/admin/courses/new`: the add dialog over the list (issue 9). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return courseEditorAction(request, await request.formData(), admin.id, null);
}

export default function NewCoursePage({ actionData }: Route.ComponentProps) {
  return <CourseEditorDialog course={null} lastResult={actionData} />;
}
