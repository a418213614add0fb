import { Link } from "react-router";
import type { DataColumn } from "#app/components/admin/data-table";
import { PAYMENT_MODE_LABELS } from "#app/lib/fee-vocabulary";
import { formatCalendarDate, formatPaise } from "#app/lib/format";
import type { PaymentRow } from "../reports/payments-list.server";

const link = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** The payments list's columns (cards on phones): each receipt opens its PDF. */
export const paymentColumns: DataColumn<PaymentRow>[] = [
  {
    header: "Receipt",
    cell: ({ row: { original: p } }) => (
      <>
        <a href={`/admin/payments/${p.id}/receipt`} className={`${link} font-mono`}>
          {p.receipt_number}
        </a>
        <div className="text-xs text-muted-foreground">{formatCalendarDate(p.paid_on)}</div>
      </>
    ),
    meta: { cellClassName: "align-top whitespace-nowrap" },
  },
  {
    header: "Student",
    cell: ({ row: { original: p } }) => (
      <>
        <Link to={`/admin/students/${p.student_id}`} className={link}>
          {p.student_name}
        </Link>
        <div className="text-xs text-muted-foreground">
          {p.course_name ?? ""} {p.batch_code ? `· ${p.batch_code}` : ""}
        </div>
      </>
    ),
    meta: { cellClassName: "align-top" },
  },
  {
    header: "Mode",
    cell: ({ row: { original: p } }) => (
      <>
        {PAYMENT_MODE_LABELS[p.mode]}
        {p.reference ? <div className="font-mono text-xs text-muted-foreground">{p.reference}</div> : null}
      </>
    ),
    meta: { cellClassName: "align-top" },
  },
  {
    header: "Amount",
    cell: ({ row: { original: p } }) => (
      <>
        <span className="font-semibold tabular-nums">{formatPaise(p.amount_paise)}</span>
        {p.refunded_paise > 0 ? <div className="text-xs text-red-700">Refunded {formatPaise(p.refunded_paise)}</div> : null}
      </>
    ),
    meta: { cellClassName: "align-top whitespace-nowrap" },
  },
  { header: "Recorded by", cell: ({ row }) => row.original.recorded_by ?? "Online (gateway)", meta: { cellClassName: "align-top" } },
];
