/**
 * The trades' slugs alone: what the chips in the header and lists need. Their own module so
 * that labels and type rules (trades.ts) stay out of the JavaScript every public page loads.
 */
export const TRADE_SLUGS = ["mobile", "laptop", "ac", "hvac", "appliances", "cctv", "ev"] as const;
export type TradeSlug = (typeof TRADE_SLUGS)[number];
