import { type GstBreakdown, gstBreakdown } from "#app/features/fees/gst";
import type { feeSettings } from "#app/server/db/schema";

type GstSettings = Pick<
  typeof feeSettings.$inferSelect,
  "gst_registered" | "gstin" | "gst_sac" | "gst_rate_bp" | "gst_inclusive" | "gst_state" | "gst_state_code"
>;

/** The GST a registered institute's receipt carries; null for a plain receipt. */
export type GstLines = {
  gstin: string;
  sac: string;
  /** "Delhi (07)". */
  placeOfSupply: string;
  inclusive: boolean;
  /** "18", "9", "2.5": the rate and its halves as printed. */
  rate: string;
  halfRate: string;
  split: GstBreakdown;
};

const percent = (bp: number) => String(bp / 100);

/**
 * The GST lines of an amount under the fee settings: CGST + SGST within the institute's state
 * (the default: a student's state is not recorded), IGST when `placeOfSupply` names another.
 */
export function receiptGst(settings: GstSettings, amountPaise: number, placeOfSupply?: { state: string; code: string }): GstLines | null {
  if (!settings.gst_registered) return null;
  const place = placeOfSupply ?? { state: settings.gst_state, code: settings.gst_state_code };
  return {
    gstin: settings.gstin ?? "",
    sac: settings.gst_sac,
    placeOfSupply: `${place.state} (${place.code})`,
    inclusive: settings.gst_inclusive,
    rate: percent(settings.gst_rate_bp),
    halfRate: percent(settings.gst_rate_bp / 2),
    split: gstBreakdown({
      amountPaise,
      rateBasisPoints: settings.gst_rate_bp,
      pricing: settings.gst_inclusive ? "inclusive" : "exclusive",
      supply: place.code === settings.gst_state_code ? "intra" : "inter",
    }),
  };
}
