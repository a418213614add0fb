import { data } from "react-router";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { CourseEditorDialog } from "#app/features/courses/course-editor";
import { courseEditorAction } from "#app/features/courses/course-editor.server";
import { getAdminCourse } from "#app/features/courses/courses-admin.server";
import { FeePlanEditor } from "#app/features/fees/components/fee-plan-editor";
import { feePlanForEditor, saveFeePlan } from "#app/features/fees/fee-plan-editor.server";
import { FEE_PLAN_INTENT } from "#app/features/fees/fee-schemas";
import { feesLangOf } from "#app/features/fees/fees-words";
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
  const [tasks, feePlan] = await Promise.all([listCourseTasks(course.id), feePlanForEditor(course.id)]);
  // `?lang=hi` shows the fee plan (the fees feature's part) in Hindi.
  return { course, tasks, feePlan, feeLang: feesLangOf(request.url) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  const formData = await request.formData();
  // An id that is not a course's: the editor answers "This course no longer exists." with a 404.
  const id = isUuid(params.id ?? "") ? params.id : "00000000-0000-0000-0000-000000000000";
  // The fee plan's own form (fees feature).
  if (formData.get("intent") === FEE_PLAN_INTENT) return saveFeePlan(request, formData, admin.id, id);
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
  const reply = actionData && !("ok" in actionData) ? actionData : undefined;
  const lastResult = reply?.initialValue?.intent === FEE_PLAN_INTENT ? undefined : reply;
  return (
    <CourseEditorDialog course={loaderData.course} lastResult={lastResult}>
      {loaderData.feePlan ? <FeePlanEditor plan={loaderData.feePlan} lastResult={reply} lang={loaderData.feeLang} /> : null}
      <PracticalTasksEditor tasks={loaderData.tasks} refusal={taskRefusal} />
    </CourseEditorDialog>
  );
}
