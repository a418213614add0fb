import { Ban, Languages, Plus } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import { HindiFont } from "#app/components/hindi-font";
import { Badge } from "#app/components/ui/badge";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import type { Translate } from "#app/i18n/translate";
import type { DueStatus } from "#app/lib/fee-vocabulary";
import { formatCalendarDate, formatPaise } from "#app/lib/format";
import type { FeesSectionData } from "../fees-section.server";
import { feesTranslate } from "../fees-words";
import { feesHref } from "./fees-links";

export type FeesSectionDue = FeesSectionData["dues"][number];
export type FeesSectionPayment = FeesSectionData["payments"][number];

const STATUS_VARIANT: Record<DueStatus, "yellow" | "red" | "blue" | "green" | "grey"> = {
  due: "yellow",
  overdue: "red",
  part_paid: "blue",
  paid: "green",
  cancelled: "grey",
};

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

function DueStatusBadge({ status, t }: { status: DueStatus; t: Translate }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-status={status}>
      {t(`fees.statuses.${status}`)}
    </Badge>
  );
}

/** Total, paid, balance and advance credit: the figures staff look for first. */
function FeesSummary({ data, t }: { data: FeesSectionData; t: Translate }) {
  const figures = [
    { key: "total", label: t("fees.total"), value: data.totalPaise },
    { key: "paid", label: t("fees.paid"), value: data.paidPaise },
    { key: "balance", label: t("fees.balance"), value: data.balancePaise, strong: true },
    { key: "advance", label: t("fees.advance"), value: data.advancePaise },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((f) => (
        <div key={f.key} className={`rounded-lg border p-3 ${f.strong && f.value > 0 ? "border-amber-300 bg-amber-50" : "bg-slate-50"}`}>
          <dt className="text-xs text-muted-foreground">{f.label}</dt>
          <dd className="text-lg font-semibold tabular-nums text-slate-900" data-testid={`fees-${f.key}`}>
            {formatPaise(f.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One due: label, date, amount, discount, paid, status, and its actions. */
function DueItem({ due, data, t, options }: { due: FeesSectionDue; data: FeesSectionData; t: Translate; options?: ReactNode }) {
  const label = data.lang === "hi" && due.label_hi ? due.label_hi : due.label;
  const open = due.outstanding_paise > 0;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto]" data-testid="fee-due" data-due-id={due.id}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {label} <DueStatusBadge status={due.status} t={t} />
        </p>
        <p className="text-sm text-muted-foreground">
          {t("fees.dueDate")}: {formatCalendarDate(due.due_date, data.lang)}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm tabular-nums">
          <span>
            {t("fees.amount")}: {formatPaise(due.amount_paise)}
          </span>
          {due.discount_paise > 0 ? (
            <span>
              {t("fees.discount")}: {formatPaise(due.discount_paise)}
            </span>
          ) : null}
          <span>
            {t("fees.paid")}: {formatPaise(due.paid_paise)}
          </span>
          {open ? (
            <span className="font-semibold">
              {t("fees.balance")}: {formatPaise(due.outstanding_paise)}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:justify-end">
        {open ? (
          <Link
            to={feesHref(data.studentId, data.lang, { fees: "discount", due: due.id })}
            preventScrollReset
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t("fees.giveDiscount")}
          </Link>
        ) : null}
        {/* Slot: the online helper's DuePaymentOptions ({ due, link?, upi? }), passed in as `dueOptions`. */}
        {open ? options : null}
      </div>
    </li>
  );
}

/** One payment: receipt number, date, mode, reference, amount, who recorded it, its refunds. */
function PaymentItem({
  payment,
  data,
  t,
  actions,
}: {
  payment: FeesSectionPayment;
  data: FeesSectionData;
  t: Translate;
  actions?: ReactNode;
}) {
  const by = payment.recorded_by ? (data.recorders[payment.recorded_by] ?? "—") : t("fees.byGateway");
  const refundable = payment.amount_paise - payment.refunded_paise;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto]" data-testid="fee-payment" data-receipt={payment.receipt_number}>
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-mono font-medium text-slate-900">{payment.receipt_number}</span>
          <span className="text-base font-semibold tabular-nums">{formatPaise(payment.amount_paise)}</span>
        </p>
        <p className="text-muted-foreground">
          {formatCalendarDate(payment.paid_on, data.lang)} · {t(`fees.modes.${payment.mode}`)}
          {payment.reference ? ` · ${t("fees.reference")} ${payment.reference}` : ""}
        </p>
        <p className="text-muted-foreground">
          {t("fees.recordedBy")}: {by}
          {payment.advance_paise > 0 ? ` · ${t("fees.advanceOf", { amount: formatPaise(payment.advance_paise) })}` : ""}
          {payment.refunded_paise > 0 ? ` · ${t("fees.refundedOf", { amount: formatPaise(payment.refunded_paise) })}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:justify-end">
        {/* Slot: the receipts helper's ReceiptActions ({ paymentId, receiptNumber }), passed in as `paymentActions`. */}
        {actions}
        {data.isSuperAdmin && refundable > 0 ? (
          <Link
            to={feesHref(data.studentId, data.lang, { fees: "refund", payment: payment.id })}
            preventScrollReset
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t("fees.refund")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** The credit notes of the student's refunds. */
function RefundList({ data, t }: { data: FeesSectionData; t: Translate }) {
  if (data.refunds.length === 0) return null;
  return (
    <section aria-labelledby="fees-refunds" className="space-y-1">
      <h3 id="fees-refunds" className="text-sm font-semibold text-slate-900">
        {t("fees.refunds")}
      </h3>
      <ul className="divide-y text-sm">
        {data.refunds.map((r) => (
          <li key={r.id} className="py-2" data-testid="fee-refund">
            <span className="font-mono">{r.credit_note_number}</span> · {formatCalendarDate(r.refunded_on, data.lang)} ·{" "}
            <span className="font-semibold tabular-nums">{formatPaise(r.amount_paise)}</span> · {t("fees.reason")}: {r.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The admin student page's Fees section (issue 24): the summary, each due with its status and a
 * Discount link, the payments (newest first) and the refunds. Record payment and the other
 * dialogs open by the address (feesHref). The parts other helpers build come in as render props:
 * `paymentActions(payment)` for ReceiptActions beside each payment, `dueOptions(due)` for
 * DuePaymentOptions on each due that still owes.
 */
export function FeesSection({
  data,
  paymentActions,
  dueOptions,
}: {
  data: FeesSectionData;
  paymentActions?: (payment: FeesSectionPayment) => ReactNode;
  dueOptions?: (due: FeesSectionDue) => ReactNode;
}) {
  const t = useMemo(() => feesTranslate(data.lang), [data.lang]);
  const other = data.lang === "hi" ? "en" : "hi";
  return (
    <Card id="fees" role="region" aria-labelledby="fees-title" lang={data.lang === "hi" ? "hi" : undefined}>
      {/* The admin's pages carry no Devanagari font; the Hindi link (and ?lang=hi) need it. */}
      <HindiFont />
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle id="fees-title" className="text-base">
          {t("fees.title")}
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <Link to={`${feesHref(data.studentId, other)}#fees`} className={buttonVariants({ variant: "ghost", size: "sm" })} lang={other}>
            <Languages aria-hidden="true" /> {other === "hi" ? t("fees.readInHindi") : t("fees.readInEnglish")}
          </Link>
          <Link to={feesHref(data.studentId, data.lang, { fees: "pay" })} preventScrollReset className={buttonVariants({ size: "sm" })}>
            <Plus aria-hidden="true" /> {t("fees.recordPayment")}
          </Link>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <FeesSummary data={data} t={t} />
        <section aria-labelledby="fees-dues">
          <h3 id="fees-dues" className="text-sm font-semibold text-slate-900">
            {t("fees.dues")}
          </h3>
          {data.dues.length === 0 ? (
            <p className="py-2 text-sm text-muted-foreground">{t("fees.noDues")}</p>
          ) : (
            <ul className="divide-y">
              {data.dues.map((due) => (
                <DueItem key={due.id} due={due} data={data} t={t} options={dueOptions?.(due)} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="fees-payments">
          <h3 id="fees-payments" className="text-sm font-semibold text-slate-900">
            {t("fees.payments")}
          </h3>
          {data.payments.length === 0 ? (
            <p className="py-2 text-sm text-muted-foreground">{t("fees.noPayments")}</p>
          ) : (
            <ul className="divide-y">
              {data.payments.map((p) => (
                <PaymentItem key={p.id} payment={p} data={data} t={t} actions={paymentActions?.(p)} />
              ))}
            </ul>
          )}
        </section>
        <RefundList data={data} t={t} />
        {data.balancePaise > 0 ? (
          <Link to={feesHref(data.studentId, data.lang, { fees: "cancel" })} preventScrollReset className={linkClass}>
            <Ban aria-hidden="true" className="mr-1 inline size-4" />
            {t("fees.cancelDues")}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
