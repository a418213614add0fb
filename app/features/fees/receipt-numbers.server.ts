import type { Transaction } from "#app/server/db/db.server";
import { takeNextNumber } from "#app/server/db/document-series.server";

/**
 * The Indian financial year (April to March) of an India calendar date: 2026-04-01 and
 * 2027-03-31 are both "2026-27"; 2099-04-01 is "2099-00".
 */
export function financialYearOfDay(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * The next number of a money document, PREFIX/2026-27/0001: consecutive within the financial
 * year of `day`, taken in the caller's transaction (document_series), so a rollback gives it
 * back and two staff at once never share or skip one.
 */
export async function nextMoneyDocumentNumber(tx: Transaction, prefix: "RCT" | "CN", day: string) {
  const financialYear = financialYearOfDay(day);
  const series = `${prefix}/${financialYear}`;
  const n = await takeNextNumber(tx, series);
  return { number: `${series}/${String(n).padStart(4, "0")}`, financialYear };
}
