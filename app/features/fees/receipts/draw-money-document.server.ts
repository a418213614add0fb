import { type PDFImage, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { INK, LINE, MUTED, NAVY, ORANGE, PAPER } from "#app/server/pdf/pdf-palette";
import { drawQrCode } from "#app/server/pdf/pdf-qr.server";
import { drawLeft, drawRuns, type Fonts, runsOf, runsWidth } from "#app/server/pdf/pdf-text.server";

/**
 * One A4 portrait page of a money document, a receipt or a credit note, in the certificate's
 * colours and fonts: the institute and the title, the number and date, who and what course,
 * the amount in figures and words, the details, the GST, a notice (refunded), and a footer
 * with the signed code and the QR code of the public verify page. The words arrive ready in
 * the document's language (receipt-document.server.ts); this file only places them.
 */

export const A4_PORTRAIT = { width: 595.28, height: 841.89 } as const;
const { width: W, height: H } = A4_PORTRAIT;
const M = 48;
const RED = rgb(0.72, 0.11, 0.11);
const TINT = rgb(0.93, 0.96, 1);

export type MoneyDocument = {
  title: string;
  number: [label: string, value: string];
  date: [label: string, value: string];
  party: { label: string; name: string; note: string };
  facts: [label: string, value: string][];
  amount: { label: string; figures: string; words: string };
  rows: [label: string, value: string][];
  gst: { heading: [label: string, value: string][]; rows: [label: string, value: string][]; note: string } | null;
  notice: string | null;
  stamp: string | null;
  code: { label: string; text: string } | null;
  verify: { url: string; shortUrl: string; scan: string };
  footnote: string;
};

export type Institute = { name: string; address: string; logo: PDFImage | null };

type Ink = ReturnType<typeof rgb>;
type Pen = { page: PDFPage; fonts: Fonts };

/** The size, from `size` down to 60% of it, at which the runs fit `maxWidth`. */
function fitted(runs: Awaited<ReturnType<typeof runsOf>>, size: number, maxWidth?: number): number {
  const width = runsWidth(runs, size);
  return !maxWidth || width <= maxWidth ? size : Math.max(size * 0.6, (size * maxWidth) / width);
}

/** Text whose right edge is `right`, shrunk (down to 60%) to fit `maxWidth`. */
async function drawRight(
  { page, fonts }: Pen,
  text: string,
  o: { right: number; y: number; size: number; maxWidth?: number; bold?: boolean; color?: Ink },
) {
  const runs = await runsOf(text, fonts, o.bold ? "bold" : "regular");
  const size = fitted(runs, o.size, o.maxWidth);
  drawRuns(page, runs, { x: o.right - runsWidth(runs, size), y: o.y, size, color: o.color });
}

/** Text from x, shrunk (down to 60%) to fit `maxWidth`. */
async function drawFit(
  { page, fonts }: Pen,
  text: string,
  o: { x: number; y: number; size: number; maxWidth: number; bold?: boolean; color?: Ink },
) {
  const runs = await runsOf(text, fonts, o.bold ? "bold" : "regular");
  drawRuns(page, runs, { x: o.x, y: o.y, size: fitted(runs, o.size, o.maxWidth), color: o.color });
}

/** The top band: logo, institute, address on the left; the title, number and date on the right. Returns the y below it. */
async function drawHeader(pen: Pen, institute: Institute, d: MoneyDocument): Promise<number> {
  const top = H - M;
  let x = M;
  if (institute.logo) {
    const scale = 46 / Math.max(institute.logo.width, institute.logo.height);
    pen.page.drawImage(institute.logo, { x: M, y: top - 46, width: institute.logo.width * scale, height: institute.logo.height * scale });
    x = M + 58;
  }
  await drawFit(pen, institute.name.toUpperCase(), { x, y: top - 16, size: 15, maxWidth: 300 - x + M, bold: true, color: NAVY });
  await drawFit(pen, institute.address, { x, y: top - 32, size: 8.5, maxWidth: 300 - x + M, color: MUTED });
  await drawRight(pen, d.title.toUpperCase(), { right: W - M, y: top - 18, size: 22, maxWidth: 200, bold: true, color: ORANGE });
  await drawRight(pen, `${d.number[0]} ${d.number[1]}`, { right: W - M, y: top - 36, size: 10.5, bold: true });
  await drawRight(pen, `${d.date[0]}: ${d.date[1]}`, { right: W - M, y: top - 50, size: 9.5, color: MUTED });
  const ruleY = top - 66;
  pen.page.drawRectangle({ x: M, y: ruleY, width: W - 2 * M, height: 2.5, color: NAVY });
  pen.page.drawRectangle({ x: M, y: ruleY - 4, width: W - 2 * M, height: 0.8, color: ORANGE });
  return ruleY - 28;
}

/** Who paid (left) and the course and batch (right). */
async function drawParty(pen: Pen, d: MoneyDocument, y: number): Promise<number> {
  await drawLeft(pen.page, d.party.label, { x: M, y, size: 8, fonts: pen.fonts, weight: "bold", color: MUTED });
  await drawFit(pen, d.party.name, { x: M, y: y - 18, size: 15, maxWidth: 270, bold: true });
  await drawLeft(pen.page, d.party.note, { x: M, y: y - 33, size: 9.5, fonts: pen.fonts, color: MUTED });
  let factY = y;
  for (const [label, value] of d.facts) {
    await drawLeft(pen.page, label, { x: 330, y: factY, size: 8, fonts: pen.fonts, weight: "bold", color: MUTED });
    await drawFit(pen, value, { x: 330, y: factY - 14, size: 11, maxWidth: W - M - 330, bold: true });
    factY -= 32;
  }
  return Math.min(y - 56, factY - 8);
}

/** The amount: figures large in a tinted band, words below. */
async function drawAmount(pen: Pen, d: MoneyDocument, y: number): Promise<number> {
  pen.page.drawRectangle({ x: M, y: y - 62, width: W - 2 * M, height: 66, color: TINT, borderColor: LINE, borderWidth: 0.8 });
  await drawLeft(pen.page, d.amount.label, { x: M + 14, y: y - 14, size: 8, fonts: pen.fonts, weight: "bold", color: MUTED });
  await drawLeft(pen.page, d.amount.figures, { x: M + 14, y: y - 40, size: 26, fonts: pen.fonts, weight: "bold", color: NAVY });
  await drawFit(pen, d.amount.words, { x: M + 14, y: y - 55, size: 10, maxWidth: W - 2 * M - 28 });
  return y - 86;
}

/** Label and value rows with a hairline between them. */
async function drawRows(pen: Pen, rows: [string, string][], y: number): Promise<number> {
  for (const [label, value] of rows) {
    await drawLeft(pen.page, label, { x: M, y, size: 10, fonts: pen.fonts, color: MUTED });
    await drawRight(pen, value, { right: W - M, y, size: 10.5, maxWidth: W - 2 * M - 200, bold: true });
    pen.page.drawLine({ start: { x: M, y: y - 7 }, end: { x: W - M, y: y - 7 }, thickness: 0.5, color: LINE });
    y -= 21;
  }
  return y - 8;
}

async function drawGst(pen: Pen, gst: NonNullable<MoneyDocument["gst"]>, y: number): Promise<number> {
  const line = gst.heading.map(([label, value]) => `${label}: ${value}`).join("     ");
  await drawFit(pen, line, { x: M, y, size: 9, maxWidth: W - 2 * M, bold: true, color: NAVY });
  const after = await drawRows(pen, gst.rows, y - 20);
  await drawLeft(pen.page, gst.note, { x: M, y: after + 4, size: 8.5, fonts: pen.fonts, color: MUTED });
  return after - 14;
}

/** A red band (a refunded receipt says so). */
async function drawNotice(pen: Pen, text: string, y: number): Promise<number> {
  pen.page.drawRectangle({ x: M, y: y - 10, width: W - 2 * M, height: 26, color: rgb(1, 0.95, 0.95), borderColor: RED, borderWidth: 0.8 });
  await drawFit(pen, text, { x: M + 10, y: y - 1, size: 10, maxWidth: W - 2 * M - 20, bold: true, color: RED });
  return y - 36;
}

/** The footer: the signed code and the verify address on the left, the QR code on the right, the footnote under. */
async function drawFooter(pen: Pen, d: MoneyDocument) {
  const qrSize = 92;
  const qrX = W - M - qrSize;
  const qrY = M + 22;
  drawQrCode(pen.page, d.verify.url, { x: qrX, y: qrY, size: qrSize });
  await drawRight(pen, d.verify.scan, { right: W - M, y: qrY - 14, size: 8, maxWidth: qrSize + 20, bold: true, color: NAVY });
  if (d.code) {
    await drawLeft(pen.page, d.code.label.toUpperCase(), { x: M, y: qrY + 70, size: 7.5, fonts: pen.fonts, weight: "bold", color: MUTED });
    const words = d.code.text.split(" ");
    [words.slice(0, 8).join(" "), words.slice(8).join(" ")].forEach((text, i) => {
      pen.page.drawText(text, { x: M, y: qrY + 56 - i * 11, size: 8.5, font: pen.fonts.mono, color: INK });
    });
  }
  await drawFit(pen, d.verify.shortUrl, { x: M, y: qrY + 20, size: 9, maxWidth: qrX - M - 20, color: NAVY });
  await drawFit(pen, d.footnote, { x: M, y: M - 4, size: 8, maxWidth: W - 2 * M, color: MUTED });
  pen.page.drawLine({ start: { x: M, y: qrY + 100 }, end: { x: W - M, y: qrY + 100 }, thickness: 0.8, color: LINE });
}

/** A red stamp at the amount band's right (REFUNDED): upright, so it reads and copies as a word. */
async function drawStamp(pen: Pen, text: string, bandY: number) {
  const runs = await runsOf(text, pen.fonts, "bold");
  const size = 15;
  const width = runsWidth(runs, size) + 20;
  const x = W - M - 14 - width;
  pen.page.drawRectangle({ x, y: bandY - 44, width, height: 28, borderColor: RED, borderWidth: 1.6, color: rgb(1, 0.97, 0.97) });
  await drawLeft(pen.page, text, { x: x + 10, y: bandY - 35, size, fonts: pen.fonts, weight: "bold", color: RED });
}

/** Draws the document on a new page of `doc`. */
export async function drawMoneyDocument(page: PDFPage, fonts: Fonts, institute: Institute, d: MoneyDocument) {
  const pen: Pen = { page, fonts };
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: PAPER });
  page.drawRectangle({ x: 0, y: H - 10, width: W, height: 10, color: NAVY });
  let y = await drawHeader(pen, institute, d);
  y = await drawParty(pen, d, y);
  const bandY = y;
  y = await drawAmount(pen, d, y);
  if (d.stamp) await drawStamp(pen, d.stamp, bandY);
  y = await drawRows(pen, d.rows, y);
  if (d.gst) y = await drawGst(pen, d.gst, y);
  if (d.notice) await drawNotice(pen, d.notice, y);
  await drawFooter(pen, d);
}
