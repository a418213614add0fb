import { eq } from "drizzle-orm";
import { type Database, db } from "#app/server/db/db.server";
import { feeSettings } from "#app/server/db/schema";

export type FeeSettings = typeof feeSettings.$inferSelect;

/**
 * The fee settings row. The migration writes it; a restore of a backup made before fees may
 * not carry it, so a missing row is written with the column defaults and read back, on the
 * caller's executor (PGlite has one connection: a write beside an open transaction would wait).
 */
export async function readFeeSettings(executor: Pick<Database, "select" | "insert"> = db): Promise<FeeSettings> {
  const [row] = await executor.select().from(feeSettings).where(eq(feeSettings.id, 1));
  if (row) return row;
  await executor.insert(feeSettings).values({ id: 1 }).onConflictDoNothing();
  const [written] = await executor.select().from(feeSettings).where(eq(feeSettings.id, 1));
  return written;
}
