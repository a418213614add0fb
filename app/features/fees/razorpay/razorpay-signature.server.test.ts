import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RazorpayStandIn, startRazorpayServer } from "../../../../tests/support/razorpay-server";
import { createPaymentLink } from "./razorpay-client.server";
import {
  callbackParams,
  paymentLinkIdOfPayment,
  razorpayWebhookSchema,
  validPaymentLinkCallback,
  validWebhookSignature,
} from "./razorpay-signature.server";

const WEBHOOK_SECRET = "webhook-secret-1";
type Received = { raw: Buffer; signature: string | undefined; eventId: string | undefined };
let received: Received[];
let receiver: Server;
let webhookUrl: string;
let rzp: RazorpayStandIn;

beforeAll(async () => {
  received = [];
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const signature = req.headers["x-razorpay-signature"] as string | undefined;
    received.push({ raw, signature, eventId: req.headers["x-razorpay-event-id"] as string | undefined });
    res.writeHead(validWebhookSignature(raw, signature, WEBHOOK_SECRET) ? 200 : 401).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/webhooks/razorpay`;
  rzp = await startRazorpayServer({ keySecret: "key-secret-9", webhook: { webhookUrl, webhookSecret: WEBHOOK_SECRET } });
});
afterAll(async () => {
  await rzp.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const newLink = (referenceId: string) =>
  createPaymentLink(
    { apiBase: rzp.apiBase, keyId: rzp.keyId, keySecret: rzp.keySecret },
    {
      amountPaise: 300_000,
      referenceId,
      description: "Registration",
      customer: { name: "Asha", contact: "+919800000000" },
      expireBy: Math.floor(Date.now() / 1000) + 3600,
      callbackUrl: "http://127.0.0.1:9/fees/paid",
    },
  );

describe("validWebhookSignature", () => {
  const body = Buffer.from('{"event":"payment_link.paid","x":1}');
  const good = createHmac("sha256", "s3cret").update(body).digest("hex");

  it("accepts the hex HMAC-SHA256 of the raw body, in either case", () => {
    expect(validWebhookSignature(body, good, "s3cret")).toBe(true);
    expect(validWebhookSignature(body, good.toUpperCase(), "s3cret")).toBe(true);
  });

  it("refuses another secret, another body, and anything malformed", () => {
    expect(validWebhookSignature(body, good, "other")).toBe(false);
    expect(validWebhookSignature(Buffer.from('{"event":"payment_link.paid", "x":1}'), good, "s3cret")).toBe(false);
    for (const bad of [undefined, null, "", "zz", good.slice(2), `${good}00`, `${good.slice(0, 63)}g`]) {
      expect(validWebhookSignature(body, bad, "s3cret")).toBe(false);
    }
    expect(validWebhookSignature(body, createHmac("sha256", "").update(body).digest("hex"), "")).toBe(false);
  });
});

describe("the stand-in's webhooks, checked by the app's code", () => {
  it("pay() sends a signed payment_link.paid the schema reads; replay() resends the same event", async () => {
    const link = await newLink("DUE-W1");
    const paid = await rzp.pay(link.id);
    expect(paid.webhookStatus).toBe(200);
    const first = received.at(-1) as Received;
    expect(first.eventId).toBe(paid.eventId);
    const event = razorpayWebhookSchema.parse(JSON.parse(first.raw.toString()));
    expect(event.event).toBe("payment_link.paid");
    if (event.event !== "payment_link.paid") throw new Error("unreachable");
    expect(event.payload.payment_link.entity).toMatchObject({ id: link.id, reference_id: "DUE-W1", status: "paid", amount_paid: 300_000 });
    expect(event.payload.payment.entity).toMatchObject({ id: paid.paymentId, amount: 300_000, status: "captured", method: "upi" });

    expect(await rzp.replay(paid.eventId)).toBe(200);
    const again = received.at(-1) as Received;
    expect(again.eventId).toBe(paid.eventId);
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(again.signature).toBe(first.signature);
  });

  it("deliver: false withholds the webhook (a missed one) but the callback is still signed", async () => {
    const link = await newLink("DUE-W2");
    const count = received.length;
    const paid = await rzp.pay(link.id, { deliver: false });
    expect(paid.webhookStatus).toBeNull();
    expect(received.length).toBe(count);
    expect(paid.callbackParams).toMatchObject({
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: "DUE-W2",
      razorpay_payment_link_status: "paid",
    });
    expect(validPaymentLinkCallback(paid.callbackParams, "key-secret-9")).toBe(true);
    expect(validPaymentLinkCallback(new URL(paid.callbackUrl).searchParams, "key-secret-9")).toBe(true);
    expect(paid.callbackUrl.startsWith("http://127.0.0.1:9/fees/paid?razorpay_payment_id=")).toBe(true);
  });

  it("sendPaymentCaptured sends a payment.captured that names its link", async () => {
    const link = await newLink("DUE-W3");
    const paid = await rzp.pay(link.id);
    const captured = await rzp.sendPaymentCaptured(paid.paymentId);
    expect(captured.webhookStatus).toBe(200);
    const event = razorpayWebhookSchema.parse(JSON.parse((received.at(-1) as Received).raw.toString()));
    if (event.event !== "payment.captured") throw new Error(`got ${event.event}`);
    expect(event.payload.payment.entity.id).toBe(paid.paymentId);
    expect(paymentLinkIdOfPayment(event.payload.payment.entity)).toBe(link.id);
  });

  it("a webhook signed with another secret is refused by the receiver", async () => {
    const link = await newLink("DUE-W4");
    const paid = await rzp.pay(link.id, { webhookUrl, webhookSecret: "not-the-secret" });
    expect(paid.webhookStatus).toBe(401);
  });
});

describe("validPaymentLinkCallback", () => {
  const signed = (secret: string, p: Record<string, string>) =>
    createHmac("sha256", secret)
      .update(
        `${p.razorpay_payment_link_id}|${p.razorpay_payment_link_reference_id}|${p.razorpay_payment_link_status}|${p.razorpay_payment_id}`,
      )
      .digest("hex");
  const params = {
    razorpay_payment_id: "pay_Fjxe6k0IsvKP1p",
    razorpay_payment_link_id: "plink_FjxXbhJq7HeQ2O",
    razorpay_payment_link_reference_id: "DUE-7",
    razorpay_payment_link_status: "paid",
  };
  const good = { ...params, razorpay_signature: signed("k", params) };

  it("accepts Razorpay's order: link id | reference id | status | payment id", () => {
    expect(validPaymentLinkCallback(good, "k")).toBe(true);
    expect(validPaymentLinkCallback(new URLSearchParams(good), "k")).toBe(true);
    const empty = { ...params, razorpay_payment_link_reference_id: "" };
    expect(validPaymentLinkCallback({ ...empty, razorpay_signature: signed("k", empty) }, "k")).toBe(true);
  });

  it("refuses a changed field, another secret, a missing field", () => {
    expect(validPaymentLinkCallback({ ...good, razorpay_payment_link_status: "partially_paid" }, "k")).toBe(false);
    expect(validPaymentLinkCallback({ ...good, razorpay_payment_id: "pay_Other000000000" }, "k")).toBe(false);
    expect(validPaymentLinkCallback(good, "other")).toBe(false);
    expect(validPaymentLinkCallback({ ...good, razorpay_signature: "nothex" }, "k")).toBe(false);
    expect(validPaymentLinkCallback({ ...good, razorpay_payment_link_id: undefined }, "k")).toBe(false);
    expect(callbackParams(new URLSearchParams("razorpay_payment_id=pay_x"))).toBeNull();
  });
});

describe("razorpayWebhookSchema", () => {
  it("does not read other events", () => {
    expect(razorpayWebhookSchema.safeParse({ event: "payment_link.expired", created_at: 1, payload: {} }).success).toBe(false);
    expect(paymentLinkIdOfPayment({ description: "Fee" })).toBeNull();
  });
});
