/**
 * GST on a fee, in integer paise. Rates are basis points (1800 = 18%). Intra-state supplies
 * carry CGST + SGST at half the rate each; inter-state ones IGST at the full rate.
 *
 * Rounding rule (every figure adds up exactly: taxable + cgst + sgst + igst = total):
 * - each tax is rounded once, half up, to the paise, computed with BigInt so no float ever
 *   touches the money;
 * - CGST and SGST are always equal (the same half rate on the same value), so the
 *   intra-state taxes are computed as one half and doubled;
 * - exclusive: taxable = the amount; taxes from the taxable value; total = taxable + taxes;
 * - inclusive: total = the amount paid; each tax is the tax-fraction of the total
 *   (amount × rate / (10000 + rate)), rounded; taxable = total − taxes, so any rounding
 *   paise falls in the taxable value and never makes the receipt disagree with the payment.
 */
type GstSupply = "intra" | "inter";
type GstPricing = "inclusive" | "exclusive";

/** A state for the place of supply, e.g. { code: "09", name: "Uttar Pradesh" } (GST state code). */
type GstState = { code: string; name: string };

export type GstInput = { amountPaise: number; rateBasisPoints: number; pricing: GstPricing; supply: GstSupply };
export type GstBreakdown = { taxable: number; cgst: number; sgst: number; igst: number; total: number };

/** numerator / denominator rounded half up, both non-negative. */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

export function gstBreakdown({ amountPaise, rateBasisPoints, pricing, supply }: GstInput): GstBreakdown {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError(`Not an amount in paise: ${amountPaise}`);
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0) throw new RangeError(`Not a rate: ${rateBasisPoints}`);
  const amount = BigInt(amountPaise);
  const rate = BigInt(rateBasisPoints);
  // The base a tax fraction applies to: the taxable value (exclusive) or the total (inclusive).
  const denominator = pricing === "exclusive" ? 10_000n : 10_000n + rate;
  if (supply === "intra") {
    const half = divideHalfUp(amount * rate, denominator * 2n);
    const taxable = pricing === "exclusive" ? amountPaise : amountPaise - 2 * half;
    return { taxable, cgst: half, sgst: half, igst: 0, total: taxable + 2 * half };
  }
  const igst = divideHalfUp(amount * rate, denominator);
  const taxable = pricing === "exclusive" ? amountPaise : amountPaise - igst;
  return { taxable, cgst: 0, sgst: 0, igst, total: taxable + igst };
}
