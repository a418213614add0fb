/**
 * A UPI payment link without a gateway (NPCI "UPI Linking Specification"): any UPI app opens
 * `upi://pay?pa=…&pn=…&am=12500.00&cu=INR&tn=…&tr=…` with the payee, amount and note filled in.
 */
import { z } from "zod";

// A VPA is "handle@provider": the handle letters, digits, dot, hyphen, underscore; the
// provider (the bank's or app's PSP handle) letters first.
const VPA = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

/** The institute's UPI ID, as the settings form takes it (trimmed; "name@bank"). */
export const upiIdSchema = z.string().trim().min(1, "UPI ID is required").regex(VPA, "UPI ID must look like name@bank");

export const isUpiId = (value: string) => VPA.test(value.trim());

export type UpiPayLinkInput = {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  /** tn: shown to the payer in their app, e.g. "Fee instalment 2, STU-0042". */
  note: string;
  /** tr: the merchant's reference for this payment, e.g. the due's id. */
  reference: string;
};

/** Paise as the spec's amount: rupees with exactly two decimals, "12500.00". */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError(`Not an amount to pay: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

// Percent-encoding per RFC 3986 (spaces as %20, never "+", which some UPI apps show
// literally); "@" stays as it is, as the spec's examples write the VPA.
const encode = (value: string) => encodeURIComponent(value).replaceAll("%40", "@");

export function upiPayLink({ vpa, payeeName, amountPaise, note, reference }: UpiPayLinkInput): string {
  if (!isUpiId(vpa)) throw new RangeError(`Not a UPI ID: ${vpa}`);
  const params: [string, string][] = [
    ["pa", vpa.trim()],
    ["pn", payeeName],
    ["am", upiAmount(amountPaise)],
    ["cu", "INR"],
    ["tn", note],
    ["tr", reference],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value)}`).join("&")}`;
}
