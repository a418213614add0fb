import { getSiteSettings } from "#app/features/settings/index.server";
import { formatDay, formatInstant } from "#app/i18n/format";
import { translatorFor } from "#app/i18n/i18n";
import type { Lang } from "#app/i18n/lang";
import { formatPaise } from "#app/lib/format";
import { receiptCodeMatches } from "./receipt-code.server";
import { type ReceiptRecord, receiptRecordByNumber } from "./receipt-record.server";
import { maskName, normalizeReceiptNumber, type ReceiptCheck, type ReceiptView } from "./receipt-view";

/**
 * The public verify page's answer for a number and the code a copy brought (decision
 * 045-public-receipt-page): without a code, only that the number is on record; with
 * the receipt's own code, its details (the name masked); with another code, a refusal.
 */
export async function checkReceipt(numberText: string, codeText: string | null, lang: Lang, now = new Date()): Promise<ReceiptCheck> {
  const number = normalizeReceiptNumber(numberText);
  const shown = number || numberText.trim().slice(0, 40);
  const record = number ? await receiptRecordByNumber(number) : null;
  if (!record) return { status: "not-found", number: shown };
  if (!codeText?.trim()) return { status: "code-needed", number: record.receiptNumber };
  if (!(await receiptCodeMatches(record, codeText))) return { status: "tampered", number: record.receiptNumber };
  return { status: "genuine", number: record.receiptNumber, view: await publicView(record, lang, now) };
}

async function publicView(record: ReceiptRecord, lang: Lang, now: Date): Promise<ReceiptView> {
  const t = translatorFor(lang);
  const refundedPaise = record.refunds.reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    number: record.receiptNumber,
    date: formatDay(record.paidOn, lang),
    amount: formatPaise(record.amountPaise),
    student: maskName(record.student.name),
    course: record.course ? (lang === "hi" && record.course.nameHi) || record.course.name : "",
    institute: (await getSiteSettings()).site_name,
    checkedAt: t("receipt.page.moment", formatInstant(now, lang)),
    refunded: refundedPaise
      ? { amount: formatPaise(refundedPaise), numbers: record.refunds.map((r) => r.creditNoteNumber).join(", ") }
      : null,
  };
}
