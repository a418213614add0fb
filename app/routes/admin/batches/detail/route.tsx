import { Pencil, Trash2 } from "lucide-react";
import { data, Link } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { PageHeader } from "#app/components/admin/page-header";
import { RefusalNote } from "#app/components/admin/refusal-note";
import { buttonVariants } from "#app/components/ui/button";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { deleteBatchQuestion } from "#app/features/batches/batch-columns";
import { deleteBatchAction } from "#app/features/batches/batch-delete.server";
import { BatchDetails, BatchStudents, BatchWorkLinks, TrainerClashWarning } from "#app/features/batches/batch-page";
import { loadBatchPage } from "#app/features/batches/batch-page.server";
import { BATCHES_URL } from "#app/features/batches/batch-schema";
import { isUuid } from "#app/lib/ids";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.batch.code ?? "Batch"} | Batches | Admin` }];

/** The batch page: its details, a trainer clash if any, the links to its daily work, and its students. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const page = isUuid(params.id) ? await loadBatchPage(params.id) : null;
  if (!page) throw data({ message: "This batch no longer exists." }, { status: 404 });
  return page;
}

/** The page's confirmed delete (refused while the batch has students). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return deleteBatchAction(request, admin);
}

export default function BatchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batch } = loaderData;
  return (
    <>
      <BackLink to={BATCHES_URL}>All batches</BackLink>
      <PageHeader
        title={<span className="font-mono">{batch.code}</span>}
        description={`${batch.course_name} · ${batch.branch}`}
        actions={
          <>
            <Link to={`${BATCHES_URL}/${batch.id}/edit`} className={buttonVariants({ variant: "outline" })}>
              <Pencil aria-hidden="true" /> Edit
            </Link>
            <ConfirmForm
              intent="delete"
              id={batch.id}
              confirm={deleteBatchQuestion(batch.code)}
              label={`Delete batch ${batch.code}`}
              appearance="button"
            >
              <Trash2 aria-hidden="true" /> Delete
            </ConfirmForm>
          </>
        }
      />
      <RefusalNote message={actionData && "error" in actionData ? actionData.error : null} />
      <TrainerClashWarning clashes={loaderData.clashes} />
      <div className="flex flex-col gap-6">
        <BatchDetails batch={batch} />
        <BatchWorkLinks id={batch.id} />
        <BatchStudents page={loaderData} />
      </div>
    </>
  );
}
