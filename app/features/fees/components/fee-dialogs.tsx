import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { SelectField, TextField } from "#app/components/form-fields";
import type { Translate } from "#app/i18n/translate";
import { COUNTER_MODES } from "#app/lib/fee-vocabulary";
import { formatCalendarDate, formatPaise } from "#app/lib/format";
import { cancelDuesSchema, discountSchema, FEE_TEXT_MAX, recordPaymentSchema, refundSchema } from "../fee-schemas";
import type { FeesSectionData } from "../fees-section.server";
import { feesTranslate } from "../fees-words";
import { FeesDialogFrame, TickField } from "./fee-dialog-frame";
import { feesHref } from "./fees-links";

type DialogProps = { data: FeesSectionData; studentName: string; lastResult?: SubmissionResult | null; t: Translate; back: string };

const reasonField = (t: Translate, meta: Parameters<typeof TextField>[0]["meta"], hint?: string) => (
  <TextField meta={meta} label={t("fees.reason")} rows={3} hint={hint} required input={{ maxLength: FEE_TEXT_MAX.reason }} />
);

/** Record payment (issue 24 point 3): mode, amount in rupees, date, reference (UTR), Advance, note. */
function RecordPaymentDialog({ data, studentName, lastResult, t, back }: DialogProps) {
  const schema = useMemo(() => recordPaymentSchema(data.today, t), [data.today, t]);
  return (
    <FeesDialogFrame
      intent="pay"
      schema={schema}
      defaultValue={{ mode: "cash", paid_on: data.today }}
      lastResult={lastResult}
      back={back}
      t={t}
      title={t("fees.pay.submit")}
      description={t("fees.pay.description", { name: studentName, balance: formatPaise(data.balancePaise) })}
      submit={t("fees.pay.submit")}
      pendingText={t("fees.pay.pending")}
    >
      {(fields) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              meta={fields.mode}
              label={t("fees.pay.mode")}
              empty={t("fees.pay.chooseMode")}
              options={COUNTER_MODES.map((mode) => ({ value: mode, label: t(`fees.modes.${mode}`) }))}
              required
            />
            <TextField meta={fields.paid_on} label={t("fees.pay.paidOn")} type="date" required input={{ max: data.today }} />
          </div>
          <TextField
            meta={fields.amount}
            label={t("fees.pay.amount")}
            hint={t("fees.pay.amountHint")}
            placeholder="12500"
            required
            input={{ inputMode: "decimal" }}
          />
          <TextField
            meta={fields.reference}
            label={t("fees.pay.reference")}
            hint={t("fees.pay.referenceHint")}
            input={{ maxLength: FEE_TEXT_MAX.reference }}
          />
          <TickField meta={fields.advance} label={t("fees.pay.advance")} hint={t("fees.pay.advanceHint")} />
          <TextField meta={fields.note} label={t("fees.pay.note")} rows={2} input={{ maxLength: FEE_TEXT_MAX.note }} />
        </>
      )}
    </FeesDialogFrame>
  );
}

function DiscountDialog({ data, lastResult, t, back, dueId }: DialogProps & { dueId: string }) {
  const due = data.dues.find((d) => d.id === dueId && d.outstanding_paise > 0);
  if (!due) return null;
  const label = data.lang === "hi" && due.label_hi ? due.label_hi : due.label;
  return (
    <FeesDialogFrame
      intent="discount"
      schema={discountSchema(t)}
      lastResult={lastResult}
      back={back}
      t={t}
      title={t("fees.discountForm.title", { due: label })}
      submit={t("fees.discountForm.submit")}
      pendingText={t("fees.discountForm.pending")}
    >
      {(fields) => (
        <>
          <input type="hidden" name="due_id" value={due.id} />
          <TextField
            meta={fields.amount}
            label={t("fees.discountForm.amount")}
            hint={t("fees.discountForm.hint", { owed: formatPaise(due.outstanding_paise), limit: formatPaise(data.discountLimitPaise) })}
            required
            input={{ inputMode: "decimal" }}
          />
          {reasonField(t, fields.reason, t("fees.discountForm.reasonHint"))}
        </>
      )}
    </FeesDialogFrame>
  );
}

function RefundDialog({ data, lastResult, t, back, paymentId }: DialogProps & { paymentId: string }) {
  const payment = data.payments.find((p) => p.id === paymentId);
  if (!payment || !data.isSuperAdmin) return null;
  const refundable = payment.amount_paise - payment.refunded_paise;
  return (
    <FeesDialogFrame
      intent="refund"
      schema={refundSchema(t)}
      lastResult={lastResult}
      back={back}
      t={t}
      destructive
      title={t("fees.refundForm.title", { receipt: payment.receipt_number })}
      description={t("fees.refundForm.description", {
        amount: formatPaise(payment.amount_paise),
        date: formatCalendarDate(payment.paid_on, data.lang),
        refundable: formatPaise(refundable),
      })}
      submit={t("fees.refundForm.submit")}
      pendingText={t("fees.refundForm.pending")}
    >
      {(fields) => (
        <>
          <input type="hidden" name="payment_id" value={payment.id} />
          <TextField
            meta={fields.amount}
            label={t("fees.refundForm.amount")}
            hint={t("fees.refundForm.hint")}
            required
            input={{ inputMode: "decimal" }}
          />
          {reasonField(t, fields.reason)}
          <TickField meta={fields.cancel_dues} label={t("fees.refundForm.cancelDues")} />
        </>
      )}
    </FeesDialogFrame>
  );
}

function CancelDuesDialog({ data, lastResult, t, back }: DialogProps) {
  return (
    <FeesDialogFrame
      intent="cancel-dues"
      schema={cancelDuesSchema(t)}
      lastResult={lastResult}
      back={back}
      t={t}
      destructive
      title={t("fees.cancelDues")}
      description={t("fees.cancelForm.description", { balance: formatPaise(data.balancePaise) })}
      submit={t("fees.cancelForm.submit")}
      pendingText={t("fees.cancelForm.pending")}
    >
      {(fields) => reasonField(t, fields.reason)}
    </FeesDialogFrame>
  );
}

/** The Fees dialog the address asks for (?fees=pay, discount, refund, cancel), over the student page. */
export function FeesDialogs({
  data,
  studentName,
  lastResult,
}: {
  data: FeesSectionData;
  studentName: string;
  lastResult?: SubmissionResult | null;
}) {
  const t = useMemo(() => feesTranslate(data.lang), [data.lang]);
  const dialog = data.dialog;
  if (!dialog) return null;
  const props = { data, studentName, lastResult, t, back: feesHref(data.studentId, data.lang) };
  switch (dialog.kind) {
    case "pay":
      return <RecordPaymentDialog {...props} />;
    case "discount":
      return <DiscountDialog {...props} dueId={dialog.dueId} />;
    case "refund":
      return <RefundDialog {...props} paymentId={dialog.paymentId} />;
    default:
      return <CancelDuesDialog {...props} />;
  }
}
