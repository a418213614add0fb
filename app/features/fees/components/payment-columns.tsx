import { Link } from "react-router";
import type { DataColumn } from "#app/components/admin/data-table";
import type { Lang } from "#app/i18n/lang";
import type { Translate } from "#app/i18n/translate";
import { formatCalendarDate, formatPaise } from "#app/lib/format";
import type { PaymentRow } from "../reports/payments-list.server";

const link = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** The payments list's columns (cards on phones) in the page's language: each receipt opens its PDF, in that language. */
export function paymentColumns(t: Translate, lang: Lang): DataColumn<PaymentRow>[] {
  const hi = lang === "hi" ? "?lang=hi" : "";
  return [
    {
      header: t("fees.reports.receipt"),
      cell: ({ row: { original: p } }) => (
        <>
          <a href={`/admin/payments/${p.id}/receipt${hi}`} className={`${link} font-mono`}>
            {p.receipt_number}
          </a>
          <div className="text-xs text-muted-foreground">{formatCalendarDate(p.paid_on, lang)}</div>
        </>
      ),
      meta: { cellClassName: "align-top whitespace-nowrap" },
    },
    {
      header: t("fees.reports.student"),
      cell: ({ row: { original: p } }) => (
        <>
          <Link to={`/admin/students/${p.student_id}${hi}`} className={link}>
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
      header: t("fees.reports.mode"),
      cell: ({ row: { original: p } }) => (
        <>
          {t(`fees.modes.${p.mode}`)}
          {p.reference ? <div className="font-mono text-xs text-muted-foreground">{p.reference}</div> : null}
        </>
      ),
      meta: { cellClassName: "align-top" },
    },
    {
      header: t("fees.reports.amount"),
      cell: ({ row: { original: p } }) => (
        <>
          <span className="font-semibold tabular-nums">{formatPaise(p.amount_paise)}</span>
          {p.refunded_paise > 0 ? (
            <div className="text-xs text-red-700">{t("fees.reports.refundedOf", { amount: formatPaise(p.refunded_paise) })}</div>
          ) : null}
        </>
      ),
      meta: { cellClassName: "align-top whitespace-nowrap sm:text-right", headerClassName: "text-right" },
    },
    {
      header: t("fees.reports.recordedBy"),
      cell: ({ row }) => row.original.recorded_by ?? t("fees.byGateway"),
      meta: { cellClassName: "align-top" },
    },
  ];
}
