import QRCode from "qrcode";
import { groupedVerificationCode, parseVerificationCode } from "../lib/certificate-code";
import { certificatePath } from "../lib/certificate-id";
import type { CertificateSheetView } from "../lib/certificate-view";
import { verifyCertificate } from "./certificate-signing.server";
import { baseUrl } from "./env.server";
import type { PublicCertificate } from "./models/certificates.server";
import { describeImage } from "./storage.server";

const verifiedAtFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});
const revokedFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/**
 * What the verification pages show about one record (issue 12): the details, whether its
 * stored code still matches it (a record edited behind the application's back does not), a
 * code brought by a printed copy or its QR code checked against the current record, the
 * revocation, the QR code and the links to share.
 */
export async function certificateSheetView(
  found: PublicCertificate,
  codeText: string | null,
  now = new Date(),
): Promise<CertificateSheetView> {
  const record = await verifyCertificate(found);
  const given = codeText ? parseVerificationCode(codeText) : null;
  const copy = codeText ? (given ? await verifyCertificate({ ...found, ...given }) : "tampered") : null;
  const path = certificatePath(found.certificate_id);
  const canonicalUrl = `${baseUrl()}${path}`;
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
      ? { on: revokedFormat.format(found.revoked_at), reason: found.revoked_reason?.trim() || "No reason was recorded." }
      : null,
    record,
    copy: copy ? { matches: copy === "valid", keyId: given?.signing_key_id ?? null } : null,
    code: found.signature && found.signing_key_id ? groupedVerificationCode(found.signing_key_id, found.signature) : null,
    keyId: found.signing_key_id,
    verifiedAt: `${verifiedAtFormat.format(now)} IST`,
    path,
    canonicalUrl,
    pdfPath: `${path}.pdf`,
    qrDataUri: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString("base64")}`,
  };
}
