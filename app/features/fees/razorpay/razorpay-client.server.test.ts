import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RazorpayStandIn, startRazorpayServer } from "../../../../tests/support/razorpay-server";
import { createPaymentLink, fetchPaymentLink, type RazorpayConfig, RazorpayError } from "./razorpay-client.server";

let rzp: RazorpayStandIn;
let config: RazorpayConfig;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const input = (referenceId: string) => ({
  amountPaise: 1_250_000,
  referenceId,
  description: "Fee instalment 2",
  customer: { name: "Karan Mehta", contact: "+919876543210", email: "karan@example.com" },
  expireBy: inAnHour(),
  callbackUrl: "http://127.0.0.1:1/payments/callback?lang=hi",
  notes: { due_id: "due-42" },
});

beforeAll(async () => {
  rzp = await startRazorpayServer({ keyId: "rzp_test_abc", keySecret: "top-secret-key" });
  config = { apiBase: rzp.apiBase, keyId: rzp.keyId, keySecret: rzp.keySecret };
});
afterAll(() => rzp.close());

describe("createPaymentLink", () => {
  it("posts the link as Razorpay's API takes it, with Basic auth, and parses the answer", async () => {
    const link = await createPaymentLink(config, input("DUE-1"));
    expect(link).toMatchObject({ status: "created", amount: 1_250_000, amount_paid: 0, reference_id: "DUE-1", payments: [] });
    expect(link.id).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(link.short_url).toMatch(new RegExp(`^${rzp.apiBase}/i/[A-Za-z0-9]+$`));
    const call = rzp.calls.at(-1);
    expect(call).toMatchObject({ method: "POST", path: "/v1/payment_links", authorized: true });
    expect(call?.body).toEqual({
      amount: 1_250_000,
      currency: "INR",
      accept_partial: false,
      reference_id: "DUE-1",
      description: "Fee instalment 2",
      customer: { name: "Karan Mehta", contact: "+919876543210", email: "karan@example.com" },
      notify: { sms: false, email: false },
      reminder_enable: false,
      expire_by: expect.any(Number),
      callback_url: "http://127.0.0.1:1/payments/callback?lang=hi",
      callback_method: "get",
      notes: { due_id: "due-42" },
    });
    const expireBy = (call?.body as { expire_by?: number } | undefined)?.expire_by ?? 0;
    expect(Math.abs(expireBy - inAnHour())).toBeLessThan(5);
  });

  it("reports Razorpay's error, and never the secret", async () => {
    await createPaymentLink(config, input("DUE-2"));
    const error = await createPaymentLink(config, input("DUE-2")).catch((e) => e);
    expect(error).toBeInstanceOf(RazorpayError);
    expect(error.message).toBe(
      "Razorpay POST /v1/payment_links: HTTP 400 BAD_REQUEST_ERROR: Payment Link with given reference_id already exists",
    );
    expect(error.status).toBe(400);
    const denied = await createPaymentLink({ ...config, keySecret: "wrong-secret" }, input("DUE-3")).catch((e) => e);
    expect(denied.message).toBe("Razorpay POST /v1/payment_links: HTTP 401 BAD_REQUEST_ERROR: Authentication failed");
    expect(`${denied.message} ${denied.stack}`).not.toContain("wrong-secret");
    expect(rzp.calls.at(-1)?.authorized).toBe(false);
    await expect(createPaymentLink(config, { ...input("DUE-4"), amountPaise: 99 })).rejects.toThrow(/at least 100 paise/);
  });
});

describe("fetchPaymentLink", () => {
  it("reads a link before and after it is paid", async () => {
    const created = await createPaymentLink(config, input("DUE-5"));
    expect((await fetchPaymentLink(config, created.id)).status).toBe("created");
    const paid = await rzp.pay(created.id, { deliver: false, webhookUrl: "http://127.0.0.1:1/", webhookSecret: "w" });
    const link = await fetchPaymentLink(config, created.id);
    expect(link).toMatchObject({ status: "paid", amount_paid: 1_250_000 });
    expect(link.payments).toEqual([
      { payment_id: paid.paymentId, amount: 1_250_000, status: "captured", method: "upi", created_at: expect.any(Number) },
    ]);
    expect(rzp.calls.at(-1)).toMatchObject({ method: "GET", path: `/v1/payment_links/${created.id}`, authorized: true });
  });

  it("reports an unknown link and refuses a malformed id without a call", async () => {
    await expect(fetchPaymentLink(config, "plink_Nope0000000000")).rejects.toThrow(
      "Razorpay GET /v1/payment_links/plink_Nope0000000000: HTTP 400 BAD_REQUEST_ERROR: The id provided does not exist",
    );
    const before = rzp.calls.length;
    await expect(fetchPaymentLink(config, "../v1/payments")).rejects.toThrow(RazorpayError);
    expect(rzp.calls.length).toBe(before);
  });

  it("gives up after the timeout, and on a refused connection, with status 0", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    const started = Date.now();
    const error = await fetchPaymentLink({ ...config, apiBase: `http://127.0.0.1:${port}`, timeoutMs: 200 }, "plink_Abc").catch((e) => e);
    expect(error).toMatchObject({ name: "RazorpayError", status: 0, message: "Razorpay GET /v1/payment_links/plink_Abc: timed out" });
    expect(Date.now() - started).toBeLessThan(2000);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    const refused = await fetchPaymentLink({ ...config, apiBase: `http://127.0.0.1:${port}` }, "plink_Abc").catch((e) => e);
    expect(refused).toMatchObject({ status: 0 });
    expect(refused.message).not.toContain(config.keySecret);
  });

  it("refuses an answer that is not a payment link", async () => {
    const odd = createServer((_req, res) => res.end(JSON.stringify({ id: "plink_X", status: "weird" })));
    await new Promise<void>((resolve) => odd.listen(0, "127.0.0.1", resolve));
    const apiBase = `http://127.0.0.1:${(odd.address() as { port: number }).port}`;
    await expect(fetchPaymentLink({ ...config, apiBase }, "plink_X")).rejects.toThrow(/unexpected answer/);
    await new Promise<void>((resolve) => odd.close(() => resolve()));
  });
});
