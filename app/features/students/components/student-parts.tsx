import { Link } from "react-router";
import type { DataColumn } from "#app/components/admin/data-table";
import { Badge } from "#app/components/ui/badge";
import { STUDENT_STATUS_LABELS, type StudentStatus } from "#app/lib/batch-vocabulary";
import { formatCalendarDate } from "#app/lib/format";
import type { StudentRow } from "../list-students.server";

const STATUS_VARIANT = { studying: "green", completed: "blue", dropped_out: "grey" } as const;

export function StudentStatusBadge({ status }: { status: StudentStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STUDENT_STATUS_LABELS[status]}</Badge>;
}

/** The students list's columns (cards on phones). */
export const studentColumns: DataColumn<StudentRow>[] = [
  {
    header: "Student",
    cell: ({ row: { original: s } }) => (
      <>
        <Link to={`/admin/students/${s.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {s.full_name}
        </Link>
        <div className="font-mono text-xs text-muted-foreground">{s.student_number}</div>
      </>
    ),
    meta: { cellClassName: "align-top" },
  },
  { header: "Phone", cell: ({ row }) => row.original.phone, meta: { cellClassName: "whitespace-nowrap align-top" } },
  {
    header: "Batch",
    cell: ({ row: { original: s } }) => (
      <>
        <div className="font-mono text-sm">{s.batch_code}</div>
        <div className="text-xs text-muted-foreground">{s.course_name}</div>
      </>
    ),
    meta: { cellClassName: "align-top" },
  },
  { header: "Status", cell: ({ row }) => <StudentStatusBadge status={row.original.status} />, meta: { cellClassName: "align-top" } },
  {
    header: "Admitted",
    cell: ({ row }) => formatCalendarDate(row.original.admitted_on),
    meta: { cellClassName: "whitespace-nowrap align-top" },
  },
];
