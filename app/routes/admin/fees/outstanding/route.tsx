import { Link, useSearchParams } from "react-router";
import { type DataColumn, DataTable } from "#app/components/admin/data-table";
import { FilterSelect } from "#app/components/admin/filter-select";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { adminPrintCss } from "#app/components/admin/print-css";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { listCourseChoices } from "#app/features/certificates/course-choices.server";
import { outstandingDues, outstandingFilterFrom } from "#app/features/fees/reports/outstanding-dues.server";
import { OVERDUE_BUCKET_LABELS } from "#app/features/fees/reports/overdue-buckets";
import { formatCalendarDate, formatPaise } from "#app/lib/format";
import { indiaDate } from "#app/lib/india-time";
import { parseListParams } from "#app/lib/list-params";
import { listOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Outstanding dues | Admin" }];

/** Who owes what and how late (issue 24 point 9), most overdue first; filter by course. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const url = new URL(request.url);
  const filter = outstandingFilterFrom(url.searchParams);
  const loaded = await listOrLoadError(
    "Failed to load outstanding dues",
    async () => {
      const [courses, result] = await Promise.all([listCourseChoices(), outstandingDues(filter, parseListParams(url), indiaDate())]);
      const { rows, owedPaise, ...page } = result;
      return { courses, rows, owedPaise, page };
    },
    { courses: [], rows: [], owedPaise: 0, page: null },
  );
  return { filter, ...loaded };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: DataColumn<Row>[] = [
  {
    header: "Student",
    cell: ({ row: { original: r } }) => (
      <>
        <Link to={`/admin/students/${r.student_id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {r.student_name}
        </Link>
        <div className="text-xs text-muted-foreground">
          {r.student_number} · {r.phone}
        </div>
      </>
    ),
    meta: { cellClassName: "align-top" },
  },
  {
    header: "Batch",
    cell: ({ row: { original: r } }) => (
      <>
        <div className="font-mono text-sm">{r.batch_code}</div>
        <div className="text-xs text-muted-foreground">{r.course_name}</div>
      </>
    ),
    meta: { cellClassName: "align-top" },
  },
  {
    header: "Owed",
    cell: ({ row }) => <span className="font-semibold tabular-nums">{formatPaise(row.original.owed_paise)}</span>,
    meta: { cellClassName: "align-top whitespace-nowrap" },
  },
  {
    header: "Oldest due",
    cell: ({ row: { original: r } }) => (
      <>
        <div>{formatCalendarDate(r.oldest_due)}</div>
        <Badge variant={r.days_overdue > 0 ? (r.days_overdue > 30 ? "red" : "yellow") : "grey"}>
          {r.days_overdue > 0 ? `${OVERDUE_BUCKET_LABELS[r.bucket]} late` : OVERDUE_BUCKET_LABELS[r.bucket]}
        </Badge>
      </>
    ),
    meta: { cellClassName: "align-top whitespace-nowrap" },
  },
];

export default function OutstandingDuesPage({ loaderData }: Route.ComponentProps) {
  const { filter, courses, rows, owedPaise, page, loadError } = loaderData;
  const [searchParams] = useSearchParams();
  const filtered = searchParams.has("course");
  return (
    <div>
      <style>{adminPrintCss("portrait")}</style>
      <PageHeader
        title="Outstanding dues"
        description={`${page?.total ?? 0} students owe ${formatPaise(owedPaise)}`}
        actions={
          <div data-print="hide" className="flex flex-wrap gap-2">
            <form method="get" className="flex gap-2">
              <FilterSelect
                name="course"
                label="Filter by course"
                value={filter.courseId}
                all="All courses"
                options={courses.map((c) => ({ value: c.id, label: c.course_name }))}
              />
              <Button type="submit" size="sm" variant="outline">
                Filter
              </Button>
            </form>
            <Button type="button" size="sm" onClick={() => window.print()}>
              Print
            </Button>
          </div>
        }
      />
      <LoadError message={loadError} />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.student_id}
        empty={filtered ? "Nobody on this course owes anything." : "Nobody owes anything."}
        page={page ?? undefined}
      />
    </div>
  );
}
