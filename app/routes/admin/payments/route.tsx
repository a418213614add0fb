import { Download } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { DataTable } from "#app/components/admin/data-table";
import { FilterSelect } from "#app/components/admin/filter-select";
import { FiltersDisclosure } from "#app/components/admin/filters-disclosure";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { SearchForm } from "#app/components/admin/search-form";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { listCourseChoices } from "#app/features/certificates/course-choices.server";
import { FeesPageWords } from "#app/features/fees/components/fees-admin-words";
import { paymentColumns } from "#app/features/fees/components/payment-columns";
import { ReportLangSwitch } from "#app/features/fees/components/report-lang-switch";
import { feesLangOf, feesTranslate } from "#app/features/fees/fees-words";
import { type PaymentFilter, paymentFilterFrom } from "#app/features/fees/reports/payment-filter";
import { listPayments, paymentRecorders } from "#app/features/fees/reports/payments-list.server";
import type { Lang } from "#app/i18n/lang";
import type { Translate } from "#app/i18n/translate";
import { PAYMENT_MODES } from "#app/lib/fee-vocabulary";
import { formatPaise } from "#app/lib/format";
import { parseListParams } from "#app/lib/list-params";
import { listOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: feesTranslate(data?.lang ?? "en")("fees.reports.paymentsTitle") }];

/** Every payment (issue 24 point 9), filtered in the address; its CSV is /admin/payments/export (same filters). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const url = new URL(request.url);
  const filter = paymentFilterFrom(url.searchParams);
  const list = parseListParams(url);
  const loaded = await listOrLoadError(
    "Failed to load payments",
    async () => {
      const [courses, staff, { rows, totalPaise, ...page }] = await Promise.all([
        listCourseChoices(),
        paymentRecorders(),
        listPayments(filter, list),
      ]);
      return { rows, page, totalPaise, courses, staff };
    },
    { rows: [], page: null, totalPaise: 0, courses: [], staff: [] },
  );
  return { filter, q: list.q, lang: feesLangOf(request.url), ...loaded };
}

type Choices = { courses: { id: string; course_name: string }[]; staff: { id: string; name: string }[] };

function PaymentFilters({ filter, courses, staff, t, lang }: { filter: PaymentFilter; t: Translate; lang: Lang } & Choices) {
  const active = [filter.from, filter.to, filter.mode, filter.courseId, filter.staffId].filter(Boolean).length;
  const selects = [
    {
      name: "mode",
      caption: t("fees.reports.mode"),
      label: t("fees.reports.filterMode"),
      value: filter.mode,
      all: t("fees.reports.allModes"),
      options: PAYMENT_MODES.map((m) => ({ value: m, label: t(`fees.modes.${m}`) })),
    },
    {
      name: "course",
      caption: t("fees.reports.course"),
      label: t("fees.reports.filterCourse"),
      value: filter.courseId,
      all: t("fees.reports.allCourses"),
      options: courses.map((c) => ({ value: c.id, label: c.course_name })),
    },
    {
      name: "staff",
      caption: t("fees.reports.recordedBy"),
      label: t("fees.reports.filterStaff"),
      value: filter.staffId,
      all: t("fees.reports.everyone"),
      options: staff.map((s) => ({ value: s.id, label: s.name })),
    },
  ];
  return (
    <FiltersDisclosure active={active} clearHref={`/admin/payments${lang === "hi" ? "?lang=hi" : ""}`}>
      {(["from", "to"] as const).map((name) => (
        <div key={name} className="grid gap-1 text-sm">
          <label htmlFor={`payment-filter-${name}`} className="font-medium text-slate-700">
            {name === "from" ? t("fees.reports.from") : t("fees.reports.to")}
          </label>
          <Input id={`payment-filter-${name}`} type="date" name={name} defaultValue={filter[name] ?? ""} className="h-10" />
        </div>
      ))}
      {selects.map(({ caption, ...select }) => (
        <div key={select.name} className="grid gap-1 text-sm">
          <label htmlFor={`payment-filter-${select.name}`} className="font-medium text-slate-700">
            {caption}
          </label>
          <FilterSelect {...select} id={`payment-filter-${select.name}`} className="w-full" />
        </div>
      ))}
    </FiltersDisclosure>
  );
}

export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  const { rows, page, totalPaise, filter, courses, staff, loadError, lang } = loaderData;
  const t = useMemo(() => feesTranslate(lang), [lang]);
  const columns = useMemo(() => paymentColumns(t, lang), [t, lang]);
  const [searchParams] = useSearchParams();
  const filtered = [...searchParams.keys()].some((k) => k !== "page" && k !== "lang");
  const csv = new URLSearchParams(searchParams);
  csv.delete("page");
  csv.delete("lang");
  const hiQuery = lang === "hi" ? "?lang=hi" : "";
  return (
    <FeesPageWords t={t} lang={lang}>
      <PageHeader
        title={t("fees.reports.payments")}
        description={t("fees.reports.paymentsSummary", { n: page?.total ?? 0, total: formatPaise(totalPaise) })}
        actions={
          <>
            <ReportLangSwitch lang={lang} t={t} />
            <Button asChild variant="outline" size="sm">
              <Link to={`/admin/fees/daily${hiQuery}`}>{t("fees.reports.daily")}</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={`/admin/fees/outstanding${hiQuery}`}>{t("fees.reports.outstanding")}</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={`/admin/payments/export?${csv}`} download>
                <Download aria-hidden="true" /> {t("fees.reports.csv")}
              </a>
            </Button>
          </>
        }
      />
      <SearchForm
        placeholder={t("fees.reports.searchPlaceholder")}
        label={t("fees.reports.searchLabel")}
        keep={["lang"]}
        className="relative mb-4"
        filters={<PaymentFilters filter={filter} courses={courses} staff={staff} t={t} lang={lang} />}
      />
      <LoadError message={loadError} />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty={filtered ? t("fees.reports.noMatch") : t("fees.reports.noPayments")}
        page={page ?? undefined}
      />
    </FeesPageWords>
  );
}
