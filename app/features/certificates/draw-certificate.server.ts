import { type PDFDocument as Doc, degrees, type PDFImage, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { formatDay } from "#app/i18n/format";
import { translatorFor } from "#app/i18n/i18n";
import { type Lang, LOCALE, localePath } from "#app/i18n/lang";
import type { SiteSettings } from "#app/lib/site-defaults";
import { baseUrl } from "#app/server/env.server";
import { A4_LANDSCAPE, INK, LINE, MUTED, NAVY, NAVY_SOFT, ORANGE, PAPER } from "#app/server/pdf/pdf-palette";
import { drawQrCode } from "#app/server/pdf/pdf-qr.server";
import { drawCentered, drawLeft, type Fonts, runsOf, runsWidth } from "#app/server/pdf/pdf-text.server";
import { groupedVerificationCode, verificationCode } from "./certificate-code";
import { certificatePath } from "./certificate-id";
import { clip, PDF_LIMITS } from "./printed-text";

/**
 * One certificate's page of the PDF, A4 landscape: the frame, the institute, the title, who
 * completed what and when, and a footer with the ID and verification code, the approval and the
 * QR code; a revoked certificate is stamped across. The labels are the sheet's own messages
 * (certificate.sheet) in the language of the page it was downloaded from, Hindi under /hi
 * (decision 019); the record's words (name, course, approver) print as they are stored.
 */

export type CertificateDocument = {
  certificate_id: string;
  student_name: string;
  course_name: string;
  duration: string | null;
  issue_date: string;
  approved_by: string;
  signature: string | null;
  signing_key_id: number | null;
  revoked_at?: Date | string | null;
};

/** The settings the certificate prints; `logo_url` when the institute has its own logo. */
export type CertificateSettings = Pick<SiteSettings, "site_name" | "address"> & Partial<SiteSettings> & { logo_url?: string | null };

/** The printed words, from the sheet's messages; capitals where the English page prints them. */
export function labelsFor(lang: Lang) {
  const t = translatorFor(lang);
  const s = (key: string, values?: Record<string, string>) => t(`certificate.sheet.${key}`, values);
  const upper = (text: string) => text.toLocaleUpperCase(LOCALE[lang]);
  return {
    lang,
    title: upper(s("title")),
    certify: s("certify"),
    completed: s("completed"),
    duration: (duration: string) => s("duration", { duration }),
    issuedOn: (date: string) => s("issuedOn", { date }),
    id: upper(t("certificate.result.id")),
    code: upper(s("code")),
    notSigned: s("notSignedPrinted"),
    approvedBy: s("approvedBy"),
    scan: s("scan"),
    stamp: s("stamp"),
  };
}
type Labels = ReturnType<typeof labelsFor>;

/** What every part of the page draws with. */
type Sheet = { page: PDFPage; fonts: Fonts; labels: Labels };

const { width: W, height: H } = A4_LANDSCAPE;
const CX = W / 2;

/** Adds one certificate's page to `doc`. */
export async function drawCertificate(
  doc: Doc,
  fonts: Fonts,
  logo: PDFImage | null,
  certificate: CertificateDocument,
  settings: CertificateSettings,
  labels: Labels,
) {
  const sheet: Sheet = { page: doc.addPage([W, H]), fonts, labels };
  drawFrame(sheet.page);
  const nameY = await drawInstitute(sheet, logo, settings);
  const titleY = nameY - 62;
  await drawTitle(sheet, titleY);
  await drawRecipient(sheet, certificate, titleY);
  const footY = 64;
  await drawIdAndCode(sheet, certificate, footY);
  await drawApproval(sheet, certificate, footY);
  await drawVerifyQr(sheet, certificate, footY);
  if (certificate.revoked_at) await drawRevokedStamp(sheet);
}

/** Paper, a navy frame with an orange inner rule, and corner accents. */
function drawFrame(page: PDFPage) {
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: PAPER });
  page.drawRectangle({ x: 18, y: 18, width: W - 36, height: H - 36, borderColor: NAVY, borderWidth: 6 });
  page.drawRectangle({ x: 30, y: 30, width: W - 60, height: H - 60, borderColor: ORANGE, borderWidth: 1.2 });
  for (const [x, y] of [
    [30, H - 30],
    [W - 30, H - 30],
    [30, 30],
    [W - 30, 30],
  ]) {
    page.drawRectangle({ x: x - 7, y: y - 7, width: 14, height: 14, color: NAVY, rotate: degrees(0) });
  }
}

/** The institute: logo, name, address. Returns the baseline of its name, which the rest hangs from. */
async function drawInstitute({ page, fonts }: Sheet, logo: PDFImage | null, settings: CertificateSettings): Promise<number> {
  const top = H - 70;
  const siteName = clip(settings.site_name, PDF_LIMITS.siteName);
  if (logo) {
    const scale = 54 / Math.max(logo.width, logo.height);
    page.drawImage(logo, { x: CX - (logo.width * scale) / 2, y: top - 50, width: logo.width * scale, height: logo.height * scale });
  }
  const nameY = logo ? top - 78 : top - 30;
  await drawCentered(page, siteName.toUpperCase(), {
    x: CX,
    y: nameY,
    size: 20,
    min: 12,
    maxWidth: W - 200,
    fonts,
    weight: "bold",
    color: NAVY,
  });
  await drawCentered(page, clip(settings.address, PDF_LIMITS.address), {
    x: CX,
    y: nameY - 17,
    size: 9.5,
    min: 7,
    maxWidth: W - 220,
    fonts,
    color: MUTED,
  });
  return nameY;
}

async function drawTitle({ page, fonts, labels }: Sheet, titleY: number) {
  await drawCentered(page, labels.title, {
    x: CX,
    y: titleY,
    size: 30,
    maxWidth: W - 160,
    fonts,
    weight: "bold",
    color: NAVY_SOFT,
  });
  page.drawRectangle({ x: CX - 60, y: titleY - 14, width: 120, height: 2.5, color: ORANGE });
}

/**
 * The two lines around the student's name: English in Times italic, as on the sheet; Hindi in the
 * Devanagari sans (a serif italic has no Devanagari, and the sheet on screen does the same).
 */
async function drawScriptLine({ page, fonts, labels }: Sheet, text: string, y: number) {
  if (labels.lang === "en") {
    page.drawText(text, { x: CX - fonts.italic.widthOfTextAtSize(text, 15) / 2, y, size: 15, font: fonts.italic, color: MUTED });
  } else {
    await drawCentered(page, text, { x: CX, y, size: 15, maxWidth: A4_LANDSCAPE.width - 200, fonts, color: MUTED });
  }
}

/** Who, what, how long, when. */
async function drawRecipient(sheet: Sheet, certificate: CertificateDocument, titleY: number) {
  const { page, fonts, labels } = sheet;
  await drawScriptLine(sheet, labels.certify, titleY - 46);
  const studentY = titleY - 88;
  await drawCentered(page, clip(certificate.student_name, PDF_LIMITS.name), {
    x: CX,
    y: studentY,
    size: 34,
    min: 16,
    maxWidth: W - 180,
    fonts,
    weight: "bold",
    color: INK,
  });
  page.drawLine({ start: { x: CX - 230, y: studentY - 10 }, end: { x: CX + 230, y: studentY - 10 }, thickness: 0.8, color: LINE });
  await drawScriptLine(sheet, labels.completed, studentY - 38);
  await drawCentered(page, clip(certificate.course_name, PDF_LIMITS.course), {
    x: CX,
    y: studentY - 68,
    size: 21,
    min: 11,
    maxWidth: W - 180,
    fonts,
    weight: "bold",
    color: NAVY,
  });
  const facts = [
    certificate.duration ? labels.duration(clip(certificate.duration, PDF_LIMITS.duration)) : null,
    labels.issuedOn(formatDay(certificate.issue_date, labels.lang)),
  ]
    .filter(Boolean)
    .join("     ·     ");
  await drawCentered(page, facts, { x: CX, y: studentY - 94, size: 12.5, maxWidth: W - 200, fonts, color: INK });
}

/** The footer's left: the ID and the verification code, in two lines of groups. */
async function drawIdAndCode({ page, fonts, labels }: Sheet, certificate: CertificateDocument, footY: number) {
  const left = 62;
  await drawLeft(page, labels.id, { x: left, y: footY + 66, size: 7.5, fonts, weight: "bold", color: MUTED });
  await drawLeft(page, clip(certificate.certificate_id, PDF_LIMITS.id), {
    x: left,
    y: footY + 50,
    size: 13,
    fonts,
    weight: "bold",
    color: INK,
  });
  await drawLeft(page, labels.code, { x: left, y: footY + 30, size: 7.5, fonts, weight: "bold", color: MUTED });
  if (certificate.signature && certificate.signing_key_id) {
    const grouped = groupedVerificationCode(certificate.signing_key_id, certificate.signature);
    const words = grouped.split(" ");
    const lines = [words.slice(0, 8).join(" "), words.slice(8).join(" ")];
    lines.forEach((line, i) => {
      page.drawText(line, { x: left, y: footY + 18 - i * 10, size: 8, font: fonts.mono, color: INK });
    });
  } else {
    await drawLeft(page, labels.notSigned, { x: left, y: footY + 18, size: 8, fonts, color: INK });
  }
}

/** The footer's centre: who approved it, over a signature line. */
async function drawApproval({ page, fonts, labels }: Sheet, certificate: CertificateDocument, footY: number) {
  const approvalX = CX + 20;
  page.drawLine({ start: { x: approvalX - 95, y: footY + 40 }, end: { x: approvalX + 95, y: footY + 40 }, thickness: 0.8, color: INK });
  await drawCentered(page, clip(certificate.approved_by, PDF_LIMITS.approvedBy), {
    x: approvalX,
    y: footY + 46,
    size: 13,
    min: 8,
    maxWidth: 200,
    fonts,
    weight: "bold",
    color: INK,
  });
  await drawCentered(page, labels.approvedBy, { x: approvalX, y: footY + 26, size: 10, maxWidth: 200, fonts, color: MUTED });
}

/** The canonical page (in the certificate's language) with the code, as the QR code and the printed link carry it. */
function certificateVerifyUrl(
  certificate: Pick<CertificateDocument, "certificate_id" | "signature" | "signing_key_id">,
  lang: Lang,
): string {
  const url = `${baseUrl()}${localePath(lang, certificatePath(certificate.certificate_id))}`;
  return certificate.signature && certificate.signing_key_id
    ? `${url}?code=${verificationCode(certificate.signing_key_id, certificate.signature)}`
    : url;
}

/** The footer's right: the QR code of the page that verifies it, and that page's address. */
async function drawVerifyQr({ page, fonts, labels }: Sheet, certificate: CertificateDocument, footY: number) {
  const url = certificateVerifyUrl(certificate, labels.lang);
  const qrSize = 104;
  const qrX = W - 62 - qrSize;
  const qrY = footY - 6;
  drawQrCode(page, url, { x: qrX, y: qrY, size: qrSize });
  await drawCentered(page, labels.scan, {
    x: qrX + qrSize / 2,
    y: qrY - 16,
    size: 8,
    maxWidth: qrSize + 40,
    fonts,
    weight: "bold",
    color: NAVY,
  });
  const shortUrl = `${baseUrl().replace(/^https?:\/\//, "")}${localePath(labels.lang, certificatePath(clip(certificate.certificate_id, PDF_LIMITS.id)))}`;
  const urlSize = Math.min(7, (qrSize + 60) / Math.max(1, fonts.regular.widthOfTextAtSize(shortUrl, 1)));
  await drawLeft(page, shortUrl, {
    x: qrX + qrSize / 2 - fonts.regular.widthOfTextAtSize(shortUrl, urlSize) / 2,
    y: qrY - 26,
    size: urlSize,
    fonts,
    color: MUTED,
  });
}

/**
 * The stamp across a revoked certificate: as wide as the English stamp (a shorter word is drawn
 * larger) and centred where it has always been, run by run along its slanted baseline.
 */
async function drawRevokedStamp({ page, fonts, labels }: Sheet) {
  const angle = (20 * Math.PI) / 180;
  const runs = await runsOf(labels.stamp, fonts, "bold");
  const english = fonts.bold.widthOfTextAtSize("REVOKED", 110);
  const size = Math.min(170, (110 * english) / runsWidth(runs, 110));
  const shift = (english - runsWidth(runs, size)) / 2;
  // A larger size would rise above the English stamp's middle: its baseline moves down by the difference.
  const drop = (size - 110) * 0.35;
  let x = CX - 190 + shift * Math.cos(angle) + drop * Math.sin(angle);
  let y = H / 2 - 90 + shift * Math.sin(angle) - drop * Math.cos(angle);
  for (const run of runs) {
    page.drawText(run.text, { x, y, size, font: run.font, color: rgb(0.8, 0.1, 0.1), opacity: 0.25, rotate: degrees(20) });
    const width = run.font.widthOfTextAtSize(run.text, size);
    x += width * Math.cos(angle);
    y += width * Math.sin(angle);
  }
}
