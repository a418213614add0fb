/**
 * Rupees as Intl formats them for India (₹1,23,456.78; whole amounts without paise): the
 * reference the app's own formatter is checked against (app/lib/format.test.ts) and what
 * the admin pages must show (tests/e2e/admin-shell.test.ts).
 */
export const intlRupees = (value: number) =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
