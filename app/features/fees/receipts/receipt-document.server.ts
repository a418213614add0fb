import { groupedVerificationCode, parseVerificationCode } from "#app/features/certificates/index";
import { amountInWords } from "#app/features/fees/amount-in-words";
import type { FeeSettings } from "#app/features/fees/fee-settings.server";
import { formatDay } from "#app/i18n/format";
import { translatorFor } from "#app/i18n/i18n";
import { type Lang, localePath } from "#app/i18n/lang";
import { formatPaise } from "#app/lib/format";
import { baseUrl } from "#app/server/env.server";
import type { CreditNoteRecord } from "./credit-note-record.server";
import type { MoneyDocument } from "./draw-money-document.server";
import { receiptGst } from "./receipt-gst";
import type { ReceiptRecord } from "./receipt-record.server";
import { receiptPath } from "./receipt-view";

/**
 * The words of a receipt or credit note in the document's language (app/i18n receipt.pdf),
 * from its record, ready for draw-money-document.server.ts. Names, labels and references print
 * as stored; a due's Hindi label and a course's Hindi name are used on the Hindi document.
 */

function words(lang: Lang) {
  const t = translatorFor(lang);
  return (key: string, values?: Record<string, string>) => t(`receipt.pdf.${key}`, values);
}

/** The verify page with the code, as the QR code carries it, and the same address shortened for print. */
function verifyLink(record: ReceiptRecord, code: string | null, lang: Lang): MoneyDocument["verify"] {
  const path = localePath(lang, receiptPath(record.receiptNumber));
  const url = `${baseUrl()}${path}${code ? `?code=${code}` : ""}`;
  return { url, shortUrl: `${baseUrl().replace(/^https?:\/\//, "")}${path}`, scan: words(lang)("scan") };
}

function gstBlock(settings: FeeSettings, amountPaise: number, lang: Lang): MoneyDocument["gst"] {
  const gst = receiptGst(settings, amountPaise);
  if (!gst) return null;
  const s = words(lang);
  const { split } = gst;
  const taxes: [string, string][] = split.igst
    ? [[s("igst", { rate: gst.rate }), formatPaise(split.igst)]]
    : [
        [s("cgst", { rate: gst.halfRate }), formatPaise(split.cgst)],
        [s("sgst", { rate: gst.halfRate }), formatPaise(split.sgst)],
      ];
  return {
    heading: [
      [s("gstin"), gst.gstin],
      [s("sac"), gst.sac],
      [s("placeOfSupply"), gst.placeOfSupply],
    ],
    rows: [[s("taxableValue"), formatPaise(split.taxable)], ...taxes, [s("total"), formatPaise(split.total)]],
    note: s(gst.inclusive ? "gstInclusive" : "gstExclusive"),
  };
}

/** The student and the course, shared by both documents. */
function partyAndFacts(record: ReceiptRecord, lang: Lang, label: string): Pick<MoneyDocument, "party" | "facts"> {
  const s = words(lang);
  const course = record.course ? (lang === "hi" && record.course.nameHi) || record.course.name : "";
  return {
    party: { label, name: record.student.name, note: s("studentNumber", { number: record.student.number }) },
    facts: [
      [s("course"), course],
      [s("batch"), record.batchCode ?? ""],
    ],
  };
}

/** A receipt: `code` is its signed code (receipt-code.server.ts). */
export function receiptDocument(record: ReceiptRecord, settings: FeeSettings, code: string, lang: Lang): MoneyDocument {
  const s = words(lang);
  const t = translatorFor(lang);
  const refunded = record.refunds.reduce((sum, r) => sum + r.amountPaise, 0);
  const lastRefund = record.refunds.at(-1);
  const parsed = parseVerificationCode(code);
  const rows: [string, string][] = [
    [s("mode"), t(`receipt.modes.${record.mode}`)],
    ...(record.reference ? [[s("reference"), record.reference] as [string, string]] : []),
    ...record.settled.map((due): [string, string] => [
      `${s("settled")}: ${(lang === "hi" && due.labelHi) || due.label}`,
      formatPaise(due.amountPaise),
    ]),
    ...(record.advancePaise ? [[s("advance"), formatPaise(record.advancePaise)] as [string, string]] : []),
    [s("balanceAfter"), formatPaise(record.balanceAfterPaise)],
    [s("receivedBy"), record.receivedBy ?? s("gateway")],
  ];
  return {
    title: s("receipt"),
    number: [s("number"), record.receiptNumber],
    date: [s("date"), formatDay(record.paidOn, lang)],
    ...partyAndFacts(record, lang, s("receivedFrom")),
    amount: { label: s("amountReceived"), figures: formatPaise(record.amountPaise), words: amountInWords(record.amountPaise, lang) },
    rows,
    gst: gstBlock(settings, record.amountPaise, lang),
    notice: lastRefund
      ? s("refunded", {
          amount: formatPaise(refunded),
          date: formatDay(lastRefund.refundedOn, lang),
          number: record.refunds.map((r) => r.creditNoteNumber).join(", "),
        })
      : null,
    stamp: refunded ? s("refundedStamp") : null,
    code: parsed ? { label: s("code"), text: groupedVerificationCode(parsed.signing_key_id, parsed.signature) } : null,
    verify: verifyLink(record, code, lang),
    footnote: s("computerGenerated"),
  };
}

/** A credit note: the refund, against its receipt, with the receipt's verify page in its QR code. */
export function creditNoteDocument(note: CreditNoteRecord, settings: FeeSettings, receiptCode: string, lang: Lang): MoneyDocument {
  const s = words(lang);
  const { receipt } = note;
  return {
    title: s("creditNote"),
    number: [s("creditNoteNumber"), note.creditNoteNumber],
    date: [s("date"), formatDay(note.refundedOn, lang)],
    ...partyAndFacts(receipt, lang, s("refundedTo")),
    amount: { label: s("amountRefunded"), figures: formatPaise(note.amountPaise), words: amountInWords(note.amountPaise, lang) },
    rows: [
      [s("againstReceipt"), `${receipt.receiptNumber} (${formatPaise(receipt.amountPaise)}, ${formatDay(receipt.paidOn, lang)})`],
      [s("reason"), note.reason],
      [s("refundedBy"), note.refundedBy ?? ""],
    ],
    gst: gstBlock(settings, note.amountPaise, lang),
    notice: null,
    stamp: null,
    code: null,
    verify: verifyLink(receipt, receiptCode, lang),
    footnote: s("computerGeneratedCreditNote"),
  };
}
