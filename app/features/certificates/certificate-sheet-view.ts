import type { ImageInfo } from "#app/lib/responsive-image";
import type { certificates } from "#app/server/db/schema/content";

/** The stored words a certificate prints, typed from its table (a type import: no server code). */
type PrintedFields = Pick<
  typeof certificates.$inferSelect,
  "certificate_id" | "student_name" | "course_name" | "approved_by" | "issue_date" | "details"
>;

/** One certificate as the verification pages show it (built by certificate-sheet-view.server.ts). */
export type CertificateSheetView = PrintedFields & {
  duration: string | null;
  image: ImageInfo | null;
  /** Revoked: the date (India time) and the reason; then no Verified badge and no PDF. */
  revoked: { on: string; reason: string } | null;
  /** The stored verification code against the record as it is now. */
  record: "valid" | "tampered" | "unsigned";
  /** A code brought in the link (a printed copy's QR code) against the record as it is now. */
  copy: { matches: boolean; keyId: number | null } | null;
  /** The code as people read it: `K1- abcdef ...`. */
  code: string | null;
  keyId: number | null;
  verifiedAt: string;
  path: string;
  canonicalUrl: string;
  pdfPath: string;
  qrDataUri: string;
};

/** wa.me with the text and no number: WhatsApp asks whom to send it to. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
