// Written by hand rather than with Intl: a formatter costs several milliseconds to build on
// a cheap phone (the first one loads locale data), and these two formats are simple and fixed.

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** The same months in Hindi (issue 11), as hi-IN writes them: "15 मार्च 2026". */
const MONTHS_HI = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];

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

/** A calendar date (YYYY-MM-DD) the way India writes it: "15 March 2026"; "" for none. */
export function formatCalendarDate(date: string | null | undefined, lang: "en" | "hi" = "en"): string {
  if (!date) return "";
  const [y, m, d] = date.slice(0, 10).split("-").map(Number);
  if (!y || !m || !d || m > 12) return date;
  return `${d} ${(lang === "hi" ? MONTHS_HI : MONTHS)[m - 1]} ${y}`;
}
