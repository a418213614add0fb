import { formatDay } from "#app/i18n/format";

// Written by hand rather than with Intl: a formatter costs several milliseconds to build on
// a cheap phone (the first one loads locale data), and this format is simple and fixed.

/** 1234567 → "12,34,567": the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  const head = digits.slice(0, -3);
  const last3 = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${last3}` : last3;
}

/** Rupees for the Indian locale: ₹1,25,000 (paise shown only when present). */
export function formatRupees(amount: number | string): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  const [whole, paise] = Math.abs(value)
    .toFixed(Number.isInteger(value) ? 0 : 2)
    .split(".");
  return `${value < 0 ? "-" : ""}₹${groupIndian(whole)}${paise ? `.${paise}` : ""}`;
}

/**
 * A calendar date (YYYY-MM-DD) the way India writes it: "15 March 2026"; "" for none. The admin's
 * name for the i18n layer's formatDay (app/i18n/format.ts), which writes Hindi with Intl's hi-IN.
 */
export function formatCalendarDate(date: string | null | undefined, lang: "en" | "hi" = "en"): string {
  return formatDay(date, lang);
}

/** Paise, as money is stored (integers, decision 044-fees-ledger), shown as rupees: 1250000 → "₹12,500". */
export function formatPaise(paise: number): string {
  return formatRupees(paise / 100);
}
