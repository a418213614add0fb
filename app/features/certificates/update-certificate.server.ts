import { and, eq } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { certificates } from "#app/server/db/schema";
import type { CertificateEditValues } from "./certificate-schemas";
import { signCertificate } from "./certificate-signing.server";
import { type AdminCertificate, adminCertificateColumns, unchangedSince } from "./get-certificate.server";

type EditFields = Omit<CertificateEditValues, "image_url"> & { certificate_image_url: string | null };

/**
 * Updates everything but certificate_id, which is fixed once the record exists, and signs
 * the new fields. Only when the record is still as `before` was read (same signature and
 * status), so an edit never undoes a revocation that happened meanwhile. Null when it was not.
 */
export async function updateCertificate(before: AdminCertificate, values: EditFields) {
  const signed = await signCertificate({ ...values, certificate_id: before.certificate_id, revoked_at: before.revoked_at });
  const [row] = await db
    .update(certificates)
    .set({
      student_name: values.student_name,
      course_name: values.course_name,
      course_id: values.course_id,
      duration: values.duration,
      issue_date: values.issue_date,
      approved_by: values.approved_by,
      details: values.details,
      certificate_image_url: values.certificate_image_url,
      ...signed,
      updated_at: new Date(),
    })
    .where(and(eq(certificates.id, before.id), unchangedSince(before)))
    .returning(adminCertificateColumns);
  return row ?? null;
}
