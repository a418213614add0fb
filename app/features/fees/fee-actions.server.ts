import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Admin } from "#app/features/accounts/index.server";
import type { Lang } from "#app/i18n/lang";
import { indiaDate } from "#app/lib/india-time";
import type { Refusal } from "#app/lib/refusal";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { refusalIn } from "./fee-refusal-words";
import { cancelDuesSchema, discountSchema, recordPaymentSchema, refundSchema } from "./fee-schemas";
import { feesTranslate } from "./fees-words";
import { giveDiscount } from "./give-discount.server";
import { recordPayment } from "./record-payment.server";
import { cancelRemainingDues, refundPayment } from "./refund-payment.server";

/** The fees forms' intents on the student page; other intents are the students feature's. */
export const FEES_INTENTS = ["pay", "discount", "refund", "cancel-dues"] as const;

export const isFeesIntent = (intent: unknown): intent is (typeof FEES_INTENTS)[number] =>
  (FEES_INTENTS as readonly unknown[]).includes(intent);

/** A refusal: 400 with Conform's reply (the model's reason under its field, or above the form) and an error toast. */
async function refuseForm(submission: Submission<unknown>, title: string, said?: Refusal, lang: Lang = "en") {
  const refused = said && refusalIn(said, lang, feesTranslate(lang));
  const reply = refused
    ? submission.reply(refused.field ? { fieldErrors: { [refused.field]: [refused.message] } } : { formErrors: [refused.message] })
    : submission.reply();
  const message = refused?.message ?? Object.values(reply.error ?? {}).find((m) => m?.length)?.[0] ?? "Please check the form";
  return refuse({ status: refused?.status ?? 400, title, description: message }, reply);
}

/**
 * The Fees section's posts (Record payment, a discount, a refund, cancelling the dues), each
 * parsed by its schema (400 and the messages under the fields) and done by the ledger's one
 * function for it; its refusals stand under the field they name. Success goes back to the
 * student page, in its language, with a toast.
 */
export async function runFeesIntent(formData: FormData, studentId: string, admin: Admin, lang: Lang) {
  const t = feesTranslate(lang);
  const back = `/admin/students/${studentId}${lang === "hi" ? "?lang=hi" : ""}`;
  switch (formData.get("intent")) {
    case "pay": {
      const submission = parseWithZod(formData, { schema: recordPaymentSchema(indiaDate(), t), disableAutoCoercion: true });
      if (submission.status !== "success") return refuseForm(submission, t("fees.pay.failed"));
      const { amount, paid_on, mode, reference, advance, note } = submission.value;
      const input = { studentId, amountPaise: amount, mode, paidOn: paid_on, reference, advance, note, recordedBy: admin.id };
      const result = await recordPayment(input);
      if (!result.ok) return refuseForm(submission, t("fees.pay.failed"), result, lang);
      return redirectWithToast(back, {
        title: t("fees.pay.done"),
        description: t("fees.pay.doneText", { number: result.receiptNumber }),
        type: "success",
      });
    }
    case "discount": {
      const submission = parseWithZod(formData, { schema: discountSchema(t), disableAutoCoercion: true });
      if (submission.status !== "success") return refuseForm(submission, t("fees.discountForm.failed"));
      const { due_id, amount, reason } = submission.value;
      const result = await giveDiscount(studentId, { dueId: due_id, amountPaise: amount, reason }, admin);
      if (!result.ok) return refuseForm(submission, t("fees.discountForm.failed"), result, lang);
      return redirectWithToast(back, { title: t("fees.discountForm.done"), description: result.dueLabel, type: "success" });
    }
    case "refund": {
      const submission = parseWithZod(formData, { schema: refundSchema(t), disableAutoCoercion: true });
      if (submission.status !== "success") return refuseForm(submission, t("fees.refundForm.failed"));
      const { payment_id, amount, reason, cancel_dues } = submission.value;
      const result = await refundPayment(studentId, { paymentId: payment_id, amountPaise: amount, reason, cancelDues: cancel_dues }, admin);
      if (!result.ok) return refuseForm(submission, t("fees.refundForm.failed"), result, lang);
      return redirectWithToast(back, { title: t("fees.refundForm.done", { number: result.creditNoteNumber }), type: "success" });
    }
    default: {
      const submission = parseWithZod(formData, { schema: cancelDuesSchema(t), disableAutoCoercion: true });
      if (submission.status !== "success") return refuseForm(submission, t("fees.cancelForm.failed"));
      const result = await cancelRemainingDues(studentId, submission.value.reason, admin);
      if (!result.ok) return refuseForm(submission, t("fees.cancelForm.failed"), result, lang);
      return redirectWithToast(back, { title: t("fees.cancelForm.done"), type: "success" });
    }
  }
}
