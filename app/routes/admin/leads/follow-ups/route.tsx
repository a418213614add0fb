import { BackLink } from "#app/components/admin/back-link";
import { type DataColumn, DataTable } from "#app/components/admin/data-table";
import { ListCard } from "#app/components/admin/list-card";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { Badge } from "#app/components/ui/badge";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { withContactLinks } from "#app/features/lead-desk/contact-links.server";
import { listFollowUps } from "#app/features/lead-desk/inbox.server";
import { LeadContactButtons, LeadKindBadge, LeadNameLink, LeadStatusBadge } from "#app/features/lead-desk/lead-parts";
import { formatDateTime } from "#app/lib/admin-display";
import { DEFAULT_RESPONSE_MINUTES, LEAD_PAGE_SIZE } from "#app/lib/lead-vocabulary";
import { parseListParams } from "#app/lib/list-params";
import { listOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Follow-ups | Leads | Admin" }];

/** The second list's page is its own query parameter, so each list pages without moving the other. */
const UNANSWERED_PAGE = "unanswered_page";

// Read-only (decision 016): the calls to make now; each lead is worked on its own page.
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const url = new URL(request.url);
  const due = parseListParams(url, { pageSize: LEAD_PAGE_SIZE });
  const unanswered = parseListParams(url, { pageSize: LEAD_PAGE_SIZE, pageParam: UNANSWERED_PAGE });
  const lists = await listOrLoadError(
    "Failed to load follow-ups",
    async () => {
      const { due: dueList, unanswered: unansweredList } = await listFollowUps({ due, unanswered });
      const { rows: dueRows, ...duePage } = dueList;
      const { rows: unansweredRows, ...unansweredPage } = unansweredList;
      return {
        due: await withContactLinks(dueRows),
        duePage,
        unanswered: await withContactLinks(unansweredRows),
        unansweredPage: { ...unansweredPage, param: UNANSWERED_PAGE },
      };
    },
    { due: [], duePage: null, unanswered: [], unansweredPage: null },
  );
  return { ...lists, responseHours: DEFAULT_RESPONSE_MINUTES / 60 };
}

type DueRow = Route.ComponentProps["loaderData"]["due"][number];
type UnansweredRow = Route.ComponentProps["loaderData"]["unanswered"][number];

function nameColumn<R extends DueRow | UnansweredRow>(): DataColumn<R> {
  return {
    header: "Name",
    cell: ({ row: { original: r } }) => (
      <>
        <LeadNameLink lead={r} />
        <div className="mt-1 flex flex-wrap gap-1">
          <LeadKindBadge kind={r.kind} />
          <LeadStatusBadge status={r.status} />
        </div>
      </>
    ),
    meta: { cellClassName: "align-top" },
  };
}

function contactColumn<R extends DueRow | UnansweredRow>(): DataColumn<R> {
  return {
    header: "Call",
    cell: ({ row: { original: r } }) => (r.links ? <LeadContactButtons links={r.links} name={r.name} /> : (r.email ?? "—")),
    meta: { cellClassName: "align-top", wide: true },
  };
}

const dueColumns: DataColumn<DueRow>[] = [
  nameColumn(),
  {
    header: "Follow-up",
    cell: ({ row: { original: r } }) => (
      // On a phone's half-width card the date wraps under the badge, never past the card's edge.
      <span className="flex flex-wrap items-center gap-y-1 sm:flex-nowrap">
        {r.overdue ? (
          <Badge variant="red" className="mr-2">
            Overdue
          </Badge>
        ) : (
          <Badge variant="yellow" className="mr-2">
            Today
          </Badge>
        )}
        {r.follow_up_at ? <span className="sm:whitespace-nowrap">{formatDateTime(r.follow_up_at)}</span> : ""}
      </span>
    ),
    meta: { cellClassName: "align-top" },
  },
  { header: "Course", cell: ({ row }) => row.original.course_name ?? "—", meta: { cellClassName: "align-top" } },
  contactColumn(),
];

const unansweredColumns: DataColumn<UnansweredRow>[] = [
  nameColumn(),
  {
    header: "Received",
    cell: ({ row }) => formatDateTime(row.original.created_at),
    // The date may break on a phone's half-width card, never past its edge.
    meta: { cellClassName: "align-top sm:whitespace-nowrap" },
  },
  { header: "Course", cell: ({ row }) => row.original.course_name ?? "—", meta: { cellClassName: "align-top" } },
  contactColumn(),
];

export default function FollowUpsPage({ loaderData }: Route.ComponentProps) {
  const { due, duePage, unanswered, unansweredPage, responseHours, loadError } = loaderData;
  return (
    <div>
      <BackLink to="/admin/leads">All leads</BackLink>
      <PageHeader
        title="Follow-ups"
        description="Who to call now: follow-ups that are overdue or due today, then new leads nobody has answered"
      />
      <LoadError message={loadError} />
      <div className="space-y-6">
        <ListCard title={`Overdue and due today (${duePage?.total ?? 0})`}>
          <DataTable
            columns={dueColumns}
            rows={due}
            rowKey={(r) => r.id}
            empty="No follow-ups due. Well done."
            page={duePage ?? undefined}
          />
        </ListCard>
        <ListCard title={`New for more than ${responseHours} hours, not contacted (${unansweredPage?.total ?? 0})`}>
          <DataTable
            columns={unansweredColumns}
            rows={unanswered}
            rowKey={(r) => r.id}
            empty="Every new lead has been answered."
            page={unansweredPage ?? undefined}
          />
        </ListCard>
      </div>
    </div>
  );
}
