import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDemoRequest } from "#app/features/enquiries/demo-requests.server";
import { alertsIdle, announceLead } from "#app/features/lead-desk/alerts.server";
import { runDailyDigest } from "#app/features/lead-desk/daily-digest.server";
import { getLeadDetail } from "#app/features/lead-desk/timeline.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { action as webhookAction, loader as webhookLoader } from "#app/routes/api/whatsapp-webhook";
import { db } from "#app/server/db/db.server";
import { leadDigests, leadEvents, leads, mailOutbox, messages } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { outboxIdle, processOutbox } from "#app/server/mail/mail.server";
import { captureLog } from "#tests/support/capture-log";
import { startSmtpServer } from "#tests/support/smtp-server";

// Alerts, the daily digest and WhatsApp (decision 016) against real servers on loopback: the
// SMTP server of the other mail tests and a small HTTP server speaking the Cloud API.

const smtp = await startSmtpServer();

type ApiCall = { path: string; authorization: string | undefined; body: Record<string, unknown> };
const api = {
  calls: [] as ApiCall[],
  /** Answers to give, in order; when empty, success. */
  script: [] as number[],
  server: null as Server | null,
  url: "",
};
let messageCounter = 0;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

beforeAll(async () => {
  await ensureSiteSettings();
  api.server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    api.calls.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
    const status = api.script.shift() ?? 200;
    res.writeHead(status, { "content-type": "application/json" });
    if (status === 200) {
      res.end(
        JSON.stringify({
          messaging_product: "whatsapp",
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.TEST${++messageCounter}` }],
        }),
      );
    } else res.end(JSON.stringify({ error: { message: `Scripted failure ${status}`, code: status } }));
  });
  await new Promise<void>((resolve) => api.server?.listen(0, "127.0.0.1", resolve));
  api.url = `http://127.0.0.1:${(api.server.address() as { port: number }).port}/v21.0`;
});

afterAll(async () => {
  await alertsIdle();
  await outboxIdle();
  await smtp.close();
  await new Promise<void>((resolve) => api.server?.close(() => resolve()));
});

const SECRET = "test-app-secret";
function whatsApp(on: boolean) {
  Object.assign(getEnv(), {
    WHATSAPP_TOKEN: on ? "test-token" : undefined,
    WHATSAPP_PHONE_NUMBER_ID: on ? "1234567890" : undefined,
    WHATSAPP_APP_SECRET: on ? SECRET : undefined,
    WHATSAPP_VERIFY_TOKEN: on ? "verify-me" : undefined,
    WHATSAPP_API_BASE: api.url,
  });
}

beforeEach(() => {
  Object.assign(getEnv(), { SMTP_URL: undefined, STAFF_EMAIL: "office@example.com" });
  whatsApp(false);
  api.calls = [];
  api.script = [];
});

let phoneCounter = 0;
const freshPhone = () => `95${String(++phoneCounter).padStart(8, "0")}`;

async function demoLead(name: string, mobile = freshPhone()) {
  await createDemoRequest({ name, mobile, course: "AC PCB Repairing Course" });
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.kind, "demo"), eq(leads.phone_key, mobile)));
  return lead;
}

describe("new-lead e-mail alert", () => {
  it("goes to STAFF_EMAIL over SMTP with 'New enquiry', the name, phone, course and a link to the lead", async () => {
    Object.assign(getEnv(), { SMTP_URL: smtp.url });
    const lead = await demoLead("Alert Person", "9876512345");
    await alertsIdle();
    await outboxIdle();
    await processOutbox();
    // Bodies arrive quoted-printable: long lines are folded with a trailing "=".
    const received = smtp.received.map((m) => ({ ...m, data: m.data.replace(/=\r?\n/g, "") }));
    const mail = received.find((m) => m.data.includes("Alert Person"));
    expect(mail?.to.join()).toContain("office@example.com");
    const subject = /^Subject: (.*)$/m.exec(mail?.data ?? "")?.[1] ?? "";
    expect(subject.startsWith("New enquiry")).toBe(true);
    expect(subject).toContain("Alert Person");
    expect(mail?.data).toContain("9876512345");
    expect(mail?.data).toContain("AC PCB Repairing Course");
    expect(mail?.data).toContain(`http://localhost:3000/admin/leads/${lead.id}`);
    const detail = await getLeadDetail(lead.id);
    expect(detail?.timeline.find((t) => t.type === "alert_email")).toMatchObject({ details: { to: "office@example.com", status: "sent" } });
  });

  it("without SMTP: queued in the outbox and a clear info line in the log", async () => {
    let lead: { id: string } | undefined;
    const log = await captureLog(async () => {
      lead = await demoLead("Quiet Person");
      await alertsIdle();
    });
    expect(log).toContain("SMTP_URL is not set, the alert e-mail waits in Admin > Outbox");
    expect(log).toContain(`/admin/leads/${lead?.id}`);
    // The lead desk's line names no one (the outbox's own line carries the subject, as before).
    const line = log.split("\n").find((l) => l.includes("SMTP_URL is not set")) ?? "";
    expect(line).not.toContain("Quiet Person");
    const [queued] = await db.select().from(mailOutbox).where(like(mailOutbox.subject, "New enquiry: Quiet Person%"));
    expect(queued.status).toBe("queued");
    const detail = await getLeadDetail(lead?.id ?? "");
    expect(detail?.timeline.find((t) => t.type === "alert_email")).toMatchObject({ details: { status: "queued" } });
  });
});

describe("a failed alert e-mail", () => {
  it("keeps the lead and shows the failure, with the reason, on its timeline", async () => {
    // A real server that refuses every message for good.
    const { createServer: createTcp } = await import("node:net");
    const refusing = createTcp((socket) => {
      socket.write("220 refusing\r\n");
      socket.on("data", (chunk) => {
        const verb = chunk.toString().slice(0, 4).toUpperCase();
        socket.write(verb === "MAIL" ? "550 Mailbox unavailable\r\n" : "250 OK\r\n");
      });
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const lead = await demoLead("Bounce Person");
    await alertsIdle();
    Object.assign(getEnv(), { SMTP_URL: `smtp://127.0.0.1:${(refusing.address() as { port: number }).port}` });
    // Every attempt, with the clock moved past each back-off, until the outbox gives up.
    let now = Date.now();
    for (let attempt = 0; attempt < 8; attempt++) {
      await processOutbox({ now: new Date(now) });
      now += 2 * 60 * 60_000;
    }
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
    const alert = (await getLeadDetail(lead.id))?.timeline.find((t) => t.type === "alert_email");
    expect(alert).toMatchObject({ details: { status: "failed", error: expect.stringContaining("550") } });
    expect(await db.select().from(leads).where(eq(leads.id, lead.id))).toHaveLength(1);
  });
});

describe("daily digest", () => {
  it("waits for DIGEST_HOUR (India time), then is queued exactly once even with two runners at once", async () => {
    Object.assign(getEnv(), { DIGEST_HOUR: 8 });
    const yesterdays = await demoLead("Digest Person");
    await alertsIdle();
    // Tomorrow in India: 07:59 is too early; 08:00 runs.
    const tomorrowIst = (h: number, m: number) => {
      const ist = new Date(Date.now() + 330 * 60_000 + 86_400_000);
      return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), h, m) - 330 * 60_000);
    };
    expect(await runDailyDigest({ now: tomorrowIst(7, 59) })).toBe("not_yet");
    const runs = await Promise.all([runDailyDigest({ now: tomorrowIst(8, 0) }), runDailyDigest({ now: tomorrowIst(8, 1) })]);
    expect(runs.sort()).toEqual(["already_sent", "sent"]);
    expect(await runDailyDigest({ now: tomorrowIst(15, 0) })).toBe("already_sent");
    const digests = await db.select().from(mailOutbox).where(like(mailOutbox.subject, "Lead digest for %"));
    expect(digests).toHaveLength(1);
    expect(digests[0].to).toBe("office@example.com");
    expect(digests[0].text_body).toContain("Digest Person");
    expect(digests[0].text_body).toContain(`/admin/leads/${yesterdays.id}`);
    expect(await db.select().from(leadDigests)).toHaveLength(1);
  });
});

describe("WhatsApp Cloud API alerts", () => {
  it("sends the approved template to the lead and an alert to the institute, and stores both", async () => {
    whatsApp(true);
    const lead = await demoLead("Whats Person", "9811122233");
    await alertsIdle();
    expect(api.calls).toHaveLength(2);
    const [confirm, alert] = api.calls;
    expect(confirm.path).toBe("/v21.0/1234567890/messages");
    expect(confirm.authorization).toBe("Bearer test-token");
    expect(confirm.body).toMatchObject({
      messaging_product: "whatsapp",
      to: "919811122233",
      type: "template",
      template: { name: "enquiry_confirmation", language: { code: "hi" } },
    });
    expect(JSON.stringify(confirm.body)).toContain("Whats Person");
    expect(alert.body).toMatchObject({ type: "template", template: { name: "new_enquiry_alert" } });
    expect(JSON.stringify(alert.body)).toContain(`/admin/leads/${lead.id}`);

    const stored = await db.select().from(messages).where(eq(messages.lead_id, lead.id));
    expect(stored).toHaveLength(2);
    expect(stored.every((m) => m.direction === "outbound" && m.status === "sent" && m.wa_message_id?.startsWith("wamid."))).toBe(true);
    const detail = await getLeadDetail(lead.id);
    expect(detail?.timeline.filter((t) => t.type === "message")).toHaveLength(1);
    expect(detail?.timeline.find((t) => t.type === "whatsapp_out")).toMatchObject({ details: { status: "sent" } });
  });

  it("retries a failing API a bounded number of times; the lead is kept and the failure is on its timeline", async () => {
    whatsApp(true);
    await createDemoRequest({ name: "Retry Person", mobile: "9822233344", course: "AC PCB Repairing Course" });
    const [lead] = await db.select().from(leads).where(eq(leads.phone_key, "9822233344"));
    await alertsIdle();
    api.calls = [];
    // Confirmation: 500, 503, then success (3 attempts). Alert: three 500s, then given up.
    api.script = [500, 503, 200, 500, 500, 500];
    await announceLead(lead.id, { retryMs: 5 });
    expect(api.calls).toHaveLength(6);
    const detail = await getLeadDetail(lead.id);
    const failed = detail?.timeline.filter((t) => t.type === "whatsapp_out" && (t.details as { status: string }).status === "failed");
    expect(failed).toHaveLength(1);
    expect(JSON.stringify(failed?.[0])).toContain("Scripted failure 500");
    const rows = await db.select().from(messages).where(eq(messages.lead_id, lead.id));
    expect(rows.filter((m) => m.status === "failed")).toHaveLength(1);
    expect(rows.find((m) => m.status === "failed")?.error).toContain("HTTP 500");
    expect(await db.select().from(leads).where(eq(leads.id, lead.id))).toHaveLength(1);

    // A refusal (4xx) is final: one attempt each.
    api.calls = [];
    api.script = [400, 400];
    await announceLead(lead.id, { retryMs: 5 });
    expect(api.calls).toHaveLength(2);
  });
});

describe("the WhatsApp webhook", () => {
  const URL_ = "http://localhost:3000/functions/v1/whatsapp-webhook";
  const sign = (body: string, secret = SECRET) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
  const post = (body: string, signature?: string) =>
    webhookAction({
      request: new Request(URL_, {
        method: "POST",
        headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
        body,
      }),
      params: {},
      context: { nonce: "", clientIp: "127.0.0.1" },
    } as never) as Promise<Response>;
  const inbound = (id: string, from: string, text: string) =>
    JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WABA",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "919990001111", phone_number_id: "1234567890" },
                contacts: [{ profile: { name: "Lead" }, wa_id: from }],
                messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }],
              },
            },
          ],
        },
      ],
    });
  const statusUpdate = (id: string, status: string) =>
    JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ changes: [{ field: "messages", value: { statuses: [{ id, status, timestamp: "1", recipient_id: "1" }] } }] }],
    });

  beforeEach(() => whatsApp(true));

  it("answers Meta's verification with the challenge, only for our verify token", async () => {
    const get = (query: string) =>
      webhookLoader({ request: new Request(`${URL_}?${query}`), params: {}, context: {} } as never) as Response;
    const ok = get("hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444");
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect(get("hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1158201444").status).toBe(403);
    expect(get("hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=1").status).toBe(403);
    whatsApp(false);
    expect(get("hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1").status).toBe(404);
  });

  it("refuses a missing or wrong signature with 401 and stores nothing", async () => {
    const body = inbound("wamid.BAD1", "919833344455", "unsigned");
    expect((await post(body)).status).toBe(401);
    expect((await post(body, sign(body, "another-secret"))).status).toBe(401);
    expect((await post(body, sign(`${body} `))).status).toBe(401);
    expect((await post(body, "sha256=zz")).status).toBe(401);
    expect(await db.select().from(messages).where(eq(messages.wa_message_id, "wamid.BAD1"))).toHaveLength(0);
  });

  it("stores a signed message once, attached to the lead with that phone, even when replayed", async () => {
    const lead = await demoLead("Inbound Person", "9833344455");
    await alertsIdle();
    const body = inbound("wamid.IN1", "919833344455", "Fees kitni hai? फीस कितनी है?");
    expect((await post(body, sign(body))).status).toBe(200);
    expect((await post(body, sign(body))).status).toBe(200);
    const rows = await db.select().from(messages).where(eq(messages.wa_message_id, "wamid.IN1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      from_number: "919833344455",
      to_number: "919990001111",
      message_body: "Fees kitni hai? फीस कितनी है?",
      direction: "inbound",
      status: "received",
      lead_id: lead.id,
    });
    const detail = await getLeadDetail(lead.id);
    expect(detail?.timeline.find((t) => t.type === "message" && t.direction === "inbound")).toMatchObject({
      body: "Fees kitni hai? फीस कितनी है?",
    });
  });

  it("applies delivery status updates forward only", async () => {
    await db.insert(messages).values({ direction: "outbound", status: "sent", wa_message_id: "wamid.OUT1", to_number: "919800000000" });
    for (const [status, expected] of [
      ["delivered", "delivered"],
      ["read", "read"],
      ["delivered", "read"],
    ]) {
      const body = statusUpdate("wamid.OUT1", status);
      expect((await post(body, sign(body))).status).toBe(200);
      const [row] = await db.select().from(messages).where(eq(messages.wa_message_id, "wamid.OUT1"));
      expect(row.status).toBe(expected);
    }
  });

  it("a signed body that is not a webhook payload gets 400 and stores nothing", async () => {
    const [{ n: before }] = await db.select({ n: sql<number>`count(*)::int` }).from(messages);
    for (const body of [
      "not json",
      JSON.stringify({ entry: "nope" }),
      JSON.stringify({ entry: [{ changes: [{ value: { messages: [{ id: "" }] } }] }] }),
    ]) {
      expect((await post(body, sign(body))).status).toBe(400);
    }
    const [{ n: after }] = await db.select({ n: sql<number>`count(*)::int` }).from(messages);
    expect(after).toBe(before);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.type, "whatsapp_in"))).toHaveLength(0);
  });
});
