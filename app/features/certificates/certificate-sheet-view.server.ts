import QRCode from "qrcode";
import { formatInstant } from "#app/i18n/format";
import { translatorFor } from "#app/i18n/i18n";
import { type Lang, localePath } from "#app/i18n/lang";
import { baseUrl } from "#app/server/env.server";
import { describeImage } from "#app/server/storage/storage.server";
import { groupedVerificationCode, parseVerificationCode } from "./certificate-code";
import { certificatePath } from "./certificate-id";
import type { CertificateSheetView } from "./certificate-sheet-view";
import { verifyCertificate } from "./certificate-signing.server";
import type { PublicCertificate } from "./find-certificate-by-id.server";

/**
 * What the verification pages show about one record: the details, whether its
 * stored code still matches it (a record edited behind the application's back does not), a
 * code brought by a printed copy or its QR code checked against the current record, the
 * revocation, the QR code and the links to share. Dates and words the server writes are in the
 * page's language (decision 019).
 */
export async function certificateSheetView(
  found: PublicCertificate,
  codeText: string | null,
  lang: Lang = "en",
  now = new Date(),
): Promise<CertificateSheetView> {
  const t = translatorFor(lang);
  const record = await verifyCertificate(found);
  const given = codeText ? parseVerificationCode(codeText) : null;
  const copy = codeText ? (given ? await verifyCertificate({ ...found, ...given }) : "tampered") : null;
  const path = certificatePath(found.certificate_id);
  // The link to share, the QR code and the PDF lead to the page in the language it was read in.
  const canonicalUrl = `${baseUrl()}${localePath(lang, path)}`;
  const qrTarget =
    found.signature && found.signing_key_id ? `${canonicalUrl}?code=K${found.signing_key_id}-${found.signature}` : canonicalUrl;
  const qrSvg = await QRCode.toString(qrTarget, {
    type: "svg",
    margin: 0,
    errorCorrectionLevel: "M",
    color: { dark: "#071b3d", light: "#ffffff" },
  });
  return {
    certificate_id: found.certificate_id,
    student_name: found.student_name,
    course_name: found.course_name,
    approved_by: found.approved_by,
    issue_date: found.issue_date,
    details: found.details,
    duration: found.duration,
    image: found.certificate_image_url ? await describeImage(found.certificate_image_url) : null,
    revoked: found.revoked_at
      ? { on: formatInstant(found.revoked_at, lang).date, reason: found.revoked_reason?.trim() || t("certificate.sheet.noReason") }
      : null,
    record,
    copy: copy ? { matches: copy === "valid", keyId: given?.signing_key_id ?? null } : null,
    code: found.signature && found.signing_key_id ? groupedVerificationCode(found.signing_key_id, found.signature) : null,
    keyId: found.signing_key_id,
    verifiedAt: t("certificate.sheet.moment", formatInstant(now, lang)),
    path,
    canonicalUrl,
    // The PDF in the page's language: /hi/certificate/{id}.pdf has the Hindi labels.
    pdfPath: localePath(lang, `${path}.pdf`),
    qrDataUri: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString("base64")}`,
  };
}
