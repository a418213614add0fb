import { currentAdmin } from "#app/features/accounts/permissions.server";
import { CourseEditorDialog } from "#app/features/courses/course-editor";
import { courseEditorAction } from "#app/features/courses/course-editor.server";
import { adminOnlyLoader } from "#app/routes/admin/dialog-route.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Add Course | Admin" }];

/** `/admin/courses/new`: the add dialog over the list (decision 013). */
export const loader = adminOnlyLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return courseEditorAction(request, await request.formData(), admin.id, null);
}

export default function NewCoursePage({ actionData }: Route.ComponentProps) {
  return <CourseEditorDialog course={null} lastResult={actionData} />;
}
