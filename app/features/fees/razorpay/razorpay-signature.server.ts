/**
 * Razorpay's signatures, checked in constant time:
 * - webhooks: `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw request body with the
 *   webhook secret (https://razorpay.com/docs/webhooks/validate-test/) — the raw bytes, never
 *   re-serialised JSON;
 * - the payment link callback: `razorpay_signature` is the hex HMAC-SHA256, with the API key
 *   secret, of `payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id`
 *   (Razorpay's Payment Links "Verify Signature" and its SDKs' verifyPaymentLink).
 * Also the zod schema of the two webhook events the fees feature handles.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

function sameHmac(payload: Buffer | string, secret: string, signature: string | null | undefined): boolean {
  if (!secret || typeof signature !== "string" || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

/** True when `header` (X-Razorpay-Signature) signs `rawBody` with `secret`; false on anything malformed. */
export function validWebhookSignature(rawBody: Buffer, header: string | null | undefined, secret: string): boolean {
  return sameHmac(rawBody, secret, header);
}

/** The query parameters Razorpay appends to a payment link's callback_url. */
export type PaymentLinkCallbackParams = {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
};

const callbackSchema = z.object({
  razorpay_payment_id: z.string().min(1),
  razorpay_payment_link_id: z.string().min(1),
  // Empty when the link was created without a reference_id; still part of the signed text.
  razorpay_payment_link_reference_id: z.string(),
  razorpay_payment_link_status: z.string().min(1),
  razorpay_signature: z.string(),
});

/** The callback's parameters when they are all there (from a URL's searchParams or an object); else null. */
export function callbackParams(source: URLSearchParams | Record<string, string | undefined>): PaymentLinkCallbackParams | null {
  const read = (key: string) => (source instanceof URLSearchParams ? (source.get(key) ?? undefined) : source[key]);
  const parsed = callbackSchema.safeParse(Object.fromEntries(Object.keys(callbackSchema.shape).map((key) => [key, read(key)])));
  return parsed.success ? parsed.data : null;
}

/** True when the callback's razorpay_signature is Razorpay's, made with the API key secret. */
export function validPaymentLinkCallback(params: URLSearchParams | Record<string, string | undefined>, keySecret: string): boolean {
  const p = callbackParams(params);
  if (!p) return false;
  const payload = `${p.razorpay_payment_link_id}|${p.razorpay_payment_link_reference_id}|${p.razorpay_payment_link_status}|${p.razorpay_payment_id}`;
  return sameHmac(payload, keySecret, p.razorpay_signature);
}

const notesSchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .nullish()
  .transform((v): Record<string, unknown> => (v && !Array.isArray(v) ? v : {}));

/** A payment entity as webhooks carry it (the fields the fees feature reads). */
const paymentEntitySchema = z.object({
  id: z.string().startsWith("pay_"),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  method: z.string().nullish(),
  order_id: z.string().nullish(),
  description: z.string().nullish(),
  captured: z.boolean().nullish(),
  created_at: z.number().int(),
  notes: notesSchema,
});

const paymentLinkEntitySchema = z.object({
  id: z.string().startsWith("plink_"),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  status: z.string(),
  reference_id: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  order_id: z.string().nullish(),
  short_url: z.string().nullish(),
  notes: notesSchema,
});

const paymentLinkPaidSchema = z.object({
  event: z.literal("payment_link.paid"),
  created_at: z.number().int(),
  payload: z.object({
    payment_link: z.object({ entity: paymentLinkEntitySchema }),
    payment: z.object({ entity: paymentEntitySchema }),
  }),
});

const paymentCapturedSchema = z.object({
  event: z.literal("payment.captured"),
  created_at: z.number().int(),
  payload: z.object({ payment: z.object({ entity: paymentEntitySchema }) }),
});

/**
 * The events the fees feature acts on. Any other event (or shape) fails to parse: store it
 * by its event id and answer 200, so Razorpay stops retrying what we never act on.
 */
export const razorpayWebhookSchema = z.discriminatedUnion("event", [paymentLinkPaidSchema, paymentCapturedSchema]);
export type RazorpayWebhookEvent = z.infer<typeof razorpayWebhookSchema>;
export type RazorpayWebhookPayment = z.infer<typeof paymentEntitySchema>;

/**
 * The payment link a payment.captured belongs to: Razorpay describes a link's payment as
 * "#<link id without plink_>" (its webhook samples); null for any other payment.
 */
export function paymentLinkIdOfPayment(payment: Pick<RazorpayWebhookPayment, "description">): string | null {
  const match = /^#([A-Za-z0-9]{14})$/.exec(payment.description ?? "");
  return match ? `plink_${match[1]}` : null;
}
