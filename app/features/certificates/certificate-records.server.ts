import { eq } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { certificates } from "#app/server/db/schema";
import { signCertificate } from "./certificate-signing.server";

type NewCertificate = typeof certificates.$inferInsert;

/** Inserts a certificate already signed with the active key. */
export async function insertSignedCertificate(values: NewCertificate) {
  const signed = await signCertificate({ ...values, revoked_at: values.revoked_at ?? null });
  const [row] = await db
    .insert(certificates)
    .values({ ...values, ...signed })
    .returning();
  return row;
}

/** Revokes a certificate (by its business id) with a reason, and signs its new status. */
export async function revokeCertificateRecord(certificateId: string, reason: string, at = new Date()) {
  const [row] = await db.select().from(certificates).where(eq(certificates.certificate_id, certificateId)).limit(1);
  if (!row) return null;
  const signed = await signCertificate({ ...row, revoked_at: at });
  const [updated] = await db
    .update(certificates)
    .set({ revoked_at: at, revoked_reason: reason, updated_at: new Date(), ...signed })
    .where(eq(certificates.id, row.id))
    .returning();
  return updated;
}
