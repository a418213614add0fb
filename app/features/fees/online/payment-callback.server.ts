import { eq } from "drizzle-orm";
import { fetchPaymentLink, RazorpayError } from "#app/features/fees/razorpay/razorpay-client.server";
import { callbackParams, validPaymentLinkCallback } from "#app/features/fees/razorpay/razorpay-signature.server";
import { db } from "#app/server/db/db.server";
import { payments } from "#app/server/db/schema";
import { logger } from "#app/server/logger.server";
import { settleFetchedLink } from "./fetched-link.server";
import { razorpaySettings } from "./razorpay-config.server";

/** What the payer's return page shows: paid (with the receipt), still being confirmed, not paid, or a bad link. */
export type CallbackOutcome = { kind: "paid"; receiptNumber: string } | { kind: "pending" } | { kind: "not_paid" } | { kind: "invalid" };

async function receiptOf(razorpayPaymentId: string): Promise<string | null> {
  const [row] = await db
    .select({ number: payments.receipt_number })
    .from(payments)
    .where(eq(payments.razorpay_payment_id, razorpayPaymentId));
  return row?.number ?? null;
}

/**
 * The callback after a payer pays a link (GET /payments/callback): the signature first (made
 * with the key secret; a forged or altered address records nothing). A paid link whose webhook
 * has not come yet is fetched from Razorpay and recorded through the webhook's own settlement.
 */
export async function paymentCallback(search: URLSearchParams): Promise<CallbackOutcome> {
  const settings = razorpaySettings();
  const params = callbackParams(search);
  if (!settings || !params || !validPaymentLinkCallback(search, settings.keySecret)) return { kind: "invalid" };
  if (params.razorpay_payment_link_status !== "paid") return { kind: "not_paid" };
  const recorded = await receiptOf(params.razorpay_payment_id);
  if (recorded) return { kind: "paid", receiptNumber: recorded };
  try {
    const link = await fetchPaymentLink(settings, params.razorpay_payment_link_id);
    const settled = await settleFetchedLink(link, params.razorpay_payment_id);
    if (settled?.status === "recorded" || settled?.status === "already") return { kind: "paid", receiptNumber: settled.receiptNumber };
    if (settled?.status === "unknown_link") return { kind: "invalid" };
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    logger.warn({ status: error.status, code: error.code }, "payment callback: link fetch failed");
  }
  // Razorpay has not confirmed it yet: the webhook or reconciliation will record it.
  return { kind: "pending" };
}
