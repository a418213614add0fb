import { currentAdmin } from "#app/features/accounts/permissions.server";
import { BatchEditor } from "#app/features/batches/batch-editor";
import { saveBatch } from "#app/features/batches/batch-editor.server";
import { BATCHES_URL } from "#app/features/batches/batch-schema";
import { listBranches, listCourseChoices, listTrainerChoices } from "#app/features/batches/batches-admin.server";
import { isUuid } from "#app/lib/ids";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Add Batch | Batches | Admin" }];

/** The "Add Batch" dialog over the list (/admin/batches/new; ?course= preselects a course). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const course = new URL(request.url).searchParams.get("course");
  const [courses, trainers, branches] = await Promise.all([listCourseChoices(), listTrainerChoices(), listBranches()]);
  return { choices: { courses, trainers, branches }, courseId: isUuid(course) ? course : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return saveBatch(request, admin, null);
}

export default function NewBatch({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BatchEditor batch={null} choices={loaderData.choices} courseId={loaderData.courseId} closeTo={BATCHES_URL} lastResult={actionData} />
  );
}
