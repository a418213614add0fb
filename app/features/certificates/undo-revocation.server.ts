import { and, eq } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { certificates } from "#app/server/db/schema";
import { signCertificate } from "./certificate-signing.server";
import { type AdminCertificate, adminCertificateColumns, getCertificate, unchangedSince } from "./get-certificate.server";
import type { RevocationResult } from "./revoke-certificate.server";

/** Undoes a revocation (a super_admin's call, checked by the route) and signs the valid status. */
export async function undoRevocation(id: string): Promise<RevocationResult & { before?: AdminCertificate }> {
  const before = await getCertificate(id);
  if (!before) return { ok: false, reason: "missing" };
  if (!before.revoked_at) return { ok: false, reason: "not-revoked" };
  const signed = await signCertificate({ ...before, revoked_at: null });
  const [row] = await db
    .update(certificates)
    .set({ revoked_at: null, revoked_reason: null, ...signed, updated_at: new Date() })
    .where(and(eq(certificates.id, id), unchangedSince(before)))
    .returning(adminCertificateColumns);
  return row ? { ok: true, row, before } : { ok: false, reason: "changed" };
}
