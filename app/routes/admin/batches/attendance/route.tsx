import { CalendarDays, ChevronLeft, ChevronRight, Table2 } from "lucide-react";
import { data, Link } from "react-router";
import { BackLink } from "#app/components/admin/back-link";
import { PageHeader } from "#app/components/admin/page-header";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { loadAttendancePage, runAttendanceSave } from "#app/features/attendance/attendance-page.server";
import { AttendanceSheet } from "#app/features/attendance/attendance-sheet";
import { redirectWithToast } from "#app/server/http/toast.server";
import { staffAndBatch } from "../staff-batch.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Attendance ${data?.batch.code ?? ""} | Admin` }];

export async function loader(args: Route.LoaderArgs) {
  const { staff, batch } = await staffAndBatch(args);
  return loadAttendancePage(staff, batch, new URL(args.request.url));
}

/**
 * Saves the day's sheet. Without JavaScript: a redirect back to the day with a toast. The
 * phone's sync (`js=1`) gets the page in place, so it can tell a stored save (200) from a
 * refusal (400) and from a session that ended (a redirect).
 */
export async function action(args: Route.ActionArgs) {
  const { staff, batch } = await staffAndBatch(args);
  const form = await args.request.formData();
  const answer = await runAttendanceSave(staff, batch, form);
  if (!answer.ok) return data(answer, { status: answer.status });
  if (form.get("js") === "1") return data(answer);
  const url = `/admin/batches/${batch.id}/attendance?date=${answer.day}`;
  return redirectWithToast(url, { title: "Attendance saved", type: "success" });
}

const dayFormat = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

type LoaderData = Route.ComponentProps["loaderData"];

/** Previous and next meeting days, the day shown, and a date field to jump (admins). */
function DayNavigation({ page, base }: { page: LoaderData; base: string }) {
  const relative = page.day === page.today ? "Today" : page.day === page.yesterday ? "Yesterday" : null;
  return (
    <nav aria-label="Days" className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <div className="flex items-center gap-2">
        {page.previous ? (
          <Link
            to={`${base}?date=${page.previous}`}
            className={buttonVariants({ variant: "outline", size: "icon" })}
            aria-label="Previous day"
          >
            <ChevronLeft aria-hidden="true" />
          </Link>
        ) : (
          <span className="size-10" aria-hidden="true" />
        )}
        <p
          className="flex min-w-44 items-center justify-center gap-1.5 text-base font-semibold text-slate-900"
          data-testid="attendance-day"
        >
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
          {dayLabel(page.day)}
          {relative ? <span className="rounded bg-brand-50 px-1.5 text-xs font-semibold text-brand-800">{relative}</span> : null}
        </p>
        {page.next ? (
          <Link to={`${base}?date=${page.next}`} className={buttonVariants({ variant: "outline", size: "icon" })} aria-label="Next day">
            <ChevronRight aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {page.trainer ? null : (
        <form method="get" className="flex items-center gap-2">
          <label htmlFor="attendance-date" className="sr-only">
            Go to a day
          </label>
          <Input
            id="attendance-date"
            type="date"
            name="date"
            defaultValue={page.day}
            min={page.batch.start_date}
            max={[page.today, page.batch.end_date].sort()[0]}
            className="h-10 w-40"
          />
          <Button type="submit" variant="outline">
            Go
          </Button>
        </form>
      )}
    </nav>
  );
}

export default function AttendancePage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const base = `/admin/batches/${page.batch.id}/attendance`;
  const refusal = actionData && !actionData.ok ? actionData.message : page.refusal;
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex items-start justify-between gap-3">
        <BackLink to={page.trainer ? "/admin/my-batches" : `/admin/batches/${page.batch.id}`}>
          {page.trainer ? "My batches" : "Batch"}
        </BackLink>
        <Link
          to={`/admin/batches/${page.batch.id}/register?month=${page.day.slice(0, 7)}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <Table2 className="size-4" aria-hidden="true" />
          Monthly register
        </Link>
      </div>
      <PageHeader title="Attendance" description={`${page.batch.code} · ${page.batch.course_name}`} className="mb-3" />
      <DayNavigation page={page} base={base} />
      {refusal ? (
        <p
          role="alert"
          data-attendance-refusal
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-destructive"
        >
          {refusal}
        </p>
      ) : null}
      {page.sheet && page.sheet.students.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-muted-foreground">
          No students are studying in this batch yet.
        </p>
      ) : null}
      {page.sheet && page.sheet.students.length > 0 ? (
        <AttendanceSheet batchId={page.batch.id} day={page.day} url={base} saved={page.sheet.saved} students={page.sheet.students} />
      ) : null}
    </div>
  );
}
