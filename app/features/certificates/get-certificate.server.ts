import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { certificates } from "#app/server/db/schema";

/** The columns the admin pages work with (spec 7), the verification code included. */
export const adminCertificateColumns = {
  id: certificates.id,
  certificate_id: certificates.certificate_id,
  student_name: certificates.student_name,
  course_name: certificates.course_name,
  course_id: certificates.course_id,
  duration: certificates.duration,
  issue_date: certificates.issue_date,
  approved_by: certificates.approved_by,
  details: certificates.details,
  certificate_image_url: certificates.certificate_image_url,
  revoked_at: certificates.revoked_at,
  revoked_reason: certificates.revoked_reason,
  signature: certificates.signature,
  created_at: certificates.created_at,
};

export type AdminCertificate = NonNullable<Awaited<ReturnType<typeof getCertificate>>>;
/** What the admin pages show of a certificate: everything but its verification code. */
export type CertificateRow = Omit<AdminCertificate, "signature">;

/** One certificate by its primary key, or null. */
export async function getCertificate(id: string) {
  const [row] = await db.select(adminCertificateColumns).from(certificates).where(eq(certificates.id, id)).limit(1);
  return row ?? null;
}

/**
 * The record still has the signature and status it had when it was read as `before`: the
 * condition of every write after a read, so an edit never undoes a revocation made meanwhile.
 */
export function unchangedSince(before: AdminCertificate) {
  return and(
    before.signature === null ? isNull(certificates.signature) : eq(certificates.signature, before.signature),
    before.revoked_at === null ? isNull(certificates.revoked_at) : isNotNull(certificates.revoked_at),
  );
}
