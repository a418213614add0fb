import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { DeleteRowForm } from "#app/components/admin/confirm-form";
import type { DataColumn } from "#app/components/admin/data-table";
import { RowLink } from "#app/components/admin/row-link";
import { Badge } from "#app/components/ui/badge";
import { BATCH_STATUS_LABELS, type BatchStatus } from "#app/lib/batch-vocabulary";
import { formatCalendarDate } from "#app/lib/format";
import { formatTiming } from "./batch-format";
import type { AdminBatch } from "./batches-admin.server";

const BATCH_STATUS_BADGE: Record<BatchStatus, "grey" | "green" | "blue" | "yellow" | "red"> = {
  planned: "grey",
  open: "green",
  running: "blue",
  completed: "yellow",
  cancelled: "red",
};

export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  return <Badge variant={BATCH_STATUS_BADGE[status]}>{BATCH_STATUS_LABELS[status]}</Badge>;
}

/** The delete question; a batch with students is refused by the server with the reason. */
export const deleteBatchQuestion = (code: string) => `Are you sure you want to delete batch ${code}? This action cannot be undone.`;

/** The list's columns: Batch (code, course), Timing, Trainer, Seats (admitted/capacity), Status, Actions. */
export function batchColumns(): DataColumn<AdminBatch>[] {
  return [
    {
      header: "Batch",
      cell: ({ row: { original: b } }) => (
        <>
          <Link to={`/admin/batches/${b.id}`} className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline">
            {b.code}
          </Link>
          <div className="text-xs text-muted-foreground">
            {b.course_name} · {b.branch}
          </div>
        </>
      ),
      meta: { cellClassName: "min-w-56", wide: true },
    },
    {
      header: "Timing",
      cell: ({ row: { original: b } }) => (
        <>
          <div className="sm:whitespace-nowrap">{formatTiming(b)}</div>
          <div className="text-xs text-muted-foreground">
            {formatCalendarDate(b.start_date)} – {formatCalendarDate(b.end_date)}
          </div>
        </>
      ),
      // On a phone the timing takes the card's width: it never runs into the trainer beside it.
      meta: { wide: true },
    },
    { header: "Trainer", cell: ({ row }) => row.original.trainer_name ?? <span className="text-muted-foreground">No trainer</span> },
    {
      header: "Seats",
      cell: ({ row: { original: b } }) => (
        <span className={b.admitted >= b.capacity ? "font-semibold text-red-700" : undefined} data-testid="batch-seats">
          {b.admitted}/{b.capacity}
        </span>
      ),
      meta: { cellClassName: "whitespace-nowrap" },
    },
    { header: "Status", cell: ({ row }) => <BatchStatusBadge status={row.original.status} /> },
    {
      header: "Actions",
      cell: ({ row: { original: b } }) => (
        <div className="flex justify-end gap-1">
          <RowLink to={`/admin/batches/${b.id}/edit`} label={`Edit batch ${b.code}`}>
            <Pencil aria-hidden="true" />
          </RowLink>
          <DeleteRowForm id={b.id} confirm={deleteBatchQuestion(b.code)} label={`Delete batch ${b.code}`} />
        </div>
      ),
      meta: { cellClassName: "text-right", headerClassName: "text-right" },
    },
  ];
}
