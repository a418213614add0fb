import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/**
 * A small real Razorpay on loopback for tests: Basic auth, `POST /v1/payment_links`,
 * `GET /v1/payment_links/:id`, a pay page at the link's short_url (`GET /i/:code`, whose button
 * pays and redirects to the callback_url as Razorpay does), and signed webhooks sent, withheld
 * (a missed webhook) or replayed. Signatures are computed here, independently of the app's code.
 */
export type StandInLink = Record<string, unknown> & {
  id: string;
  amount: number;
  amount_paid: number;
  status: string;
  reference_id: string;
  callback_url: string;
  short_url: string;
  order_id: string;
  payments: { payment_id: string; amount: number; status: string; method: string; created_at: number; plink_id: string }[] | null;
};
export type StandInCall = { method: string; path: string; authorized: boolean; body: unknown };
export type WebhookTarget = { webhookUrl: string; webhookSecret: string };
export type PayResult = {
  paymentId: string;
  eventId: string;
  /** The webhook's HTTP status, 0 when unreachable, null when withheld (deliver: false). */
  webhookStatus: number | null;
  callbackParams: Record<string, string>;
  /** callback_url with callbackParams appended, where Razorpay sends the payer. */
  callbackUrl: string;
};

const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const razorpayId = (prefix: string) => `${prefix}_${Array.from(randomBytes(14), (b) => BASE62[b % 62]).join("")}`;
const hmacHex = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("hex");
const now = () => Math.floor(Date.now() / 1000);

type Options = { keyId?: string; keySecret?: string; webhook?: WebhookTarget /** 0 (any free port) unless given. */; port?: number };

export async function startRazorpayServer(options: Options = {}) {
  const keyId = options.keyId ?? "rzp_test_standin";
  const keySecret = options.keySecret ?? "standin_key_secret";
  let webhook = options.webhook;
  const links = new Map<string, StandInLink>();
  const calls: StandInCall[] = [];
  const events: EventStore = new Map();
  const deliver = (eventId: string) => deliverEvent(events, eventId);
  const recordEvent = (event: string, payload: Record<string, unknown>, target: WebhookTarget) =>
    storeEvent(events, event, payload, target);
  const payments = new Map<string, Record<string, unknown>>();
  let base = "";

  async function pay(linkId: string, opts: Partial<WebhookTarget> & { deliver?: boolean; method?: string } = {}): Promise<PayResult> {
    const link = links.get(linkId);
    if (!link) throw new Error(`No payment link ${linkId}`);
    if (link.status !== "created") throw new Error(`Payment link ${linkId} is ${link.status}`);
    const target = { webhookUrl: opts.webhookUrl ?? webhook?.webhookUrl, webhookSecret: opts.webhookSecret ?? webhook?.webhookSecret };
    const paymentId = razorpayId("pay");
    const method = opts.method ?? "upi";
    const created = now();
    const payment = paymentEntity(link, paymentId, method, created);
    payments.set(paymentId, payment);
    Object.assign(link, { status: "paid", amount_paid: link.amount, updated_at: created });
    link.payments = [{ payment_id: paymentId, amount: link.amount, status: "captured", method, created_at: created, plink_id: linkId }];
    const order = orderEntity(link);
    let eventId = "";
    let webhookStatus: number | null = null;
    if (target.webhookUrl && target.webhookSecret) {
      const payload = { payment_link: { entity: { ...link } }, order, payment: { entity: payment } };
      eventId = recordEvent("payment_link.paid", payload, target as WebhookTarget);
      // 0 when the app could not be reached (Razorpay would retry; replay() does that here).
      if (opts.deliver !== false) webhookStatus = await deliver(eventId).catch(() => 0);
    } else if (opts.deliver !== false) throw new Error("pay: no webhookUrl/webhookSecret to deliver to");
    const callbackParams = {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: linkId,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: "paid",
      razorpay_signature: hmacHex(keySecret, `${linkId}|${link.reference_id}|paid|${paymentId}`),
    };
    const callbackUrl = link.callback_url
      ? `${link.callback_url}${link.callback_url.includes("?") ? "&" : "?"}${new URLSearchParams(callbackParams)}`
      : "";
    return { paymentId, eventId, webhookStatus, callbackParams, callbackUrl };
  }

  /** Resends an event exactly as first sent (same id, body and signature), as Razorpay's retries do. */
  const replay = (eventId: string) => deliver(eventId);

  /** Sends payment.captured for a payment made through pay(). */
  /** A signed payment.captured of a link's payment; `description` replaces Razorpay's "#<link id>" (a payment described otherwise). */
  async function sendPaymentCaptured(paymentId: string, opts: Partial<WebhookTarget> & { description?: string } = {}) {
    const stored = payments.get(paymentId);
    if (!stored) throw new Error(`No payment ${paymentId}`);
    const payment = opts.description === undefined ? stored : { ...stored, description: opts.description };
    const target = {
      webhookUrl: opts.webhookUrl ?? webhook?.webhookUrl ?? "",
      webhookSecret: opts.webhookSecret ?? webhook?.webhookSecret ?? "",
    };
    const eventId = recordEvent("payment.captured", { payment: { entity: payment } }, target);
    return { eventId, webhookStatus: await deliver(eventId) };
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => send(res, 500, { error: { code: "SERVER_ERROR", description: String(error) } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    let raw = "";
    for await (const chunk of req) raw += chunk;
    if (url.pathname.startsWith("/i/"))
      return payPage(req.method ?? "GET", url, res, { links, base, payNow: (id) => pay(id, { deliver: Boolean(webhook) }) });
    if (url.pathname === "/healthz") return send(res, 200, { ok: true });
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
    const authorized = req.headers.authorization === expected;
    const body = parseJson(raw);
    calls.push({ method: req.method ?? "", path: url.pathname, authorized, body });
    if (!authorized) return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    apiRoute(req.method ?? "", url.pathname, body, { links, base }, res);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    apiBase: base,
    keyId,
    keySecret,
    links,
    calls,
    pay,
    replay,
    sendPaymentCaptured,
    /** Sets where pay() (and the pay page) delivers webhooks by default. */
    setWebhook: (target: WebhookTarget) => {
      webhook = target;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayServer>>;

/** A new link as Razorpay answers it, or the name of the field Razorpay would refuse. */
function newLink(body: Record<string, unknown>, links: Map<string, StandInLink>, base: string): StandInLink | string {
  const amount = body.amount;
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) return "amount";
  if (body.currency !== "INR") return "currency";
  const reference = typeof body.reference_id === "string" ? body.reference_id : "";
  if (reference && [...links.values()].some((l) => l.reference_id === reference)) return "reference_id";
  if (typeof body.expire_by === "number" && body.expire_by <= now()) return "expire_by";
  const id = razorpayId("plink");
  const created = now();
  const link: StandInLink = {
    accept_partial: false,
    amount,
    amount_paid: 0,
    callback_method: body.callback_method ?? "",
    callback_url: (body.callback_url as string) ?? "",
    cancelled_at: 0,
    created_at: created,
    currency: "INR",
    customer: body.customer ?? {},
    description: body.description ?? "",
    expire_by: body.expire_by ?? 0,
    expired_at: 0,
    first_min_partial_amount: 0,
    id,
    notes: body.notes ?? null,
    notify: body.notify ?? { sms: true, email: true },
    payments: null,
    reference_id: reference,
    reminder_enable: false,
    reminders: [],
    short_url: `${base}/i/${id.slice(6, 13)}`,
    status: "created",
    updated_at: created,
    upi_link: false,
    user_id: "",
    order_id: razorpayId("order"),
  };
  links.set(id, link);
  return link;
}

/** A captured payment of a link, as webhooks carry it; a link's payment is described "#<link id without plink_>". */
function paymentEntity(link: StandInLink, paymentId: string, method: string, created: number): Record<string, unknown> {
  return {
    id: paymentId,
    entity: "payment",
    amount: link.amount,
    currency: "INR",
    status: "captured",
    order_id: link.order_id,
    invoice_id: null,
    international: false,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured: true,
    description: `#${link.id.slice(6)}`,
    bank: null,
    wallet: null,
    vpa: method === "upi" ? "payer@okhdfc" : null,
    email: (link.customer as { email?: string })?.email ?? "",
    contact: (link.customer as { contact?: string })?.contact ?? "",
    notes: [],
    fee: 0,
    tax: 0,
    error_code: null,
    error_description: null,
    acquirer_data: { rrn: String(created) },
    created_at: created,
  };
}

function payPageHtml(link: StandInLink): string {
  const rupees = (link.amount / 100).toFixed(2);
  const button = link.status === "created" ? `<form method="post"><button type="submit">Pay ₹${rupees}</button></form>` : "";
  return `<!doctype html><meta charset="utf-8"><title>Razorpay stand-in</title><h1>Pay ₹${rupees}</h1><p>${link.status}</p>${button}`;
}

type EventStore = Map<string, { body: string; target: WebhookTarget }>;

/** POSTs a stored event, signed with its target's secret, as Razorpay delivers webhooks. */
async function deliverEvent(events: EventStore, eventId: string): Promise<number> {
  const event = events.get(eventId);
  if (!event) throw new Error(`No event ${eventId}`);
  const response = await fetch(event.target.webhookUrl, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-event-id": eventId,
      "X-Razorpay-Signature": hmacHex(event.target.webhookSecret, event.body),
    },
    body: event.body,
  });
  await response.arrayBuffer();
  return response.status;
}

function storeEvent(events: EventStore, event: string, payload: Record<string, unknown>, target: WebhookTarget): string {
  const eventId = razorpayId("evt").slice(4);
  const contains = Object.keys(payload);
  const body = JSON.stringify({ entity: "event", account_id: "acc_StandIn0000001", event, contains, payload, created_at: now() });
  events.set(eventId, { body, target });
  return eventId;
}

function orderEntity(link: StandInLink) {
  return {
    entity: {
      id: link.order_id,
      entity: "order",
      amount: link.amount,
      amount_paid: link.amount,
      amount_due: 0,
      currency: "INR",
      status: "paid",
      receipt: link.reference_id,
      notes: link.notes,
      created_at: link.created_at,
    },
  };
}

function parseJson(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return raw;
  }
}

/** The authorised API: create and fetch payment links. */
function apiRoute(
  method: string,
  path: string,
  body: unknown,
  state: { links: Map<string, StandInLink>; base: string },
  res: ServerResponse,
) {
  const { links, base } = state;
  if (method === "POST" && path === "/v1/payment_links") {
    const link = newLink((body ?? {}) as Record<string, unknown>, links, base);
    if (typeof link === "string") return send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: badField(link), field: link } });
    return send(res, 200, link);
  }
  const match = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
  if (method === "GET" && match) {
    const link = links.get(match[1]);
    return link
      ? send(res, 200, link)
      : send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
  }
  send(res, 404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
}

// The payer's page: GET shows the amount and a Pay button; POST pays and redirects.
type PageState = { links: Map<string, StandInLink>; base: string; payNow: (linkId: string) => Promise<PayResult> };

async function payPage(method: string, url: URL, res: ServerResponse, { links, base, payNow }: PageState) {
  const code = url.pathname.split("/")[2];
  const link = [...links.values()].find((l) => l.short_url.endsWith(`/i/${code}`));
  if (!link) return send(res, 404, { error: { code: "BAD_REQUEST_ERROR", description: "No such link" } });
  if (method === "POST" && link.status === "created") {
    const result = await payNow(link.id);
    res.writeHead(303, { location: result.callbackUrl || `${base}/i/${code}` }).end();
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(payPageHtml(link));
}

function badField(field: string): string {
  if (field === "reference_id") return "Payment Link with given reference_id already exists";
  if (field === "amount") return "The amount must be atleast INR 1.00";
  if (field === "expire_by") return "Timestamp must be a future time";
  return `The ${field} field is invalid.`;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
