import { PDFDocument } from "@cantoo/pdf-lib";
import type { Lang } from "#app/i18n/lang";
import { DEFAULT_LOGO_URL, logoPng } from "#app/server/pdf/pdf-logo.server";
import { loadFonts } from "#app/server/pdf/pdf-text.server";
import { type CertificateDocument, type CertificateSettings, drawCertificate, labelsFor } from "./draw-certificate.server";
import { clip, PDF_LIMITS } from "./printed-text";

/**
 * The printable certificate: one A4 landscape page per certificate (draw-certificate.server.ts),
 * drawn with pdf-lib on the server, in the language of the page it was downloaded from
 * (decision 019).
 */

/** The most certificates one bulk download may hold: each page takes a moment to draw. */
export const PDF_MAX_CERTIFICATES = 200;

async function newDocument(settings: CertificateSettings) {
  const doc = await PDFDocument.create();
  doc.setProducer(clip(settings.site_name, PDF_LIMITS.siteName).replace(/[^\x20-\x7E]/g, "?"));
  doc.setCreator("pdf-lib");
  const fonts = await loadFonts(doc);
  const png = await logoPng(settings.logo_url || DEFAULT_LOGO_URL);
  const logo = png ? await doc.embedPng(png) : null;
  return { doc, fonts, logo };
}

/** One certificate, one A4 landscape page. */
export async function renderCertificatePdf(
  certificate: CertificateDocument,
  settings: CertificateSettings,
  lang: Lang = "en",
): Promise<Uint8Array> {
  return renderCertificatesPdf([certificate], settings, lang);
}

/** Several certificates, one page each, in order (the admin's bulk download). */
export async function renderCertificatesPdf(
  certificates: CertificateDocument[],
  settings: CertificateSettings,
  lang: Lang = "en",
): Promise<Uint8Array> {
  const { doc, fonts, logo } = await newDocument(settings);
  const labels = labelsFor(lang);
  doc.setTitle(
    certificates.length === 1
      ? `Certificate ${clip(certificates[0].certificate_id, PDF_LIMITS.id)}`.replace(/[^\x20-\x7E]/g, "?")
      : `${certificates.length} certificates`,
  );
  for (const certificate of certificates) {
    await drawCertificate(doc, fonts, logo, certificate, settings, labels);
    if (certificates.length > 1) await new Promise((resolve) => setImmediate(resolve));
  }
  return doc.save({ useObjectStreams: true });
}
