/**
 * A receipt as the public verify page shows it (decision 045-public-receipt-page),
 * and the words it is found by. Pure: shared by the server and the browser.
 */

/** What a public page may show of a receipt whose code checked out. */
export type ReceiptView = {
  number: string;
  date: string;
  amount: string;
  /** The student's name partly masked (maskName). */
  student: string;
  course: string;
  institute: string;
  checkedAt: string;
  /** Refunded: how much and under which credit notes. */
  refunded: { amount: string; numbers: string } | null;
};

/** The verify page's outcome: details (code valid), the number alone (no code given), a refused code, or nothing. */
export type ReceiptCheck =
  | { status: "genuine"; number: string; view: ReceiptView }
  | { status: "code-needed"; number: string }
  | { status: "tampered"; number: string }
  | { status: "not-found"; number: string }
  | { status: "rate-limited" | "failed"; number: string };

/** The longest receipt number looked up (RCT/2026-27/0001 is 16). */
const NUMBER_MAX = 40;

/** A receipt number as typed or linked: trimmed, upper case; "" when it cannot be one. */
export function normalizeReceiptNumber(input: string): string {
  const text = input.trim().toUpperCase();
  return text.length <= NUMBER_MAX && /^[A-Z]+\/\d{4}-\d{2}\/\d{1,8}$/.test(text) ? text : "";
}

/** The public verify page of a receipt: /receipt/RCT/2026-27/0001 (its slashes kept as path segments). */
export function receiptPath(number: string): string {
  return `/receipt/${number.split("/").map(encodeURIComponent).join("/")}`;
}

function graphemes(word: string): string[] {
  return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word), (s) => s.segment);
}

/**
 * A name as a public page shows it: the first name's first two letters, then its other names'
 * initials: "Ravi Kumar Sharma" → "Ra*** K. S.". Enough for the holder to recognise, too little
 * to find anyone by (letters are graphemes, so Devanagari matras stay whole).
 */
export function maskName(name: string): string {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  const letters = graphemes(first);
  const head = `${letters.slice(0, Math.min(2, Math.max(1, letters.length - 1))).join("")}***`;
  return [head, ...rest.map((word) => `${graphemes(word)[0]}.`)].join(" ");
}
