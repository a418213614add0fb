import { sql } from "drizzle-orm";
import { getSiteSettings } from "#app/features/settings/index.server";
import { db } from "#app/server/db/db.server";
import { certificates } from "#app/server/db/schema";
import { certificateLookupKey } from "./certificate-lookup-key.server";
import { certificateIdKey, formatSequenceId, sequenceYear } from "./certificate-sequence";

/** The sequence certificates are numbered in today: PREFIX-YEAR-NNNN (certificate-sequence.ts). */
export type Sequence = { prefix: string; year: number };

export async function currentSequence(now = new Date()): Promise<Sequence> {
  const { certificate_prefix } = await getSiteSettings();
  return { prefix: certificate_prefix || "STI", year: sequenceYear(now) };
}

/** The highest number issued in the sequence (IDs compared by lookup key, so STI2026-0007 counts). */
export async function highestNumber({ prefix, year }: Sequence): Promise<number> {
  const pattern = `^${certificateIdKey(prefix)}${year}([0-9]{1,9})$`;
  const [row] = await db
    .select({ n: sql<string | null>`max(substring(${certificateLookupKey} from ${pattern})::bigint)` })
    .from(certificates)
    .where(sql`${certificateLookupKey} ~ ${pattern}`);
  return Number(row?.n ?? 0);
}

/** The ID the create form suggests: the highest issued in this prefix and year, plus one. */
export async function suggestCertificateId(sequence?: Sequence): Promise<string> {
  const s = sequence ?? (await currentSequence());
  return formatSequenceId(s.prefix, s.year, (await highestNumber(s)) + 1);
}
