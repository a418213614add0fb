import { eq } from "drizzle-orm";
import { db } from "../db.server";
import { certificates } from "../schema";

export type PublicCertificate = {
  certificate_id: string;
  student_name: string;
  course_name: string;
  approved_by: string;
  issue_date: string;
  details: string | null;
  certificate_image_url: string | null;
};

/** Public verification (spec 7): one record by certificate_id, trimmed, or none. */
export async function findCertificateById(certificateId: string): Promise<PublicCertificate | null> {
  const id = certificateId.trim();
  if (!id) return null;
  const [row] = await db
    .select({
      certificate_id: certificates.certificate_id,
      student_name: certificates.student_name,
      course_name: certificates.course_name,
      approved_by: certificates.approved_by,
      issue_date: certificates.issue_date,
      details: certificates.details,
      certificate_image_url: certificates.certificate_image_url,
    })
    .from(certificates)
    .where(eq(certificates.certificate_id, id))
    .limit(1);
  return row ?? null;
}
