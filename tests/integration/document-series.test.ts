import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#app/server/db/db.server";
import { documentNumber, takeNextNumber } from "#app/server/db/document-series.server";
import { documentSeries } from "#app/server/db/schema";

// Numbered documents (student numbers, later receipts): consecutive and unique under
// concurrency, and a rolled-back transaction gives its number back.

const lastGiven = async (series: string) =>
  (await db.select().from(documentSeries).where(eq(documentSeries.series, series)))[0]?.last_given ?? 0;

describe("document series", () => {
  it("gives 20 transactions at once the numbers 1 to 20, each once", async () => {
    const taken = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const n = await takeNextNumber(tx, "TEST-2026");
          // Work after the number, as an insert would: the row stays locked until commit.
          await tx.select().from(documentSeries);
          return n;
        }),
      ),
    );
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await lastGiven("TEST-2026")).toBe(20);
  });

  it("leaves no gap when the transaction that took a number rolls back", async () => {
    await db.transaction((tx) => takeNextNumber(tx, "GAP-2026"));
    await expect(
      db.transaction(async (tx) => {
        await takeNextNumber(tx, "GAP-2026");
        throw new Error("the insert failed");
      }),
    ).rejects.toThrow("the insert failed");
    expect(await db.transaction((tx) => takeNextNumber(tx, "GAP-2026"))).toBe(2);
  });

  it("keeps series apart and writes numbers with at least four digits", async () => {
    expect(await db.transaction((tx) => takeNextNumber(tx, "OTHER-2027"))).toBe(1);
    expect(documentNumber("STU-2026", 7)).toBe("STU-2026-0007");
    expect(documentNumber("STU-2026", 12345)).toBe("STU-2026-12345");
  });
});
