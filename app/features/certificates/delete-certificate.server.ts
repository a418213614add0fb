import { eq } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { certificates } from "#app/server/db/schema";
import { adminCertificateColumns } from "./get-certificate.server";

/** Deletes a certificate (spec 7); the deleted row, or null when there was none. */
export async function deleteCertificate(id: string) {
  const [row] = await db.delete(certificates).where(eq(certificates.id, id)).returning(adminCertificateColumns);
  return row ?? null;
}
