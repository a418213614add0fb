import { and, eq } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { certificates } from "#app/server/db/schema";
import { signCertificate } from "./certificate-signing.server";
import { type AdminCertificate, adminCertificateColumns, getCertificate, unchangedSince } from "./get-certificate.server";

export type RevocationResult =
  | { ok: true; row: AdminCertificate }
  | { ok: false; reason: "missing" | "already" | "not-revoked" | "changed" };

/** Revokes with a reason and signs the new status; refused when already revoked. */
export async function revokeCertificate(id: string, reason: string): Promise<RevocationResult> {
  const before = await getCertificate(id);
  if (!before) return { ok: false, reason: "missing" };
  if (before.revoked_at) return { ok: false, reason: "already" };
  const revokedAt = new Date();
  const signed = await signCertificate({ ...before, revoked_at: revokedAt });
  const [row] = await db
    .update(certificates)
    .set({ revoked_at: revokedAt, revoked_reason: reason, ...signed, updated_at: revokedAt })
    .where(and(eq(certificates.id, id), unchangedSince(before)))
    .returning(adminCertificateColumns);
  return row ? { ok: true, row } : { ok: false, reason: "changed" };
}
