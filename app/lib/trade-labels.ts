import type { TradeSlug } from "./trade-slugs";

/**
 * The trades' English labels: the admin form and the search (trades.ts) and the English
 * catalogue's trade.* read these, so the two can never disagree. Their own module, like the
 * slugs, so that neither pulls the other's code into a page.
 */
export const TRADE_LABELS: Readonly<Record<TradeSlug, string>> = {
  mobile: "Mobile & iPhone",
  laptop: "Laptop & Computer",
  ac: "AC & Refrigeration",
  hvac: "HVAC",
  appliances: "TV & Home appliances",
  cctv: "CCTV & Security",
  ev: "EV",
};
