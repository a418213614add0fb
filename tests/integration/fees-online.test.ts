import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { duePaymentOptionsFor, feeMessagesIdle } from "#app/features/fees/index.server";
import { reconcilePaymentLinks } from "#app/features/fees/online/reconcile.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import * as linkRoute from "#app/routes/admin/dues/payment-link";
import * as webhookRoute from "#app/routes/api/razorpay-webhook";
import * as callbackPage from "#app/routes/site/payment-callback";
import { db } from "#app/server/db/db.server";
import { dues, feeSettings, gatewayEvents, paymentLinks, payments, studentEvents } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { accountsFor } from "#tests/support/accounts";
import { callRoute, routeArgs } from "#tests/support/call-route";
import { admittedStudent, plannedCourse } from "#tests/support/fee-students";
import { type RazorpayStandIn, startRazorpayServer } from "#tests/support/razorpay-server";

// Online payment (issue 24 point 5): payment links through the loopback Razorpay stand-in, its
// signed webhooks delivered over real HTTP to the webhook route, the callback page, reconciliation.

const people = accountsFor({ admin: "admin" });
const WEBHOOK_SECRET = "whsec_online_test";
let razorpay: RazorpayStandIn;
let app: Server;
let appBase = "";

/** The webhook route behind a real HTTP server, so the stand-in delivers, retries and replays to it. */
async function startWebhookServer() {
  app = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
    const request = new Request(`${appBase}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) });
    const response = await webhookRoute.action({ request, params: {}, context: {} } as never);
    res.writeHead(response.status, { "content-type": "text/plain" }).end(await response.text());
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  appBase = `http://127.0.0.1:${(app.address() as { port: number }).port}`;
}

beforeAll(async () => {
  await ensureSiteSettings();
  await startWebhookServer();
  razorpay = await startRazorpayServer({ webhook: { webhookUrl: `${appBase}/webhooks/razorpay`, webhookSecret: WEBHOOK_SECRET } });
  Object.assign(getEnv(), {
    BASE_URL: appBase,
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: razorpay.apiBase,
  });
  // The online admission discount is the ledger's concern (fees-ledger.test.ts): off here, so amounts read plainly.
  await db.update(feeSettings).set({ online_admission_discount_paise: 0 });
});

afterAll(async () => {
  await feeMessagesIdle();
  await razorpay?.close();
  await new Promise((resolve) => app?.close(resolve));
});

let courseId = "";
async function studentWithDues() {
  courseId ||= (await plannedCourse("Online Fees Course")).id;
  const student = (await admittedStudent(people.admin, courseId, { batchStart: "2099-01-10" })).student;
  const studentDues = await db.select().from(dues).where(eq(dues.student_id, student.id)).orderBy(asc(dues.position));
  return { student, registration: studentDues[0] };
}

/** "Send payment link" on a due, as the student page's form posts it. */
async function sendLink(dueId: string, studentId: string, lang: "en" | "hi" = "en") {
  const answer = await callRoute(() =>
    linkRoute.action(
      routeArgs(
        people.admin,
        `/admin/dues/${dueId}/payment-link`,
        { returnTo: `/admin/students/${studentId}`, lang },
        { id: dueId },
      ) as never,
    ),
  );
  const [link] = await db.select().from(paymentLinks).where(eq(paymentLinks.due_id, dueId)).orderBy(asc(paymentLinks.created_at));
  return { answer, link };
}

const paymentsOf = (razorpayPaymentId: string) => db.select().from(payments).where(eq(payments.razorpay_payment_id, razorpayPaymentId));

describe("Send payment link", () => {
  it("answers in Hindi from the Hindi student page, and sends staff back to it", async () => {
    const { student, registration } = await studentWithDues();
    const { answer, link } = await sendLink(registration.id, student.id, "hi");
    expect(answer.location).toBe(`/admin/students/${student.id}?lang=hi`);
    expect(answer.toast).toMatchObject({
      title: "पेमेंट लिंक भेजा गया",
      description: `लिंक छात्र को WhatsApp और ई-मेल पर भेजा जा रहा है: ${link?.short_url}`,
    });
  });

  it("creates the Razorpay link for what the due owes, stores it and writes the timeline", async () => {
    const { student, registration } = await studentWithDues();
    const { answer, link } = await sendLink(registration.id, student.id);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/admin/students/${student.id}`);
    expect(answer.toast?.title).toBe("Payment link sent");
    const call = razorpay.calls.filter((c) => c.method === "POST" && c.path === "/v1/payment_links").at(-1);
    expect(call?.authorized).toBe(true);
    const reference = `due_${registration.id.replace(/-/g, "").slice(0, 20)}_1`;
    expect(call?.body).toMatchObject({
      amount: 250000,
      currency: "INR",
      reference_id: reference,
      callback_url: `${appBase}/payments/callback`,
      callback_method: "get",
      customer: { name: student.full_name, contact: `+91${student.phone}` },
    });
    const body = call?.body as { expire_by: number };
    expect(body.expire_by - Date.now() / 1000).toBeGreaterThan(7 * 86400 - 120);
    expect(link).toMatchObject({ reference_id: reference, amount_paise: 250000, status: "created", created_by: people.admin.id });
    expect(link.short_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\//);
    const events = await db
      .select()
      .from(studentEvents)
      .where(and(eq(studentEvents.student_id, student.id), eq(studentEvents.type, "payment_link_sent")));
    expect(events).toHaveLength(1);
    expect(events[0].details).toMatchObject({ due_id: registration.id, short_url: link.short_url, amount_paise: 250000 });
    // A second link for the same due takes the next reference.
    await sendLink(registration.id, student.id);
    const both = await db.select().from(paymentLinks).where(eq(paymentLinks.due_id, registration.id));
    expect(both.map((l) => l.reference_id).sort()).toEqual([reference, reference.replace(/_1$/, "_2")]);
  });

  it("refuses clearly, storing nothing, when Razorpay is not configured", async () => {
    const { student, registration } = await studentWithDues();
    const secret = getEnv().RAZORPAY_WEBHOOK_SECRET;
    Object.assign(getEnv(), { RAZORPAY_WEBHOOK_SECRET: undefined });
    try {
      const { answer, link } = await sendLink(registration.id, student.id);
      expect(answer.status).toBe(302);
      expect(answer.toast).toMatchObject({ title: "No payment link sent" });
      expect(answer.toast?.description).toContain("Online payment is not set up");
      expect(link).toBeUndefined();
      // On the Hindi student page the reason is Hindi too, under the Hindi title.
      const hindi = await sendLink(registration.id, student.id, "hi");
      expect(hindi.answer.location).toBe(`/admin/students/${student.id}?lang=hi`);
      expect(hindi.answer.toast).toMatchObject({
        title: "पेमेंट लिंक नहीं भेजा गया",
        description: "ऑनलाइन पेमेंट चालू नहीं है: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET और RAZORPAY_WEBHOOK_SECRET चाहिए।",
      });
      expect(hindi.link).toBeUndefined();
    } finally {
      Object.assign(getEnv(), { RAZORPAY_WEBHOOK_SECRET: secret });
    }
  });

  it("refuses clearly, storing nothing, when Razorpay answers an error", async () => {
    const { student, registration } = await studentWithDues();
    const key = getEnv().RAZORPAY_KEY_SECRET;
    Object.assign(getEnv(), { RAZORPAY_KEY_SECRET: "wrong secret" });
    try {
      const { answer, link } = await sendLink(registration.id, student.id);
      expect(answer.toast?.description).toContain("Razorpay refused the payment link");
      expect(answer.toast?.description).toContain("HTTP 401");
      expect(link).toBeUndefined();
      const hindi = await sendLink(registration.id, student.id, "hi");
      expect(hindi.answer.toast?.description).toMatch(/^Razorpay ने पेमेंट लिंक मना कर दिया: .*HTTP 401/);
      expect(hindi.link).toBeUndefined();
    } finally {
      Object.assign(getEnv(), { RAZORPAY_KEY_SECRET: key });
    }
  });
});

/** Posts a body to the webhook as Razorpay would, with whatever signature the test gives. */
async function postWebhook(body: string, signature: string | null, eventId: string) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-razorpay-event-id": eventId };
  if (signature !== null) headers["x-razorpay-signature"] = signature;
  const response = await fetch(`${appBase}/webhooks/razorpay`, { method: "POST", headers, body });
  return response.status;
}

describe("the webhook", () => {
  it("answers 401 to a bad or missing signature and stores nothing", async () => {
    const body = JSON.stringify({ event: "payment_link.paid", created_at: 1, payload: {} });
    const forged = createHmac("sha256", "not the secret").update(body).digest("hex");
    expect(await postWebhook(body, forged, "evt_forged_1")).toBe(401);
    expect(await postWebhook(body, null, "evt_forged_2")).toBe(401);
    expect(await postWebhook(body, "zz", "evt_forged_3")).toBe(401);
    const stored = await db.select().from(gatewayEvents).where(eq(gatewayEvents.event_id, "evt_forged_1"));
    expect(stored).toHaveLength(0);
    expect(await db.select().from(gatewayEvents).where(eq(gatewayEvents.event_id, "evt_forged_2"))).toHaveLength(0);
  });

  it("records payment_link.paid once, as Online with a receipt; a replay changes nothing", async () => {
    const { student, registration } = await studentWithDues();
    const { link } = await sendLink(registration.id, student.id);
    const paid = await razorpay.pay(link.razorpay_link_id);
    expect(paid.webhookStatus).toBe(200);
    const [payment] = await paymentsOf(paid.paymentId);
    expect(payment).toMatchObject({
      student_id: student.id,
      amount_paise: 250000,
      mode: "online",
      reference: paid.paymentId,
      recorded_by: null,
      payment_link_id: link.id,
    });
    expect(payment.receipt_number).toMatch(/^RCT\/\d{4}-\d{2}\/\d{4}$/);
    const [after] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(after.status).toBe("paid");
    const [event] = await db.select().from(gatewayEvents).where(eq(gatewayEvents.event_id, paid.eventId));
    expect(event.event).toBe("payment_link.paid");
    expect(event.processed_at).not.toBeNull();
    expect(await razorpay.replay(paid.eventId)).toBe(200);
    expect(await razorpay.replay(paid.eventId)).toBe(200);
    expect(await paymentsOf(paid.paymentId)).toHaveLength(1);
    expect(await db.select().from(gatewayEvents).where(eq(gatewayEvents.event_id, paid.eventId))).toHaveLength(1);
    const [due] = await db.select().from(dues).where(eq(dues.id, registration.id));
    expect(due.paid_paise).toBe(250000);
  });

  it("records a payment.captured of our link when payment_link.paid never came", async () => {
    const { student, registration } = await studentWithDues();
    const { link } = await sendLink(registration.id, student.id);
    const paid = await razorpay.pay(link.razorpay_link_id, { deliver: false });
    expect(await paymentsOf(paid.paymentId)).toHaveLength(0);
    const captured = await razorpay.sendPaymentCaptured(paid.paymentId);
    expect(captured.webhookStatus).toBe(200);
    expect(await paymentsOf(paid.paymentId)).toHaveLength(1);
    // The paid event arriving late finds it recorded.
    expect(await razorpay.replay(paid.eventId)).toBe(200);
    expect(await paymentsOf(paid.paymentId)).toHaveLength(1);
  });

  it("matches a payment.captured to its link by the link's order_id, whatever the payment's description", async () => {
    const { student, registration } = await studentWithDues();
    const { link } = await sendLink(registration.id, student.id);
    // The create answer named the link's order: kept with the link.
    const [stored] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(stored.razorpay_order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const paid = await razorpay.pay(link.razorpay_link_id, { deliver: false });
    const captured = await razorpay.sendPaymentCaptured(paid.paymentId, { description: "Course fee" });
    expect([captured.webhookStatus, await paymentsOf(paid.paymentId)]).toMatchObject([200, [{ amount_paise: 250000, mode: "online" }]]);
  });

  it("matches by the description a link stored without its order (made before the column), and keeps the order a paid event names", async () => {
    const { student, registration } = await studentWithDues();
    const { link } = await sendLink(registration.id, student.id);
    await db.update(paymentLinks).set({ razorpay_order_id: null }).where(eq(paymentLinks.id, link.id));
    const paid = await razorpay.pay(link.razorpay_link_id, { deliver: false });
    // Another payment's description names nothing: stored, nothing recorded.
    const other = await razorpay.sendPaymentCaptured(paid.paymentId, { description: "Course fee" });
    expect([other.webhookStatus, await paymentsOf(paid.paymentId)]).toEqual([200, []]);
    // Razorpay's "#<link id>" description still finds it.
    expect((await razorpay.sendPaymentCaptured(paid.paymentId)).webhookStatus).toBe(200);
    expect(await paymentsOf(paid.paymentId)).toHaveLength(1);
    // The paid event, late, names the link's order: kept for the link's later events.
    expect(await razorpay.replay(paid.eventId)).toBe(200);
    const [stored] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(stored.razorpay_order_id).toMatch(/^order_/);
    expect(await paymentsOf(paid.paymentId)).toHaveLength(1);
  });

  it("stores other events and answers 200", async () => {
    const body = JSON.stringify({ event: "refund.created", created_at: 1, payload: { refund: { entity: { id: "rfnd_1" } } } });
    const signature = createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
    expect(await postWebhook(body, signature, "evt_other_1")).toBe(200);
    expect(await postWebhook(body, signature, "evt_other_1")).toBe(200);
    const stored = await db.select().from(gatewayEvents).where(eq(gatewayEvents.event_id, "evt_other_1"));
    expect(stored).toHaveLength(1);
    expect(stored[0].event).toBe("refund.created");
  });

  it("does again the work of a stored event left unprocessed (a kill -9), once", async () => {
    const { student, registration } = await studentWithDues();
    const { link } = await sendLink(registration.id, student.id);
    const paid = await razorpay.pay(link.razorpay_link_id, { deliver: false });
    // The process stored the event and died before its transaction committed.
    await db.insert(gatewayEvents).values({ event_id: paid.eventId, event: "payment_link.paid", payload: {} });
    expect(await razorpay.replay(paid.eventId)).toBe(200);
    expect(await razorpay.replay(paid.eventId)).toBe(200);
    expect(await paymentsOf(paid.paymentId)).toHaveLength(1);
    const [event] = await db.select().from(gatewayEvents).where(eq(gatewayEvents.event_id, paid.eventId));
    expect(event.processed_at).not.toBeNull();
  });
});

describe("the callback page", () => {
  const visit = async (url: string) => {
    const request = new Request(url.replace(/^http:\/\/127\.0\.0\.1:\d+/, "http://localhost:3000"));
    return (await callbackPage.loader({ request, params: {}, context: {} } as never)) as Awaited<ReturnType<typeof callbackPage.loader>>;
  };

  it("shows Payment received with the receipt; records it when the webhook has not come (once)", async () => {
    const { student, registration } = await studentWithDues();
    const { link } = await sendLink(registration.id, student.id);
    const paid = await razorpay.pay(link.razorpay_link_id, { deliver: false });
    const page = await visit(paid.callbackUrl);
    const [payment] = await paymentsOf(paid.paymentId);
    expect(page.outcome).toEqual({ kind: "paid", receiptNumber: payment.receipt_number });
    expect(await razorpay.replay(paid.eventId)).toBe(200);
    expect(await visit(paid.callbackUrl)).toMatchObject({ outcome: { kind: "paid", receiptNumber: payment.receipt_number } });
    expect(await paymentsOf(paid.paymentId)).toHaveLength(1);
  });

  it("records nothing for an altered address", async () => {
    const { student, registration } = await studentWithDues();
    const { link } = await sendLink(registration.id, student.id);
    const paid = await razorpay.pay(link.razorpay_link_id, { deliver: false });
    const forged = new URL(paid.callbackUrl);
    forged.searchParams.set("razorpay_payment_id", "pay_ForgedPayment01");
    expect((await visit(forged.href)).outcome).toEqual({ kind: "invalid" });
    expect((await visit(`${appBase}/payments/callback`)).outcome).toEqual({ kind: "invalid" });
    expect(await db.select().from(payments).where(eq(payments.student_id, student.id))).toHaveLength(0);
  });
});

describe("reconciliation", () => {
  it("records a payment whose webhook never came, once, and marks expired links", async () => {
    const { student, registration } = await studentWithDues();
    const { link } = await sendLink(registration.id, student.id);
    const paid = await razorpay.pay(link.razorpay_link_id, { deliver: false });
    // Too young: a webhook may still be on its way.
    await reconcilePaymentLinks();
    expect(await paymentsOf(paid.paymentId)).toHaveLength(0);
    const later = new Date(Date.now() + 11 * 60_000);
    const first = await reconcilePaymentLinks({ now: later });
    expect(first.recorded).toBeGreaterThanOrEqual(1);
    expect(await paymentsOf(paid.paymentId)).toHaveLength(1);
    await reconcilePaymentLinks({ now: new Date(later.getTime() + 11 * 60_000) });
    expect(await razorpay.replay(paid.eventId)).toBe(200);
    expect(await paymentsOf(paid.paymentId)).toHaveLength(1);

    const other = await studentWithDues();
    const open = (await sendLink(other.registration.id, other.student.id)).link;
    const standInLink = razorpay.links.get(open.razorpay_link_id);
    if (standInLink) standInLink.status = "expired";
    await reconcilePaymentLinks({ now: new Date(Date.now() + 11 * 60_000) });
    const [closed] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, open.id));
    expect(closed.status).toBe("expired");
  });
});

describe("duePaymentOptionsFor", () => {
  it("gives each open due its open link and, with a UPI ID set, a UPI QR and upi:// link for what it owes", async () => {
    const { student, registration } = await studentWithDues();
    expect((await duePaymentOptionsFor(student.id)).byDue[registration.id]).toEqual({});
    await db.update(feeSettings).set({ upi_id: "institute@okicici", upi_payee_name: "Supertech Institute" });
    const { link } = await sendLink(registration.id, student.id);
    const options = await duePaymentOptionsFor(student.id);
    expect(options.online).toBe(true);
    const mine = options.byDue[registration.id];
    expect(mine.link).toMatchObject({ shortUrl: link.short_url, amountPaise: 250000 });
    expect(mine.upi?.amountPaise).toBe(250000);
    expect(mine.upi?.url).toBe(
      `upi://pay?pa=institute@okicici&pn=Supertech%20Institute&am=2500.00&cu=INR&tn=${student.student_number}%20Registration&tr=due_${registration.id.replace(/-/g, "").slice(0, 20)}`,
    );
    expect(mine.upi?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    await db.update(feeSettings).set({ upi_id: null });
  });
});
