import { Eye } from "lucide-react";
import { useFetcher } from "react-router";
import type { DataColumn } from "#app/components/admin/data-table";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { NativeSelect } from "#app/components/ui/input";
import { capitalize, formatDate, inquiryStatusLabel, inquiryStatusVariant } from "#app/lib/admin-display";
import { INQUIRY_STATUSES } from "#app/lib/domain";
// A type-only import: the model (a .server module) never reaches the browser bundle.
import type { AdminInquiry } from "./inquiries-admin.server";

export type InquiryRow = AdminInquiry;

/** The spec's columns; `onView` opens the details dialog for a row. */
export function inquiryColumns(onView: (row: InquiryRow) => void): DataColumn<InquiryRow>[] {
  return [
    { header: "Name", cell: ({ row }) => row.original.full_name, meta: { cellClassName: "font-medium" } },
    {
      header: "Course",
      cell: ({ row: { original: r } }) =>
        r.course_name ? (
          <>
            <div>{r.course_name}</div>
            <div className="text-xs text-muted-foreground">{r.course_code}</div>
          </>
        ) : (
          <span className="text-muted-foreground">No course</span>
        ),
    },
    {
      header: "Contact",
      cell: ({ row: { original: r } }) => (
        <>
          <div className="max-w-48 truncate" title={r.email}>
            {r.email}
          </div>
          <div className="text-xs text-muted-foreground">{r.phone}</div>
        </>
      ),
    },
    { header: "Submitted", cell: ({ row }) => formatDate(row.original.created_at), meta: { cellClassName: "whitespace-nowrap" } },
    {
      header: "Status",
      cell: ({ row: { original: r } }) => (
        <Badge variant={inquiryStatusVariant(r.status)} data-status={r.status}>
          {inquiryStatusLabel(r.status)}
        </Badge>
      ),
    },
    {
      header: "Actions",
      cell: ({ row: { original: r } }) => (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => onView(r)} aria-label={`View Details for ${r.full_name}`}>
            <Eye aria-hidden="true" />
            View Details
          </Button>
          <StatusSelect inquiry={r} />
        </div>
      ),
      meta: { wide: true },
    },
  ];
}

/** The status dropdown: submits on change with JavaScript; without it, an Update button posts the form. */
function StatusSelect({ inquiry }: { inquiry: Pick<InquiryRow, "id" | "full_name" | "status"> }) {
  const fetcher = useFetcher();
  const pending = fetcher.state !== "idle";
  const shown = pending ? String(fetcher.formData?.get("status") ?? inquiry.status) : inquiry.status;
  return (
    <fetcher.Form method="post" className="flex items-center gap-1">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={inquiry.id} />
      <NativeSelect
        name="status"
        value={shown}
        aria-label={`Status for ${inquiry.full_name}`}
        className="h-9 w-[8.5rem] py-1 pr-7 text-sm"
        disabled={pending}
        onChange={(event) => fetcher.submit(event.currentTarget.form, { method: "post", preventScrollReset: true })}
      >
        {INQUIRY_STATUSES.includes(inquiry.status as never) ? null : (
          <option value={inquiry.status}>{inquiryStatusLabel(inquiry.status)}</option>
        )}
        {INQUIRY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {capitalize(s)}
          </option>
        ))}
      </NativeSelect>
      <noscript>
        <Button type="submit" size="sm" variant="secondary">
          Update
        </Button>
      </noscript>
    </fetcher.Form>
  );
}
