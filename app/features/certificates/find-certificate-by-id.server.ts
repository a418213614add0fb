import { eq, sql } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { certificates, courses } from "#app/server/db/schema";
import { normalizeCertificateId } from "./certificate-id";
import { certificateLookupKey } from "./certificate-lookup-key.server";

export type PublicCertificate = {
  certificate_id: string;
  student_name: string;
  course_name: string;
  approved_by: string;
  issue_date: string;
  details: string | null;
  certificate_image_url: string | null;
  /** The stored duration, else the linked course's length in weeks. */
  duration: string | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
  signature: string | null;
  signing_key_id: number | null;
};

/**
 * Public verification (spec 7): one record by certificate_id, or none. Forgiving:
 * case, surrounding spaces and hyphen, space or nothing between the parts do not matter.
 * Should two stored IDs share a key (`AB-1` and `A-B1`), an exact match wins, then the oldest.
 */
export async function findCertificateById(certificateId: string): Promise<PublicCertificate | null> {
  const key = normalizeCertificateId(certificateId.trim());
  if (!key) return null;
  const [row] = await db
    .select({
      certificate_id: certificates.certificate_id,
      student_name: certificates.student_name,
      course_name: certificates.course_name,
      approved_by: certificates.approved_by,
      issue_date: certificates.issue_date,
      details: certificates.details,
      certificate_image_url: certificates.certificate_image_url,
      duration: sql<
        string | null
      >`coalesce(nullif(${certificates.duration}, ''), case when ${courses.duration_weeks} is not null then ${courses.duration_weeks} || ' weeks' end)`,
      revoked_at: certificates.revoked_at,
      revoked_reason: certificates.revoked_reason,
      signature: certificates.signature,
      signing_key_id: certificates.signing_key_id,
    })
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.course_id))
    .where(sql`${certificateLookupKey} = ${key}`)
    .orderBy(sql`${certificates.certificate_id} = ${certificateId.trim()} desc`, certificates.created_at)
    .limit(1);
  return row ?? null;
}
