import type { RazorpayPaymentLink } from "#app/features/fees/razorpay/razorpay-client.server";
import { type SettleResult, settleGatewayPayment } from "./gateway-payment.server";
import { rememberLinkOrder } from "./link-order.server";

/**
 * Settles a payment link as Razorpay's API shows it (the callback page and reconciliation):
 * its captured payment (the one named, when a callback names one) through the same settlement
 * as the webhook, so whichever comes first records it and the rest find it recorded.
 */
export async function settleFetchedLink(link: RazorpayPaymentLink, paymentId?: string): Promise<SettleResult | null> {
  await rememberLinkOrder(link.id, link.order_id);
  const payment = link.payments.find((p) => p.status === "captured" && (!paymentId || p.payment_id === paymentId));
  if (link.status !== "paid" || !payment) return null;
  return settleGatewayPayment({
    razorpayLinkId: link.id,
    paymentId: payment.payment_id,
    amountPaise: payment.amount,
    paidAt: payment.created_at ? new Date(payment.created_at * 1000) : new Date(),
  });
}
