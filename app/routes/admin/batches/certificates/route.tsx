import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { RefusalNote } from "#app/components/admin/refusal-note";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { BatchCertificates } from "#app/features/skills";
import { issueBatchCertificates, loadBatchCertificates } from "#app/features/skills/index.server";
import { BATCH_STATUS_LABELS } from "#app/lib/batch-vocabulary";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Certificates · ${data?.batch.code ?? "Batch"} | Admin` }];

/** `/admin/batches/:id/certificates`: a batch's certificates, issued at once to its eligible students (admins only). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return loadBatchCertificates(params.id);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return issueBatchCertificates(request, params.id, admin);
}

export default function BatchCertificatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, ready, issued, others } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to={`/admin/batches/${batch.id}`}>{`Batch ${batch.code}`}</BackLink>
      <PageHeader title="Certificates" description={`${batch.code} · ${batch.course_name} · ${BATCH_STATUS_LABELS[batch.status]}`} />
      <RefusalNote message={actionData?.error} />
      <BatchCertificates ready={ready} issued={issued} others={others} completed={batch.status === "completed"} />
    </div>
  );
}
