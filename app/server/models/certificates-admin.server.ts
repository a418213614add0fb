import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { CertificateCreateValues, CertificateEditValues } from "../../lib/validation/certificate";
import { db } from "../db.server";
import { certificates } from "../schema";

/** Admin certificates (spec 7): all by created_at desc; insert; update (never certificate_id); delete. */
const adminColumns = {
  id: certificates.id,
  certificate_id: certificates.certificate_id,
  student_name: certificates.student_name,
  course_name: certificates.course_name,
  issue_date: certificates.issue_date,
  approved_by: certificates.approved_by,
  details: certificates.details,
  certificate_image_url: certificates.certificate_image_url,
  created_at: certificates.created_at,
};

export function listAdminCertificates() {
  return db.select(adminColumns).from(certificates).orderBy(desc(certificates.created_at), desc(certificates.certificate_id));
}

export async function getCertificate(id: string) {
  const [row] = await db.select(adminColumns).from(certificates).where(eq(certificates.id, id)).limit(1);
  return row ?? null;
}

/** A certificate with this business id (compared case-insensitively, as people type it). */
export async function certificateIdTaken(certificateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(sql`lower(${certificates.certificate_id}) = lower(${certificateId})`)
    .limit(1);
  return Boolean(row);
}

type CreateFields = Omit<CertificateCreateValues, "image_url"> & { certificate_image_url: string | null };
type EditFields = Omit<CertificateEditValues, "image_url"> & { certificate_image_url: string | null };

export async function createCertificate(values: CreateFields) {
  const [row] = await db.insert(certificates).values(values).returning(adminColumns);
  return row;
}

/** Updates everything but certificate_id, which is fixed once the record exists. */
export async function updateCertificate(id: string, values: EditFields) {
  const [row] = await db
    .update(certificates)
    .set({
      student_name: values.student_name,
      course_name: values.course_name,
      issue_date: values.issue_date,
      approved_by: values.approved_by,
      details: values.details,
      certificate_image_url: values.certificate_image_url,
    })
    .where(eq(certificates.id, id))
    .returning(adminColumns);
  return row ?? null;
}

export async function deleteCertificate(id: string) {
  const [row] = await db.delete(certificates).where(eq(certificates.id, id)).returning(adminColumns);
  return row ?? null;
}

export async function certificateImageInUse(url: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      exceptId
        ? and(eq(certificates.certificate_image_url, url), ne(certificates.id, exceptId))
        : eq(certificates.certificate_image_url, url),
    )
    .limit(1);
  return Boolean(row);
}
