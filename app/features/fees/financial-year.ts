/**
 * The Indian financial year (1 April to 31 March) and the receipt and credit-note numbers
 * counted within it: "2026-27", "RCT/2026-27/0001", "CN/2026-27/0001".
 */
import { indiaDate } from "#app/lib/india-time";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-27" for a year starting in April 2026; "2099-00" for April 2099 to March 2100. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/** The financial year of an India calendar date, "YYYY-MM-DD". */
export function financialYearOfDate(date: string): string {
  const match = CALENDAR_DATE.exec(date);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) throw new RangeError(`Not a calendar date: ${date}`);
  const year = Number(match[1]);
  return financialYearLabel(month >= 4 ? year : year - 1);
}

/** The financial year of an instant, read on the India calendar (Asia/Kolkata). */
export function financialYearOfInstant(at: Date): string {
  return financialYearOfDate(indiaDate(at));
}

/** The series a number is counted in: "RCT/2026-27" or "CN/2026-27". */
export const receiptSeries = (fy: string) => `RCT/${fy}`;
export const creditNoteSeries = (fy: string) => `CN/${fy}`;

// Four digits at least; a series past 9999 keeps every digit ("RCT/2026-27/10000").
const serial = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a serial number: ${n}`);
  return String(n).padStart(4, "0");
};

export const receiptNumber = (fy: string, n: number) => `${receiptSeries(fy)}/${serial(n)}`;
export const creditNoteNumber = (fy: string, n: number) => `${creditNoteSeries(fy)}/${serial(n)}`;
