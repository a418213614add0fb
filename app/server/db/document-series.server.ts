import { sql } from "drizzle-orm";
import type { Transaction } from "./db.server";
import { documentSeries } from "./schema";

/**
 * Numbered documents (student numbers now; receipts and credit notes later) take their number
 * here: one row per series ("STU-2026") holding the last number given. The statement inserts
 * the series at 1 or adds 1 to it and returns the result, inside the caller's transaction: the
 * row stays locked until that transaction ends, so two staff at once get consecutive numbers,
 * and a rollback gives the number back (no gap, no duplicate).
 */
export async function takeNextNumber(tx: Transaction, series: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, last_given: 1 })
    .onConflictDoUpdate({ target: documentSeries.series, set: { last_given: sql`${documentSeries.last_given} + 1` } })
    .returning({ n: documentSeries.last_given });
  return row.n;
}

/** A numbered document's text: PREFIX-YEAR-NNNN ("STU-2026-0007"); numbers past 9999 keep every digit. */
export function documentNumber(series: string, n: number): string {
  return `${series}-${String(n).padStart(4, "0")}`;
}
