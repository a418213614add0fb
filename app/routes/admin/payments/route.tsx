import { Download } from "lucide-react";
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
import { paymentColumns } from "#app/features/fees/components/payment-columns";
import { type PaymentFilter, paymentFilterFrom } from "#app/features/fees/reports/payment-filter";
import { listPayments, paymentRecorders } from "#app/features/fees/reports/payments-list.server";
import { PAYMENT_MODE_LABELS, PAYMENT_MODES } from "#app/lib/fee-vocabulary";
import { formatPaise } from "#app/lib/format";
import { parseListParams } from "#app/lib/list-params";
import { listOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Payments | Admin" }];

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
  return { filter, q: list.q, ...loaded };
}

type Choices = { courses: { id: string; course_name: string }[]; staff: { id: string; name: string }[] };

function PaymentFilters({ filter, courses, staff }: { filter: PaymentFilter } & Choices) {
  const active = [filter.from, filter.to, filter.mode, filter.courseId, filter.staffId].filter(Boolean).length;
  const selects = [
    {
      name: "mode",
      caption: "Mode",
      value: filter.mode,
      all: "All modes",
      options: PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m] })),
    },
    {
      name: "course",
      caption: "Course",
      value: filter.courseId,
      all: "All courses",
      options: courses.map((c) => ({ value: c.id, label: c.course_name })),
    },
    {
      name: "staff",
      caption: "Recorded by",
      value: filter.staffId,
      all: "Everyone",
      options: staff.map((s) => ({ value: s.id, label: s.name })),
    },
  ];
  return (
    <FiltersDisclosure active={active} clearHref="/admin/payments">
      {(["from", "to"] as const).map((name) => (
        <div key={name} className="grid gap-1 text-sm">
          <label htmlFor={`payment-filter-${name}`} className="font-medium text-slate-700">
            {name === "from" ? "From" : "To"}
          </label>
          <Input id={`payment-filter-${name}`} type="date" name={name} defaultValue={filter[name] ?? ""} className="h-10" />
        </div>
      ))}
      {selects.map(({ caption, ...select }) => (
        <div key={select.name} className="grid gap-1 text-sm">
          <label htmlFor={`payment-filter-${select.name}`} className="font-medium text-slate-700">
            {caption}
          </label>
          <FilterSelect {...select} label={`Filter by ${caption.toLowerCase()}`} id={`payment-filter-${select.name}`} className="w-full" />
        </div>
      ))}
    </FiltersDisclosure>
  );
}

export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  const { rows, page, totalPaise, filter, courses, staff, loadError } = loaderData;
  const [searchParams] = useSearchParams();
  const filtered = [...searchParams.keys()].some((k) => k !== "page");
  const csv = new URLSearchParams(searchParams);
  csv.delete("page");
  return (
    <div>
      <PageHeader
        title="Payments"
        description={`${page?.total ?? 0} payments · ${formatPaise(totalPaise)} net of refunds`}
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/fees/daily">Daily collection</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/fees/outstanding">Outstanding dues</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={`/admin/payments/export?${csv}`} download>
                <Download aria-hidden="true" /> CSV
              </a>
            </Button>
          </>
        }
      />
      <SearchForm
        placeholder="Search by receipt, student, phone or reference..."
        label="Search payments"
        className="relative mb-4"
        filters={<PaymentFilters filter={filter} courses={courses} staff={staff} />}
      />
      <LoadError message={loadError} />
      <DataTable
        columns={paymentColumns}
        rows={rows}
        rowKey={(r) => r.id}
        empty={filtered ? "No payments match your search." : "No payments yet. Record one from a student's page."}
        page={page ?? undefined}
      />
    </div>
  );
}
