import { sql } from "drizzle-orm";
import { certificates } from "#app/server/db/schema";

/**
 * A certificate ID's lookup key in SQL: the expression of the index certificates_lookup_key_idx,
 * the same key as normalizeCertificateId and certificateIdKey (case, spaces and punctuation do
 * not matter). Every query that compares IDs goes through it, so the index serves them all.
 */
export const certificateLookupKey = sql`upper(regexp_replace(${certificates.certificate_id}, '[^A-Za-z0-9]', '', 'g'))`;
