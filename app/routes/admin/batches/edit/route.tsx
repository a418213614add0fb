import { currentAdmin } from "#app/features/accounts/permissions.server";
import { BatchEditor } from "#app/features/batches/batch-editor";
import { saveBatch } from "#app/features/batches/batch-editor.server";
import { BATCHES_URL } from "#app/features/batches/batch-schema";
import { getBatchRow, listBranches, listCourseChoices, listTrainerChoices } from "#app/features/batches/batches-admin.server";
import { isUuid } from "#app/lib/ids";
import { redirectWithToast } from "#app/server/http/toast.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Edit Batch | Batches | Admin" }];

/** The "Edit Batch" dialog over the list (/admin/batches/:id/edit). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const batch = isUuid(params.id) ? await getBatchRow(params.id) : null;
  // A stale link (the batch was deleted): back to the list with the reason, not an error page.
  if (!batch) throw await redirectWithToast(BATCHES_URL, { title: "This batch no longer exists.", type: "error" });
  const [courses, trainers, branches] = await Promise.all([listCourseChoices(), listTrainerChoices(), listBranches()]);
  return { batch, choices: { courses, trainers, branches } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return saveBatch(request, admin, params.id ?? "");
}

export default function EditBatch({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, choices } = loaderData;
  return <BatchEditor batch={batch} choices={choices} closeTo={`${BATCHES_URL}/${batch.id}`} lastResult={actionData} />;
}
