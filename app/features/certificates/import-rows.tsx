import { CheckCircle2 } from "lucide-react";
import { Badge } from "#app/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { formatCalendarDate } from "#app/lib/format";
import type { PlannedRow } from "./import-certificates.server";

/** The checked rows: cards on phones, a table from 768 px; a row with errors is marked red with each error. */
export function ImportRows({ rows }: { rows: PlannedRow[] }) {
  return (
    <>
      <ul className="divide-y border-t md:hidden" aria-label="Rows">
        {rows.map((row) => (
          <li key={row.line} className={row.errors.length ? "bg-red-50 p-4" : "p-4"}>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">Line {row.line}</span>
              <RowId row={row} />
            </p>
            <p className="font-semibold">{row.student_name || "—"}</p>
            <p className="text-sm">{row.course_name || "—"}</p>
            <p className="text-xs text-muted-foreground">
              {row.issue_date ? formatDateOrRaw(row.issue_date) : "—"} · {row.approved_by || "—"}
            </p>
            <RowStatus row={row} />
          </li>
        ))}
      </ul>
      <Table containerClassName="hidden rounded-none border-0 border-t md:block">
        <TableHeader>
          <TableRow>
            <TableHead>Line</TableHead>
            <TableHead>Certificate ID</TableHead>
            <TableHead>Student Name</TableHead>
            <TableHead>Course Name</TableHead>
            <TableHead>Issue Date</TableHead>
            <TableHead>Approved By</TableHead>
            <TableHead>Check</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line} className={row.errors.length ? "bg-red-50 hover:bg-red-50" : undefined}>
              <TableCell className="text-muted-foreground">{row.line}</TableCell>
              <TableCell className="whitespace-nowrap">
                <RowId row={row} />
              </TableCell>
              <TableCell className="max-w-44 break-words">{row.student_name}</TableCell>
              <TableCell className="max-w-48">
                {row.course_name}
                {row.course_id ? <span className="block text-xs text-muted-foreground">In the course list</span> : null}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateOrRaw(row.issue_date)}</TableCell>
              <TableCell className="max-w-36 break-words">{row.approved_by}</TableCell>
              <TableCell className="w-64">
                <RowStatus row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** A date the file spelled wrongly is shown as it was typed, next to its error. */
function formatDateOrRaw(value: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatCalendarDate(value) : value;
}

function RowId({ row }: { row: PlannedRow }) {
  if (row.certificate_id) return <span className="font-mono font-semibold text-brand-900">{row.certificate_id}</span>;
  if (row.assigned_id)
    return (
      <span>
        <span className="font-mono font-semibold text-brand-900">{row.assigned_id}</span>
        <span className="block text-xs text-muted-foreground">next in sequence</span>
      </span>
    );
  return <span className="text-muted-foreground">—</span>;
}

function RowStatus({ row }: { row: PlannedRow }) {
  if (row.errors.length === 0)
    return (
      <Badge variant="green" className="mt-1 gap-1">
        <CheckCircle2 className="size-3" aria-hidden="true" /> Ready
      </Badge>
    );
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-4 text-sm font-medium text-red-800 md:mt-0">
      {row.errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}
