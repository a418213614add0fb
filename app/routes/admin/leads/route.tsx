import { BellRing, Download, Settings2 } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { type DataColumn, DataTable } from "../../../components/admin/data-table";
import { LeadContactButtons, LeadKindBadge, LeadStatusBadge } from "../../../components/admin/lead-parts";
import { LoadError } from "../../../components/admin/load-error";
import { PageHeader } from "../../../components/admin/page-header";
import { SearchForm } from "../../../components/admin/search-form";
import { buttonVariants } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/input";
import { formatDateTime } from "../../../lib/admin-display";
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES } from "../../../lib/lead-desk";
import { parsePage } from "../../../lib/list-params";
import { logger } from "../../../server/logger.server";
import { listCourseChoices } from "../../../server/models/certificates-admin.server";
import { leadFilterFrom, listLeads } from "../../../server/models/lead-desk/inbox.server";
import { withContactLinks } from "../../../server/models/lead-desk/rows.server";
import { listAssignableStaff } from "../../../server/models/lead-desk/work.server";
import { currentAdmin } from "../../../server/permissions.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin" }];

// Read-only list (issue 10): the lead page (/admin/leads/{id}) is where a lead is worked.
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const params = new URL(request.url).searchParams;
  const filter = leadFilterFrom(params);
  const [staff, courses] = await Promise.all([listAssignableStaff(), listCourseChoices()]);
  try {
    const { rows, ...page } = await listLeads(filter, { page: parsePage(params.get("page")) });
    return { rows: await withContactLinks(rows), page, filter, staff, courses, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "leads load failed");
    return { rows: [], page: null, filter, staff, courses, loadError: "Failed to load leads" };
  }
}

type Row = Awaited<ReturnType<typeof withContactLinks>>[number];

export const leadColumns: DataColumn<Row>[] = [
  {
    header: "Name",
    cell: ({ row: { original: r } }) => (
      <>
        <Link to={`/admin/leads/${r.id}`} className="break-words font-medium text-brand-700 underline-offset-2 hover:underline">
          {r.name || r.email || "Unnamed"}
        </Link>
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
      <SearchForm placeholder="Search by name, phone, e-mail or ENQ- reference..." label="Search leads" className="mb-4 flex-wrap">
        <NativeSelect name="kind" defaultValue={filter.kind ?? ""} aria-label="Filter by kind" className="h-10 sm:w-40">
          <option value="">All kinds</option>
          {LEAD_KINDS.map((k) => (
            <option key={k} value={k}>
              {LEAD_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect name="status" defaultValue={filter.status ?? ""} aria-label="Filter by status" className="h-10 sm:w-44">
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect name="course" defaultValue={filter.courseId ?? ""} aria-label="Filter by course" className="h-10 sm:w-52">
          <option value="">All courses</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.course_name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect name="assignee" defaultValue={filter.assignee ?? ""} aria-label="Filter by assignee" className="h-10 sm:w-44">
          <option value="">Anyone</option>
          <option value="none">Nobody</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input type="checkbox" name="due" value="1" defaultChecked={filter.due} className="size-4 accent-brand-700" />
          Follow-up due
        </label>
      </SearchForm>
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
