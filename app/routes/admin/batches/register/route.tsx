import { ChevronLeft, ChevronRight, Download, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { adminPrintCss } from "#app/components/admin/print-css";
import { buttonVariants } from "#app/components/ui/button";
import { formatMonth } from "#app/features/attendance/attendance-days";
import { PrintButton, RegisterGrid } from "#app/features/attendance/register-grid";
import { loadRegisterPage } from "#app/features/attendance/register-page.server";
import { staffAndBatch } from "../staff-batch.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Register ${data?.batch.code ?? ""} | Admin` }];

export async function loader(args: Route.LoaderArgs) {
  const { batch } = await staffAndBatch(args);
  return loadRegisterPage(batch, new URL(args.request.url));
}

/** Printed: only the register, on a landscape sheet. */
const PRINT_CSS = adminPrintCss("landscape");

export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const base = `/admin/batches/${page.batch.id}/register`;
  return (
    <div>
      <style>{PRINT_CSS}</style>
      <div data-print="hide">
        <BackLink to={`/admin/batches/${page.batch.id}/attendance`}>Attendance</BackLink>
      </div>
      <PageHeader
        title={`Attendance register: ${formatMonth(page.month)}`}
        description={`${page.batch.code} · ${page.batch.course_name} · P present, L late, A absent; late counts as present`}
        actions={
          <div data-print="hide" className="flex flex-wrap gap-2">
            <a href={`${base}.csv?month=${page.month}`} className={buttonVariants({ variant: "outline", size: "sm" })} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
            <PrintButton />
          </div>
        }
      />
      <nav aria-label="Months" className="mb-4 flex flex-wrap items-center gap-2" data-print="hide">
        {page.previous ? (
          <Link to={`${base}?month=${page.previous}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <ChevronLeft aria-hidden="true" />
            {formatMonth(page.previous)}
          </Link>
        ) : null}
        {page.next ? (
          <Link to={`${base}?month=${page.next}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {formatMonth(page.next)}
            <ChevronRight aria-hidden="true" />
          </Link>
        ) : null}
      </nav>
      {page.refusal ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-destructive">
          {page.refusal}
        </p>
      ) : null}
      {page.register && page.register.days.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-muted-foreground">
          <ListChecks className="mx-auto mb-2 size-5" aria-hidden="true" />
          The batch does not meet in {formatMonth(page.month)}.
        </p>
      ) : null}
      {page.register && page.register.days.length > 0 ? <RegisterGrid register={page.register} minimum={page.minimum} /> : null}
    </div>
  );
}
