import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { type DataColumn, DataTable } from "#app/components/admin/data-table";
import { FilterSelect } from "#app/components/admin/filter-select";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { adminPrintCss } from "#app/components/admin/print-css";
import { Badge } from "#app/components/ui/badge";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { listCourseChoices } from "#app/features/certificates/course-choices.server";
import { FeesPageWords } from "#app/features/fees/components/fees-admin-words";
import { ReportToolbar } from "#app/features/fees/components/report-toolbar";
import { feesLangOf, feesTranslate } from "#app/features/fees/fees-words";
import { outstandingDues, outstandingFilterFrom } from "#app/features/fees/reports/outstanding-dues.server";
import type { Lang } from "#app/i18n/lang";
import type { Translate } from "#app/i18n/translate";
import { formatCalendarDate, formatPaise } from "#app/lib/format";
import { indiaDate } from "#app/lib/india-time";
import { parseListParams } from "#app/lib/list-params";
import { listOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: feesTranslate(data?.lang ?? "en")("fees.reports.outstandingTitle") }];

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
  return { filter, lang: feesLangOf(request.url), ...loaded };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** The report's columns in the page's language (each student's page opens in it too). */
const outstandingColumns = (t: Translate, lang: Lang): DataColumn<Row>[] => [
  {
    header: t("fees.reports.student"),
    cell: ({ row: { original: r } }) => (
      <>
        <Link
          to={`/admin/students/${r.student_id}${lang === "hi" ? "?lang=hi" : ""}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
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
    header: t("fees.reports.batch"),
    cell: ({ row: { original: r } }) => (
      <>
        <div className="font-mono text-sm">{r.batch_code}</div>
        <div className="text-xs text-muted-foreground">{r.course_name}</div>
      </>
    ),
    meta: { cellClassName: "align-top" },
  },
  {
    header: t("fees.reports.owed"),
    cell: ({ row }) => <span className="font-semibold tabular-nums">{formatPaise(row.original.owed_paise)}</span>,
    meta: { cellClassName: "align-top whitespace-nowrap sm:text-right", headerClassName: "text-right" },
  },
  {
    header: t("fees.reports.oldestDue"),
    cell: ({ row: { original: r } }) => (
      <>
        <div>{formatCalendarDate(r.oldest_due, lang)}</div>
        <Badge variant={r.days_overdue > 0 ? (r.days_overdue > 30 ? "red" : "yellow") : "grey"}>
          {r.days_overdue > 0
            ? t("fees.reports.late", { bucket: t(`fees.reports.buckets.${r.bucket}`) })
            : t(`fees.reports.buckets.${r.bucket}`)}
        </Badge>
      </>
    ),
    meta: { cellClassName: "align-top whitespace-nowrap" },
  },
];

export default function OutstandingDuesPage({ loaderData }: Route.ComponentProps) {
  const { filter, courses, rows, owedPaise, page, loadError, lang } = loaderData;
  const t = useMemo(() => feesTranslate(lang), [lang]);
  const columns = useMemo(() => outstandingColumns(t, lang), [t, lang]);
  const [searchParams] = useSearchParams();
  const filtered = searchParams.has("course");
  return (
    <FeesPageWords t={t} lang={lang}>
      <style>{adminPrintCss("portrait")}</style>
      <PageHeader
        title={t("fees.reports.outstanding")}
        description={t("fees.reports.outstandingSummary", { n: page?.total ?? 0, owed: formatPaise(owedPaise) })}
        actions={
          <ReportToolbar lang={lang} t={t} submit={t("fees.reports.filter")}>
            <FilterSelect
              name="course"
              label={t("fees.reports.filterCourse")}
              value={filter.courseId}
              all={t("fees.reports.allCourses")}
              options={courses.map((c) => ({ value: c.id, label: c.course_name }))}
            />
          </ReportToolbar>
        }
      />
      <LoadError message={loadError} />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.student_id}
        empty={filtered ? t("fees.reports.nobodyOnCourse") : t("fees.reports.nobody")}
        page={page ?? undefined}
      />
    </FeesPageWords>
  );
}
