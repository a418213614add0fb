import { CalendarCheck, ClipboardList, MapPin, Table2, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { formatTimeRange } from "#app/features/batches";
import { BATCH_STATUS_LABELS, type BatchStatus } from "#app/lib/batch-vocabulary";
import { cn } from "#app/lib/utils";
import { dayStatus, daysLabel } from "./schedule";

type Row = {
  id: string;
  code: string;
  course: string;
  branch: string;
  start_date: string;
  end_date: string;
  days: number[];
  start_time: string;
  end_time: string;
  status: BatchStatus;
  studying: number;
};

const STATUS_BADGE: Record<BatchStatus, "green" | "blue" | "grey" | "yellow" | "red"> = {
  running: "green",
  open: "blue",
  planned: "yellow",
  completed: "grey",
  cancelled: "red",
};

/**
 * My batches: one card per batch, phone first (375 px): what it is, when it meets and whether
 * today, how many study in it, then the three pages a trainer works in, as large tap targets.
 */
export function MyBatchesList({ batches, today }: { batches: Row[]; today: string }) {
  if (batches.length === 0) {
    return (
      <p className="rounded-xl border border-dashed bg-white px-4 py-8 text-center text-sm text-muted-foreground">
        You teach no batches yet. When an admin makes you the trainer of a batch, it appears here.
      </p>
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Batches you teach">
      {batches.map((batch) => (
        <BatchCard key={batch.id} batch={batch} today={today} />
      ))}
    </ul>
  );
}

function BatchCard({ batch, today }: { batch: Row; today: string }) {
  const day = dayStatus(batch, today);
  const headingId = `batch-${batch.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-xs" aria-labelledby={headingId} data-testid="my-batch">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold leading-snug text-slate-900">
            {batch.course}
          </h2>
          <p className="font-mono text-xs text-muted-foreground">{batch.code}</p>
        </div>
        <Badge variant={STATUS_BADGE[batch.status]} className="shrink-0">
          {BATCH_STATUS_LABELS[batch.status]}
        </Badge>
      </div>
      <p
        className={cn(
          "rounded-md px-3 py-2 text-sm font-medium",
          day.today ? "bg-green-50 text-green-900 ring-1 ring-green-200" : "bg-slate-50 text-slate-700",
        )}
        data-testid="batch-day"
      >
        {day.label}
      </p>
      <dl className="grid gap-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Meets</dt>
          <CalendarCheck className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dd>
            {daysLabel(batch.days)} · {formatTimeRange(batch.start_time, batch.end_time)}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Branch</dt>
          <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dd>{batch.branch}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Students</dt>
          <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <dd>{batch.studying === 1 ? "1 student studying" : `${batch.studying.toLocaleString("en-IN")} students studying`}</dd>
        </div>
      </dl>
      {/* Attendance is the daily one: a full-width button for the thumb, the other two beside each other. */}
      <div className="grid grid-cols-2 gap-2">
        <Button asChild size="lg" className="col-span-2 h-12">
          <Link to={`/admin/batches/${batch.id}/attendance`} prefetch="intent" aria-describedby={headingId}>
            <CalendarCheck aria-hidden="true" />
            Attendance
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg" className="h-11 px-2 text-sm">
          <Link to={`/admin/batches/${batch.id}/tasks`} prefetch="intent" aria-describedby={headingId}>
            <ClipboardList aria-hidden="true" />
            Practical tasks
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg" className="h-11 px-2 text-sm">
          <Link to={`/admin/batches/${batch.id}/register`} prefetch="intent" aria-describedby={headingId}>
            <Table2 aria-hidden="true" />
            Register
          </Link>
        </Button>
      </div>
    </li>
  );
}
