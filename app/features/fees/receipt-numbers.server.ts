import type { Transaction } from "#app/server/db/db.server";
import { takeNextNumber } from "#app/server/db/document-series.server";
import { creditNoteNumber, creditNoteSeries, financialYearOfDate, receiptNumber, receiptSeries } from "./financial-year";

const SERIES = {
  RCT: { series: receiptSeries, number: receiptNumber },
  CN: { series: creditNoteSeries, number: creditNoteNumber },
} as const;

/**
 * The next number of a money document, RCT/2026-27/0001 or CN/2026-27/0001: consecutive within
 * the Indian financial year of `day`, taken in the caller's transaction (document_series), so a
 * rollback gives it back and two staff at once never share or skip one.
 */
export async function nextMoneyDocumentNumber(tx: Transaction, prefix: keyof typeof SERIES, day: string) {
  const financialYear = financialYearOfDate(day);
  const kind = SERIES[prefix];
  const n = await takeNextNumber(tx, kind.series(financialYear));
  return { number: kind.number(financialYear, n), financialYear };
}
