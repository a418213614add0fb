import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { DeleteRowForm } from "#app/components/admin/confirm-form";
import type { DataColumn } from "#app/components/admin/data-table";
import { Badge } from "#app/components/ui/badge";
import { buttonVariants } from "#app/components/ui/button";
import { courseDisplayStatus, courseTypeLabel, enrolledCount } from "#app/lib/course-status";
import { formatRupees } from "#app/lib/format";
import type { AdminCourse } from "./courses-admin.server";

const STATUS_BADGE = { Active: "green", Upcoming: "blue", Completed: "grey", Inactive: "red" } as const;

/** The spec's delete question, exactly (spec 2, Admin courses). */
const deleteCourseQuestion = (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`;

function RowActions({ course, search }: { course: AdminCourse; search: string }) {
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={`/admin/courses/${course.id}/edit${search}`}
        preventScrollReset
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label={`Edit ${course.course_name}`}
      >
        <Pencil aria-hidden="true" />
      </Link>
      <DeleteRowForm id={course.id} confirm={deleteCourseQuestion(course.course_name)} label={`Delete ${course.course_name}`} />
    </div>
  );
}

const weeks = (n: number) => `${n} ${n === 1 ? "week" : "weeks"}`;

/** The spec's columns: Course (name, code, instructor), Type, Duration, Fee, Enrollment, Status, Actions. */
export function courseColumns(search: string): DataColumn<AdminCourse>[] {
  return [
    {
      header: "Course",
      cell: ({ row: { original: c } }) => (
        <>
          <div className="font-semibold text-slate-900">{c.course_name}</div>
          <div className="text-xs text-muted-foreground">
            <span className="font-mono">{c.course_code}</span>
            {c.instructor_name ? <> · {c.instructor_name}</> : null}
          </div>
        </>
      ),
      meta: { cellClassName: "min-w-56", wide: true },
    },
    { header: "Type", cell: ({ row }) => courseTypeLabel(row.original.course_type), meta: { cellClassName: "whitespace-nowrap" } },
    { header: "Duration", cell: ({ row }) => weeks(row.original.duration_weeks), meta: { cellClassName: "whitespace-nowrap" } },
    { header: "Fee", cell: ({ row }) => formatRupees(row.original.fee_amount), meta: { cellClassName: "whitespace-nowrap" } },
    {
      header: "Enrollment",
      cell: ({ row }) => `${enrolledCount(row.original)}/${row.original.max_students}`,
      meta: { cellClassName: "whitespace-nowrap" },
    },
    {
      header: "Status",
      cell: ({ row }) => {
        const status = courseDisplayStatus(row.original);
        return <Badge variant={STATUS_BADGE[status]}>{status}</Badge>;
      },
    },
    {
      header: "Actions",
      cell: ({ row }) => <RowActions course={row.original} search={search} />,
      meta: { cellClassName: "text-right", headerClassName: "text-right" },
    },
  ];
}
