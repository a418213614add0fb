import { sql } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { isUniqueViolation } from "#app/server/db/db-errors.server";
import { certificates } from "#app/server/db/schema";
import { certificateLookupKey } from "./certificate-lookup-key.server";
import type { CertificateCreateValues } from "./certificate-schemas";
import { certificateIdKey } from "./certificate-sequence";
import { suggestCertificateId } from "./certificate-sequence.server";
import { signCertificate } from "./certificate-signing.server";
import { type AdminCertificate, adminCertificateColumns } from "./get-certificate.server";

type IssueFields = Omit<CertificateCreateValues, "image_url" | "suggested_id"> & { certificate_image_url: string | null };

export type IssueResult = { ok: true; row: AdminCertificate; movedFrom: string | null } | { ok: false; reason: "duplicate" };

/**
 * A certificate with this business id. Compared as the public lookup compares them (case,
 * spaces and punctuation do not matter), so two IDs never find the same page.
 */
async function certificateIdTaken(certificateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(sql`${certificateLookupKey} = ${certificateIdKey(certificateId)}`)
    .limit(1);
  return Boolean(row);
}

/**
 * Inserts a signed certificate (spec 7). When `followSequence` (the form's suggested ID was
 * sent as it was) and someone issued that number meanwhile, the next free number is used
 * instead: two staff issuing at once never get the same ID, and neither gets an error. The
 * unique index decides who wins; the loser recomputes and tries again. Any other taken ID is
 * refused.
 */
export async function issueCertificate(values: IssueFields, { followSequence = false } = {}): Promise<IssueResult> {
  const wanted = values.certificate_id;
  let candidate = wanted;
  for (let attempt = 0; attempt < 25; attempt++) {
    if (await certificateIdTaken(candidate)) {
      if (!followSequence) return { ok: false, reason: "duplicate" };
      candidate = await suggestCertificateId();
      continue; // checked again at the top: someone may be taking this one too
    }
    const signed = await signCertificate({ ...values, certificate_id: candidate, revoked_at: null });
    try {
      const [row] = await db
        .insert(certificates)
        .values({ ...values, certificate_id: candidate, ...signed })
        .returning(adminCertificateColumns);
      return { ok: true, row, movedFrom: candidate === wanted ? null : wanted };
    } catch (error) {
      // Issued by someone else between the check and the insert.
      if (!isUniqueViolation(error) || !followSequence) {
        if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
        throw error;
      }
    }
  }
  return { ok: false, reason: "duplicate" };
}
