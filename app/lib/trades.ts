/**
 * Trades: what visitors come for, a level above the spec's course types. A course's
 * trade is the one staff chose, else the one its type implies; some types imply none
 * ("technical_training", "other"), so such a course needs staff to choose (the demo data does).
 */
import { TRADE_LABELS } from "./trade-labels";
import { TRADE_SLUGS, type TradeSlug } from "./trade-slugs";

export { TRADE_SLUGS, type TradeSlug };

export const TRADES = TRADE_SLUGS.map((slug) => ({ slug, label: TRADE_LABELS[slug] }));

const TRADE_OF_TYPE: Readonly<Record<string, TradeSlug>> = {
  mobile_repair: "mobile",
  laptop_repair: "laptop",
  computer_repair: "laptop",
  ac_repair: "ac",
  washing_machine_repair: "appliances",
  inverter_repair: "appliances",
  hvac_repair: "hvac",
  e_vehicle_repair: "ev",
};

function isTradeSlug(value: unknown): value is TradeSlug {
  return typeof value === "string" && (TRADE_SLUGS as readonly string[]).includes(value);
}

/** The trade a course is listed under, or null when neither staff nor its type gives one. */
export function courseTrade(course: { trade?: string | null; course_type: string }): TradeSlug | null {
  if (isTradeSlug(course.trade)) return course.trade;
  return TRADE_OF_TYPE[course.course_type] ?? null;
}

export function tradeLabel(slug: TradeSlug): string {
  return TRADE_LABELS[slug];
}

/** `?trade=` from a URL: a known slug, else null (an unknown value lists everything). */
export function tradeFromSearch(params: URLSearchParams): TradeSlug | null {
  const value = params.get("trade");
  return isTradeSlug(value) ? value : null;
}
