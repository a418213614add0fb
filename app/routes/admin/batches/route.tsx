import { Plus } from "lucide-react";
import { Link, Outlet } from "react-router";
import { DataTable } from "#app/components/admin/data-table";
import { DeferredData, deferredOf, deferServerData, LoadingCard } from "#app/components/admin/deferred-data";
import { FilterSelect } from "#app/components/admin/filter-select";
import { FiltersDisclosure } from "#app/components/admin/filters-disclosure";
import { PageHeader } from "#app/components/admin/page-header";
import { RefusalNote } from "#app/components/admin/refusal-note";
import { SearchForm } from "#app/components/admin/search-form";
import { buttonVariants } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { batchColumns } from "#app/features/batches/batch-columns";
import { deleteBatchAction } from "#app/features/batches/batch-delete.server";
import {
  type BatchFilter,
  listAdminBatches,
  listBranches,
  listCourseChoices,
  listTrainerChoices,
} from "#app/features/batches/batches-admin.server";
import { BATCH_STATUS_LABELS, BATCH_STATUSES } from "#app/lib/batch-vocabulary";
import { parseListParams } from "#app/lib/list-params";
import { listOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Batches | Admin" }];

const LIST_URL = "/admin/batches";

/** The batches: filters by course, branch, trainer and status (each only a value the lists hold), a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return listOrLoadError(
    "Failed to load batches",
    async () => {
      const [courses, trainers, branches] = await Promise.all([listCourseChoices(), listTrainerChoices(), listBranches()]);
      const list = parseListParams<never, BatchFilter>(request.url, {
        filters: {
          course: courses.map((c) => c.id),
          branch: branches,
          trainer: trainers.map((t) => t.id),
          status: BATCH_STATUSES,
        },
      });
      const { rows, ...page } = await listAdminBatches(list);
      return { batches: rows, page, filter: { ...list.filters, q: list.q }, courses, trainers, branches };
    },
    { batches: [], page: null, filter: null, courses: [], trainers: [], branches: [] },
  );
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return deferServerData(serverLoader);
}

/** The rows' confirmed delete (a batch with students is refused: cancel it instead). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await currentAdmin({ request, context });
  return deleteBatchAction(request, admin);
}

type Loaded = Extract<Awaited<ReturnType<typeof loader>>, { loadError: null }>;

export default function BatchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const resolve = deferredOf<Awaited<ReturnType<typeof loader>>>(loaderData);
  return (
    <>
      <PageHeader
        title="Batches"
        description="Each course's groups: when and where they meet, who teaches them and how many seats are taken."
        actions={<AddButton />}
      />
      <RefusalNote message={actionData && "error" in actionData ? actionData.error : null} />
      {/* The editor (batches/new, batches/:id/edit): a dialog over the list, inline without JavaScript. */}
      <Outlet />
      <DeferredData resolve={resolve} fallback={<LoadingCard>Loading batches...</LoadingCard>} errorTitle="Failed to load batches">
        {(list) => <BatchList list={list} />}
      </DeferredData>
    </>
  );
}

function BatchList({ list }: { list: Loaded }) {
  const filtered = Object.entries(list.filter).some(([k, v]) => k !== "q" && v);
  const empty =
    list.page.total === 0 && !filtered && !list.filter.q ? "No batches yet. Add the first one." : "No batches match these filters.";
  return (
    <Card className="overflow-hidden">
      <div className="relative flex flex-col gap-4 border-b p-4 sm:p-6 lg:flex-row lg:items-center lg:justify-between">
        <h2 className="text-lg font-semibold">Batches ({list.page.total})</h2>
        <SearchForm
          placeholder="Search by batch code or course..."
          label="Search batches"
          className="w-full lg:max-w-xl"
          filters={<BatchFilters list={list} />}
        />
      </div>
      <div className="p-3 sm:p-0">
        <DataTable columns={batchColumns()} rows={list.batches} rowKey={(b) => b.id} empty={empty} page={list.page} />
      </div>
    </Card>
  );
}

function BatchFilters({ list }: { list: Loaded }) {
  const f = list.filter;
  const selects = [
    {
      name: "course",
      caption: "Course",
      all: "All courses",
      value: f.course,
      options: list.courses.map((c) => ({ value: c.id, label: c.course_name })),
    },
    {
      name: "branch",
      caption: "Branch",
      all: "All branches",
      value: f.branch,
      options: list.branches.map((b) => ({ value: b, label: b })),
    },
    {
      name: "trainer",
      caption: "Trainer",
      all: "All trainers",
      value: f.trainer,
      options: list.trainers.map((t) => ({ value: t.id, label: t.name })),
    },
    {
      name: "status",
      caption: "Status",
      all: "All statuses",
      value: f.status,
      options: BATCH_STATUSES.map((s) => ({ value: s, label: BATCH_STATUS_LABELS[s] })),
    },
  ];
  const active = selects.filter((s) => s.value).length;
  return (
    <FiltersDisclosure active={active} clearHref={f.q ? `${LIST_URL}?${new URLSearchParams({ q: f.q })}` : LIST_URL}>
      {selects.map(({ caption, ...select }) => (
        <div key={select.name} className="grid gap-1 text-sm">
          <label htmlFor={`batch-filter-${select.name}`} className="font-medium text-slate-700">
            {caption}
          </label>
          <FilterSelect {...select} label={`Filter by ${caption.toLowerCase()}`} id={`batch-filter-${select.name}`} className="w-full" />
        </div>
      ))}
    </FiltersDisclosure>
  );
}

function AddButton() {
  return (
    <Link to={`${LIST_URL}/new`} preventScrollReset className={buttonVariants({ variant: "default" })}>
      <Plus aria-hidden="true" /> Add Batch
    </Link>
  );
}
