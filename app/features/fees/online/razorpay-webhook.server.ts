import { eq } from "drizzle-orm";
import {
  paymentLinkIdOfPayment,
  type RazorpayWebhookEvent,
  razorpayWebhookSchema,
  validWebhookSignature,
} from "#app/features/fees/razorpay/razorpay-signature.server";
import { db } from "#app/server/db/db.server";
import { gatewayEvents } from "#app/server/db/schema";
import { logger } from "#app/server/logger.server";
import { settleGatewayPayment } from "./gateway-payment.server";
import { linkIdOfOrder, rememberLinkOrder } from "./link-order.server";
import { razorpaySettings } from "./razorpay-config.server";

export type WebhookAnswer = { status: 200 | 400 | 401 | 404; body: string };

/**
 * The link and payment an event names, or null when it is not a payment of a payment link.
 * `payment_link.paid` names its link (and its order, kept for later events); a `payment.captured`
 * is matched by its `order_id` to a stored link, and, for links stored before their order was
 * (made before the column), by Razorpay's "#<link id>" description.
 */
async function linkPaymentOf(event: RazorpayWebhookEvent) {
  const payment = event.payload.payment.entity;
  let linkId: string | null;
  if (event.event === "payment_link.paid") {
    const link = event.payload.payment_link.entity;
    linkId = link.id;
    await rememberLinkOrder(link.id, link.order_id ?? payment.order_id);
  } else linkId = (await linkIdOfOrder(payment.order_id)) ?? paymentLinkIdOfPayment(payment);
  if (!linkId) return null;
  return { razorpayLinkId: linkId, paymentId: payment.id, amountPaise: payment.amount, paidAt: new Date(payment.created_at * 1000) };
}

/**
 * Razorpay's webhook (issue 24 point 5): the signature over the raw body first (401, nothing
 * stored); then the event is stored once by its id before any work; a stored event already
 * processed is answered 200 and left alone, one whose work did not finish (a crash, processed_at
 * null) is done again. Database failures throw: the route answers 5xx and Razorpay retries.
 */
export async function receiveRazorpayWebhook(raw: Buffer, headers: Headers): Promise<WebhookAnswer> {
  const settings = razorpaySettings();
  if (!settings) return { status: 404, body: "Not Found" };
  if (!validWebhookSignature(raw, headers.get("x-razorpay-signature"), settings.webhookSecret)) {
    logger.warn({ bytes: raw.length }, "razorpay webhook refused: bad signature");
    return { status: 401, body: "Invalid signature" };
  }
  const eventId = headers.get("x-razorpay-event-id")?.trim();
  let json: { event?: unknown } | null = null;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    // Reported below.
  }
  if (!eventId || !json || typeof json !== "object") return { status: 400, body: "Not a Razorpay event" };
  const name = typeof json.event === "string" ? json.event.slice(0, 100) : "unknown";
  await db.insert(gatewayEvents).values({ event_id: eventId, event: name, payload: json }).onConflictDoNothing();
  const [stored] = await db
    .select({ processed: gatewayEvents.processed_at })
    .from(gatewayEvents)
    .where(eq(gatewayEvents.event_id, eventId));
  if (stored?.processed) return { status: 200, body: "Already processed" };
  const parsed = razorpayWebhookSchema.safeParse(json);
  const payment = parsed.success ? await linkPaymentOf(parsed.data) : null;
  if (!payment) {
    // An event we do not act on: stored, done, and Razorpay stops sending it.
    await db.update(gatewayEvents).set({ processed_at: new Date() }).where(eq(gatewayEvents.event_id, eventId));
    return { status: 200, body: "Stored" };
  }
  const result = await settleGatewayPayment({ ...payment, eventId });
  logger.info({ eventId, event: name, status: result.status }, "razorpay webhook handled");
  return { status: 200, body: result.status };
}
