import { eq } from "drizzle-orm";
import { indiaDate } from "#app/lib/india-time";
import { db, type Transaction } from "#app/server/db/db.server";
import { Refused } from "#app/server/db/refusable.server";
import { gatewayEvents, paymentLinks, payments } from "#app/server/db/schema";
import { logger } from "#app/server/logger.server";
import { recordPaymentIn } from "../record-payment.server";
import { sendOnlineReceipt } from "./receipt-message.server";

/** A Razorpay payment of one of our payment links, from the webhook, the callback or reconciliation. */
export type GatewayPayment = {
  razorpayLinkId: string;
  paymentId: string;
  amountPaise: number;
  /** When Razorpay took the payment: its India date is the receipt's date. */
  paidAt: Date;
  /** The webhook event that brought it, marked processed in the same transaction. */
  eventId?: string | null;
};

export type SettleResult =
  | { status: "recorded"; receiptNumber: string; paymentId: string; studentId: string }
  | { status: "already"; receiptNumber: string }
  | { status: "unknown_link" }
  | { status: "refused"; message: string };

async function markEventProcessed(tx: Transaction, eventId: string | null | undefined, error: string | null = null) {
  if (!eventId) return;
  await tx.update(gatewayEvents).set({ processed_at: new Date(), error }).where(eq(gatewayEvents.event_id, eventId));
}

/**
 * Records a link's payment once, in the caller's transaction. The link's row is locked first,
 * so the webhook, its retry, the callback page and reconciliation queue here, and the second
 * finds the payment (unique razorpay_payment_id) and only marks itself done.
 */
async function settleGatewayPaymentIn(tx: Transaction, input: GatewayPayment): Promise<SettleResult> {
  const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.razorpay_link_id, input.razorpayLinkId)).for("update");
  if (!link) {
    await markEventProcessed(tx, input.eventId, "not one of our payment links");
    return { status: "unknown_link" };
  }
  const paid = { status: "paid" as const, paid_at: link.paid_at ?? input.paidAt, last_checked_at: new Date() };
  const [existing] = await tx
    .select({ receipt: payments.receipt_number })
    .from(payments)
    .where(eq(payments.razorpay_payment_id, input.paymentId));
  if (existing) {
    await tx.update(paymentLinks).set(paid).where(eq(paymentLinks.id, link.id));
    await markEventProcessed(tx, input.eventId);
    return { status: "already", receiptNumber: existing.receipt };
  }
  const recorded = await recordPaymentIn(tx, {
    studentId: link.student_id,
    amountPaise: input.amountPaise,
    mode: "online",
    paidOn: indiaDate(input.paidAt),
    reference: input.paymentId,
    razorpayPaymentId: input.paymentId,
    paymentLinkId: link.id,
    recordedBy: null,
    advance: true,
  });
  await tx.update(paymentLinks).set(paid).where(eq(paymentLinks.id, link.id));
  await markEventProcessed(tx, input.eventId);
  return { status: "recorded", receiptNumber: recorded.receiptNumber, paymentId: recorded.paymentId, studentId: link.student_id };
}

/**
 * Records a link's payment in its own transaction, then (after the commit) sends the receipt on
 * WhatsApp in the background. A refusal (the student is gone) is kept on the event, not thrown;
 * anything else throws, so the webhook answers 5xx and Razorpay's retry does the work again.
 */
export async function settleGatewayPayment(input: GatewayPayment): Promise<SettleResult> {
  let result: SettleResult;
  try {
    result = await db.transaction((tx) => settleGatewayPaymentIn(tx, input));
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    logger.warn({ paymentId: input.paymentId, reason: error.message }, "online payment refused");
    if (input.eventId) await db.update(gatewayEvents).set({ error: error.message }).where(eq(gatewayEvents.event_id, input.eventId));
    return { status: "refused", message: error.message };
  }
  if (result.status === "recorded") sendOnlineReceipt(result.paymentId);
  return result;
}
