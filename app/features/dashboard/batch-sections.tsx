import { AlertTriangle, ArrowRight, CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader } from "#app/components/ui/card";
import { formatTimeRange } from "#app/features/batches";
import type { batchesMeetingToday, studentsAtRisk } from "#app/features/teaching/index.server";

type TodayBatch = Awaited<ReturnType<typeof batchesMeetingToday>>[number];
type AtRisk = Awaited<ReturnType<typeof studentsAtRisk>>;

/**
 * Today's batches (decision 037): each batch meeting today in India with who is absent, or
 * that attendance is not marked yet. In the Today section under the lead tiles: on a phone, leads come first.
 */
export function BatchesToday({ batches }: { batches: TodayBatch[] }) {
  return (
    <Card className="gap-0" data-testid="batches-today">
      <CardHeader className="flex flex-row items-center gap-2 p-5 pb-3">
        <CalendarCheck className="size-5 text-brand-700" aria-hidden="true" />
        <h3 className="text-base font-semibold leading-tight text-slate-900">Batches today</h3>
      </CardHeader>
      <CardContent className="p-5 pt-0">
        {batches.length === 0 ? (
          <p className="text-sm text-muted-foreground">No batch meets today.</p>
        ) : (
          <ul className="divide-y">
            {batches.map((batch) => (
              <li key={batch.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0" data-testid="batch-today">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link
                    to={`/admin/batches/${batch.id}/attendance`}
                    prefetch="intent"
                    className="font-semibold text-slate-900 underline-offset-4 hover:underline"
                  >
                    {batch.course} <span className="font-mono text-xs font-normal text-muted-foreground">{batch.code}</span>
                  </Link>
                  <span className="text-sm tabular-nums text-slate-700">{formatTimeRange(batch.start_time, batch.end_time)}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  {batch.branch}
                  {batch.trainer ? ` · ${batch.trainer}` : ""}
                </p>
                <AbsentLine batch={batch} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AbsentLine({ batch }: { batch: TodayBatch }) {
  if (batch.marked === 0) return <p className="text-sm font-medium text-amber-800">Attendance not marked yet</p>;
  if (batch.absent.length === 0) return <p className="text-sm text-green-800">Everyone present</p>;
  return (
    <p className="text-sm text-slate-800">
      <span className="font-medium text-red-800">Absent ({batch.absent.length}):</span> {batch.absent.map((s) => s.name).join(", ")}
    </p>
  );
}

/** Studying students under the certificate's attendance minimum, lowest first, each a link to their page. */
export function StudentsAtRisk({ atRisk }: { atRisk: AtRisk }) {
  const { students, total, minimum } = atRisk;
  return (
    <Card className="gap-0" data-testid="students-at-risk">
      <CardHeader className="flex flex-row items-center gap-2 p-5 pb-3">
        <AlertTriangle className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0">
          <h3 className="text-base font-semibold leading-tight text-slate-900">Students at risk</h3>
          <p className="text-xs text-muted-foreground">Attendance under {minimum}%, the certificate's minimum</p>
        </div>
      </CardHeader>
      <CardContent className="p-5 pt-0">
        {students.length === 0 ? (
          <p className="text-sm text-muted-foreground">No student is under the minimum attendance.</p>
        ) : (
          <ul className="divide-y">
            {students.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/admin/students/${s.id}`}
                  prefetch="intent"
                  className="group flex items-center gap-3 py-2.5 text-sm hover:bg-brand-50/40"
                  data-testid="student-at-risk"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{s.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {s.student_number} · {s.batch} · {s.attended} of {s.marked} days
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums text-red-800">{s.percent}%</span>
                  <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        {total > students.length ? (
          <p className="mt-2 text-xs text-muted-foreground">
            The {students.length} lowest of {total.toLocaleString("en-IN")} shown.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
