import { AlertTriangle, CalendarCheck, ClipboardList, Table2 } from "lucide-react";
import { Link } from "react-router";
import type { DataColumn } from "#app/components/admin/data-table";
import { DataTable } from "#app/components/admin/data-table";
import { Badge } from "#app/components/ui/badge";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { STUDENT_STATUS_LABELS, type StudentStatus } from "#app/lib/batch-vocabulary";
import { SEAT_VARIANT, seatLabel } from "#app/lib/course-card-state";
import { seatsLeft } from "#app/lib/course-status";
import { formatCalendarDate } from "#app/lib/format";
import { BatchStatusBadge } from "./batch-columns";
import { formatTiming } from "./batch-format";
import type { BatchStudent, loadBatchPage } from "./batch-page.server";

type Page = NonNullable<Awaited<ReturnType<typeof loadBatchPage>>>;

/** The trainer's other batches at the same time: a standing warning, never a refusal. */
export function TrainerClashWarning({ clashes }: { clashes: Page["clashes"] }) {
  if (!clashes.length) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="trainer-clash"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p className="text-sm">
        <strong>Trainer clash:</strong> this batch's trainer also teaches{" "}
        {clashes.map((c, i) => (
          <span key={c.id}>
            {i ? ", " : null}
            <Link to={`/admin/batches/${c.id}`} className="font-mono font-semibold underline">
              {c.code}
            </Link>
          </span>
        ))}{" "}
        at the same time (overlapping dates, days and hours).
      </p>
    </div>
  );
}

/** The batch's facts: course, branch, dates, timing, trainer, seats, status. */
export function BatchDetails({ batch }: { batch: Page["batch"] }) {
  const seats = { is_active: true, max_students: batch.capacity, currently_enrolled: batch.admitted };
  const label = seatLabel(seats);
  const facts: [string, React.ReactNode][] = [
    ["Course", `${batch.course_name} (${batch.course_code})`],
    ["Branch", batch.branch],
    ["Dates", `${formatCalendarDate(batch.start_date)} – ${formatCalendarDate(batch.end_date)}`],
    ["Timing", formatTiming(batch)],
    ["Trainer", batch.trainer_name ?? "No trainer yet"],
    [
      "Seats",
      <span key="seats" className="flex flex-wrap items-center gap-2">
        <span data-testid="batch-seats">
          {batch.admitted}/{batch.capacity} admitted · {seatsLeft(seats)} left
        </span>
        <Badge variant={SEAT_VARIANT[label]}>{label}</Badge>
      </span>,
    ],
    ["Status", <BatchStatusBadge key="status" status={batch.status} />],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className="flex flex-col gap-0.5">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Where the day-to-day work of the batch happens (attendance, the register, practical tasks). */
export function BatchWorkLinks({ id }: { id: string }) {
  const links = [
    { to: `/admin/batches/${id}/attendance`, label: "Mark attendance", Icon: CalendarCheck },
    { to: `/admin/batches/${id}/register`, label: "Monthly register", Icon: Table2 },
    { to: `/admin/batches/${id}/tasks`, label: "Practical tasks", Icon: ClipboardList },
  ];
  return (
    <nav aria-label="Batch work" className="grid gap-2 sm:grid-cols-3">
      {links.map(({ to, label, Icon }) => (
        <Link key={to} to={to} className={buttonVariants({ variant: "outline", className: "h-12 justify-start" })}>
          <Icon aria-hidden="true" /> {label}
        </Link>
      ))}
    </nav>
  );
}

function studentColumns(tasksTotal: number, minAttendance: number): DataColumn<BatchStudent>[] {
  return [
    {
      header: "Student",
      cell: ({ row: { original: s } }) => (
        <>
          <Link to={`/admin/students/${s.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            {s.full_name}
          </Link>
          {s.status !== "studying" ? (
            <div className="text-xs text-muted-foreground">{STUDENT_STATUS_LABELS[s.status as StudentStatus] ?? s.status}</div>
          ) : null}
        </>
      ),
      meta: { wide: true },
    },
    { header: "Student No.", cell: ({ row }) => <span className="font-mono">{row.original.student_number}</span> },
    {
      header: "Attendance",
      cell: ({ row: { original: s } }) =>
        s.attendance === null ? (
          <span className="text-muted-foreground">No days marked</span>
        ) : (
          <span className={s.attendance < minAttendance ? "font-semibold text-red-700" : undefined}>
            {s.attendance}%{" "}
            <span className="text-xs text-muted-foreground">
              ({s.present}/{s.marked} days)
            </span>
          </span>
        ),
    },
    { header: "Tasks", cell: ({ row }) => `${row.original.tasksDone}/${tasksTotal}` },
    {
      header: "Certificate",
      cell: ({ row: { original: s } }) =>
        s.eligible ? <Badge variant="green">Eligible</Badge> : <Badge variant="grey">{s.reasons.join("; ")}</Badge>,
    },
  ];
}

/** The batch's students with their attendance %, tasks done and certificate eligibility. */
export function BatchStudents({ page }: { page: Page }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>Students ({page.students.length})</CardTitle>
        <p className="text-sm text-muted-foreground">
          Eligible for a certificate: attendance at least {page.minAttendance}% (Late counts as present) and all {page.tasksTotal} practical
          tasks signed off.
        </p>
      </CardHeader>
      <div className="p-3 sm:p-0">
        <DataTable
          columns={studentColumns(page.tasksTotal, page.minAttendance)}
          rows={page.students}
          rowKey={(s) => s.id}
          empty="No students yet"
        />
      </div>
    </Card>
  );
}
