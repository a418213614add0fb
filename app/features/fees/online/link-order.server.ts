import { and, eq, isNull } from "drizzle-orm";
import { type Database, db } from "#app/server/db/db.server";
import { paymentLinks } from "#app/server/db/schema";

/**
 * A payment link's Razorpay order (decision 060-order-id-matching): a link's payment
 * carries the link's `order_id`, so a `payment.captured` finds its link by it. Razorpay may name
 * the order only once the link is opened, so it is kept whenever an answer names it (the create
 * answer, a fetch, the link's paid webhook); the first name stands.
 */
export async function rememberLinkOrder(
  razorpayLinkId: string,
  orderId: string | null | undefined,
  executor: Pick<Database, "update"> = db,
) {
  if (!orderId) return;
  await executor
    .update(paymentLinks)
    .set({ razorpay_order_id: orderId })
    .where(and(eq(paymentLinks.razorpay_link_id, razorpayLinkId), isNull(paymentLinks.razorpay_order_id)));
}

/** The Razorpay link id whose order is `orderId`, or null when no stored link names that order. */
export async function linkIdOfOrder(orderId: string | null | undefined): Promise<string | null> {
  if (!orderId) return null;
  const [row] = await db
    .select({ id: paymentLinks.razorpay_link_id })
    .from(paymentLinks)
    .where(eq(paymentLinks.razorpay_order_id, orderId));
  return row?.id ?? null;
}
