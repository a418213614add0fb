import { BellRing, Download, Settings2 } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { type DataColumn, DataTable } from "#app/components/admin/data-table";
import { FilterSelect } from "#app/components/admin/filter-select";
import { FiltersDisclosure } from "#app/components/admin/filters-disclosure";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { SearchForm } from "#app/components/admin/search-form";
import { buttonVariants } from "#app/components/ui/button";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { listCourseChoices } from "#app/features/certificates/course-choices.server";
import { withContactLinks } from "#app/features/lead-desk/contact-links.server";
import { leadFilterFrom, listLeads } from "#app/features/lead-desk/inbox.server";
import { LeadContactButtons, LeadKindBadge, LeadNameLink, LeadStatusBadge } from "#app/features/lead-desk/lead-parts";
import { listAssignableStaff } from "#app/features/lead-desk/work.server";
import { formatDateTime } from "#app/lib/admin-display";
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_PAGE_SIZE, LEAD_STATUS_LABELS, LEAD_STATUSES } from "#app/lib/lead-vocabulary";
import { parseListParams } from "#app/lib/list-params";
import { listOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin" }];

// Read-only list (decision 016): the lead page (/admin/leads/{id}) is where a lead is worked.
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const url = new URL(request.url);
  const filter = leadFilterFrom(url.searchParams);
  const list = parseListParams(url, { pageSize: LEAD_PAGE_SIZE });
  const leads = await listOrLoadError(
    "Failed to load leads",
    async () => {
      const [staff, courses, { rows, ...page }] = await Promise.all([listAssignableStaff(), listCourseChoices(), listLeads(filter, list)]);
      return { rows: await withContactLinks(rows), page, staff, courses };
    },
    { rows: [], page: null, staff: [], courses: [] },
  );
  return { filter, ...leads };
}

type Row = Awaited<ReturnType<typeof withContactLinks>>[number];

export const leadColumns: DataColumn<Row>[] = [
  {
    header: "Name",
    cell: ({ row: { original: r } }) => (
      <>
        <LeadNameLink lead={r} />
        <div className="mt-1 flex flex-wrap items-center gap-1">
          <LeadKindBadge kind={r.kind} />
          {r.waitlist ? <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">Waitlist</span> : null}
        </div>
        {r.reference ? <div className="mt-1 font-mono text-xs text-muted-foreground">{r.reference}</div> : null}
      </>
    ),
    meta: { cellClassName: "align-top" },
  },
  { header: "Status", cell: ({ row }) => <LeadStatusBadge status={row.original.status} />, meta: { cellClassName: "align-top" } },
  {
    header: "Contact",
    cell: ({ row: { original: r } }) => (
      <>
        {r.phone ? <div className="whitespace-nowrap">{r.phone}</div> : null}
        {r.email ? <div className="break-all text-xs text-muted-foreground">{r.email}</div> : null}
      </>
    ),
    meta: { cellClassName: "align-top" },
  },
  { header: "Course", cell: ({ row }) => row.original.course_name ?? "—", meta: { cellClassName: "align-top" } },
  {
    header: "Received",
    cell: ({ row }) => formatDateTime(row.original.created_at),
    meta: { cellClassName: "whitespace-nowrap align-top" },
  },
  {
    header: "Actions",
    cell: ({ row: { original: r } }) => (r.links ? <LeadContactButtons links={r.links} name={r.name} /> : "—"),
    meta: { cellClassName: "align-top", wide: true },
  },
];

/** The CSV export (spec-era route) takes one of its three tabs; admissions export from Inquiries. */
function exportHref(kind: string | null, q: string): string {
  if (kind === "admission") return `/admin/inquiries/export${q ? `?${new URLSearchParams({ q })}` : ""}`;
  const params = new URLSearchParams({ tab: kind ?? "contact" });
  if (q) params.set("q", q);
  return `/admin/leads/export?${params}`;
}

type Choice = { value: string; label: string };

/** The inbox's four filters, in the order they stand: [name, visible label, aria-label, value, "all" text, choices]. */
function leadFilters(
  filter: { kind: string | null; status: string | null; courseId: string | null; assignee: string | null },
  courses: { id: string; course_name: string }[],
  staff: { id: string; name: string }[],
) {
  const kinds = LEAD_KINDS.map((k) => ({ value: k, label: LEAD_KIND_LABELS[k] }));
  const statuses = LEAD_STATUSES.map((v) => ({ value: v, label: LEAD_STATUS_LABELS[v] }));
  const courseChoices = courses.map((c) => ({ value: c.id, label: c.course_name }));
  const assignees = [{ value: "none", label: "Nobody" }, ...staff.map((m) => ({ value: m.id, label: m.name }))];
  const rows: [string, string, string, string | null, string, Choice[]][] = [
    ["kind", "Kind", "Filter by kind", filter.kind, "All kinds", kinds],
    ["status", "Status", "Filter by status", filter.status, "All statuses", statuses],
    ["course", "Course", "Filter by course", filter.courseId, "All courses", courseChoices],
    ["assignee", "Assignee", "Filter by assignee", filter.assignee, "Anyone", assignees],
  ];
  return rows.map(([name, caption, label, value, all, options]) => ({ name, caption, label, value, all, options }));
}

/** Kind, status, course, assignee and "follow-up due" behind one disclosure (the search stays in front). */
function LeadFilters({
  filter,
  courses,
  staff,
}: {
  filter: ReturnType<typeof leadFilterFrom>;
  courses: { id: string; course_name: string }[];
  staff: { id: string; name: string }[];
}) {
  const active = [filter.kind, filter.status, filter.courseId, filter.assignee, filter.due || null].filter(Boolean).length;
  return (
    <FiltersDisclosure active={active} clearHref={filter.q ? `/admin/leads?${new URLSearchParams({ q: filter.q })}` : "/admin/leads"}>
      {leadFilters(filter, courses, staff).map(({ caption, ...select }) => (
        // The caption is a word of the select's accessible name ("Filter by kind"), as WCAG 2.5.3 asks.
        <div key={select.name} className="grid gap-1 text-sm">
          <label htmlFor={`lead-filter-${select.name}`} className="font-medium text-slate-700">
            {caption}
          </label>
          <FilterSelect {...select} id={`lead-filter-${select.name}`} className="w-full" />
        </div>
      ))}
      <label className="flex h-10 items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" name="due" value="1" defaultChecked={filter.due} className="size-4 accent-brand-700" />
        Follow-up due
      </label>
    </FiltersDisclosure>
  );
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { rows, page, filter, staff, courses, loadError } = loaderData;
  const [searchParams] = useSearchParams();
  const filtered = [...searchParams.keys()].some((k) => k !== "page");
  const exportLabel = filter.kind ? `Export ${LEAD_KIND_LABELS[filter.kind]} CSV` : "Export Contact CSV";

  return (
    <div>
      <PageHeader
        title="Leads"
        description={`Every admission enquiry, demo request, contact message and newsletter sign-up (${page?.total ?? 0})`}
        actions={
          <>
            <Link to="/admin/leads/follow-ups" className={buttonVariants({ variant: "default" })}>
              <BellRing aria-hidden="true" />
              Follow-ups
            </Link>
            <a href={exportHref(filter.kind, filter.q)} download className={buttonVariants({ variant: "outline" })}>
              <Download aria-hidden="true" />
              {exportLabel}
            </a>
            <Link to="/admin/leads/settings" className={buttonVariants({ variant: "outline" })}>
              <Settings2 aria-hidden="true" />
              Greetings and privacy
            </Link>
          </>
        }
      />
      <SearchForm
        placeholder="Search by name, phone, e-mail or ENQ- reference..."
        label="Search leads"
        className="relative mb-4"
        filters={<LeadFilters filter={filter} courses={courses} staff={staff} />}
      />
      <LoadError message={loadError} />
      <DataTable
        columns={leadColumns}
        rows={rows}
        rowKey={(r) => r.id}
        empty={filtered ? "No leads match your search." : "No leads yet."}
        page={page ?? undefined}
      />
    </div>
  );
}
