import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { currentStaff } from "#app/features/accounts/permissions.server";
import { batchesTaughtBy } from "#app/features/teaching/my-batches.server";
import { MyBatchesList } from "#app/features/teaching/my-batches-list";
import { indiaDate } from "#app/lib/india-time";
import { listOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "My batches | Admin" }];

const LOAD_ERROR = "Failed to load your batches";

/** A trainer's home in the admin (and any staff member's own batches): read-only, no action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await currentStaff({ request, context });
  const today = indiaDate();
  return listOrLoadError(LOAD_ERROR, async () => ({ batches: await batchesTaughtBy(me.id), today }), { batches: [], today });
}

export default function MyBatchesPage({ loaderData }: Route.ComponentProps) {
  const { batches, today, loadError } = loaderData;
  return (
    <div>
      <PageHeader title="My batches" description="The batches you teach: take attendance, sign off practical tasks, see the register." />
      <LoadError message={loadError} />
      <MyBatchesList batches={batches} today={today} />
    </div>
  );
}
