import { PDFDocument } from "@cantoo/pdf-lib";
import { readFeeSettings } from "#app/features/fees/fee-settings.server";
import { getSiteSettings } from "#app/features/settings/index.server";
import type { Lang } from "#app/i18n/lang";
import { DEFAULT_LOGO_URL, logoPng } from "#app/server/pdf/pdf-logo.server";
import { loadFonts } from "#app/server/pdf/pdf-text.server";
import { creditNoteRecord } from "./credit-note-record.server";
import { A4_PORTRAIT, drawMoneyDocument, type MoneyDocument } from "./draw-money-document.server";
import { receiptCode } from "./receipt-code.server";
import { creditNoteDocument, receiptDocument } from "./receipt-document.server";
import { receiptRecord } from "./receipt-record.server";

/**
 * Receipts and credit notes as A4 portrait PDFs, drawn with pdf-lib on the server like the
 * certificate (app/server/pdf: the same fonts, Devanagari embedded, logo and QR code), in the
 * language asked for.
 */

/** The PDF's metadata must be WinAnsi: a Hindi title would not encode. */
const ascii = (text: string) => text.replace(/[^\x20-\x7E]/g, "?");

async function render(model: MoneyDocument, title: string): Promise<Uint8Array> {
  const settings = await getSiteSettings();
  const doc = await PDFDocument.create();
  doc.setTitle(ascii(title));
  doc.setProducer(ascii(settings.site_name));
  doc.setCreator("pdf-lib");
  const fonts = await loadFonts(doc);
  const png = await logoPng((settings as { logo_url?: string | null }).logo_url || DEFAULT_LOGO_URL);
  const logo = png ? await doc.embedPng(png) : null;
  const page = doc.addPage([A4_PORTRAIT.width, A4_PORTRAIT.height]);
  await drawMoneyDocument(page, fonts, { name: settings.site_name, address: settings.address, logo }, model);
  return doc.save({ useObjectStreams: true });
}

/** A payment's receipt PDF, or null when there is no such payment. */
export async function renderReceiptPdf(paymentId: string, lang: Lang): Promise<{ bytes: Uint8Array; receiptNumber: string } | null> {
  const record = await receiptRecord(paymentId);
  if (!record) return null;
  const code = await receiptCode(record);
  const bytes = await render(receiptDocument(record, await readFeeSettings(), code, lang), `Receipt ${record.receiptNumber}`);
  return { bytes, receiptNumber: record.receiptNumber };
}

/** A refund's credit note PDF, or null when there is no such refund. */
export async function renderCreditNotePdf(refundId: string, lang: Lang): Promise<{ bytes: Uint8Array; creditNoteNumber: string } | null> {
  const note = await creditNoteRecord(refundId);
  if (!note) return null;
  const code = await receiptCode(note.receipt);
  const bytes = await render(creditNoteDocument(note, await readFeeSettings(), code, lang), `Credit note ${note.creditNoteNumber}`);
  return { bytes, creditNoteNumber: note.creditNoteNumber };
}
