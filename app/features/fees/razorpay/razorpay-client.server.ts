/**
 * A small client for Razorpay's Payment Links API (https://razorpay.com/docs/api/payments/payment-links/):
 * create (`POST /v1/payment_links`) and fetch (`GET /v1/payment_links/:id`). Configuration
 * comes in as a parameter, so tests point `apiBase` at the loopback stand-in
 * (tests/support/razorpay-server.ts). Errors name the call and Razorpay's own code and
 * description, never the key secret.
 */
import { z } from "zod";

export type RazorpayConfig = {
  /** e.g. "https://api.razorpay.com" (RAZORPAY_API_BASE), without "/v1". */
  apiBase: string;
  keyId: string;
  keySecret: string;
  /** Milliseconds before a call is abandoned; 10 s unless a test says otherwise. */
  timeoutMs?: number;
};

export type CreatePaymentLinkInput = {
  amountPaise: number;
  /** Names the due (unique per link at Razorpay; at most 40 characters). */
  referenceId: string;
  description: string;
  customer: { name: string; contact: string; email?: string };
  /** Unix seconds; Razorpay wants it at least 15 minutes ahead. */
  expireBy: number;
  callbackUrl: string;
  notes?: Record<string, string>;
};

const linkPaymentSchema = z.object({
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.string(),
  method: z.string().nullish(),
  created_at: z.number().int().nullish(),
});

const paymentLinkSchema = z.object({
  id: z.string().startsWith("plink_"),
  short_url: z.string(),
  status: z.enum(["created", "partially_paid", "paid", "expired", "cancelled"]),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string().optional(),
  reference_id: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  order_id: z.string().nullish(),
  expire_by: z.number().int().nullish(),
  // Razorpay answers null until the link has a payment.
  payments: z
    .array(linkPaymentSchema)
    .nullish()
    .transform((v) => v ?? []),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});
export type RazorpayPaymentLink = z.infer<typeof paymentLinkSchema>;

/** A failed call: `status` is the HTTP status (0 when no answer came), `code` Razorpay's. */
export class RazorpayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "RazorpayError";
  }
}

const errorBodySchema = z.object({ error: z.object({ code: z.string().optional(), description: z.string().optional() }) });

async function call(config: RazorpayConfig, method: "GET" | "POST", path: string, body?: unknown): Promise<RazorpayPaymentLink> {
  const what = `Razorpay ${method} ${path}`;
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64");
  let response: Response;
  try {
    response = await fetch(`${config.apiBase.replace(/\/+$/, "")}${path}`, {
      method,
      headers: { authorization: `Basic ${auth}`, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (error) {
    // fetch's own errors (refused, DNS, timeout) carry no headers; name only their kind.
    const reason = error instanceof Error ? (error.name === "TimeoutError" ? "timed out" : error.message) : "failed";
    throw new RazorpayError(`${what}: ${reason}`, 0);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: reported below by status or by the schema.
  }
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(json);
    const code = parsed.success ? (parsed.data.error.code ?? null) : null;
    const description = parsed.success ? (parsed.data.error.description ?? "") : text.slice(0, 200);
    throw new RazorpayError(
      `${what}: HTTP ${response.status}${code ? ` ${code}` : ""}${description ? `: ${description}` : ""}`,
      response.status,
      code,
    );
  }
  const link = paymentLinkSchema.safeParse(json);
  if (!link.success) throw new RazorpayError(`${what}: unexpected answer (${link.error.issues[0]?.path.join(".")})`, response.status);
  return link.data;
}

export function createPaymentLink(config: RazorpayConfig, input: CreatePaymentLinkInput): Promise<RazorpayPaymentLink> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < 100) {
    // Razorpay's minimum is ₹1; refuse here rather than spend a call.
    return Promise.reject(new RazorpayError(`Razorpay POST /v1/payment_links: amount must be at least 100 paise`, 0));
  }
  return call(config, "POST", "/v1/payment_links", {
    amount: input.amountPaise,
    currency: "INR",
    accept_partial: false,
    reference_id: input.referenceId,
    description: input.description,
    customer: {
      name: input.customer.name,
      contact: input.customer.contact,
      ...(input.customer.email ? { email: input.customer.email } : {}),
    },
    // We send the link ourselves, on WhatsApp and by e-mail.
    notify: { sms: false, email: false },
    reminder_enable: false,
    expire_by: input.expireBy,
    callback_url: input.callbackUrl,
    callback_method: "get",
    notes: input.notes ?? {},
  });
}

export function fetchPaymentLink(config: RazorpayConfig, id: string): Promise<RazorpayPaymentLink> {
  if (!/^plink_[A-Za-z0-9]+$/.test(id)) return Promise.reject(new RazorpayError(`Razorpay: not a payment link id: ${id}`, 0));
  return call(config, "GET", `/v1/payment_links/${id}`);
}
