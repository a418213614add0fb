import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { phoneDigits } from "#app/lib/phone";
import { db } from "#app/server/db/db.server";
import { leads, messages } from "#app/server/db/schema";
import { type Env, getEnv } from "#app/server/env.server";
import { stripControlChars } from "#app/server/http/request-hygiene.server";
import { logger } from "#app/server/logger.server";

/**
 * WhatsApp messages (the spec's `messages` table) through Meta's Cloud API (decision 015), on
 * when WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN
 * are all set.
 * - Outbound: approved template messages, POST {WHATSAPP_API_BASE}/{phone-number-id}/messages
 *   with a bearer token, retried a bounded number of times; every attempt's outcome is a
 *   `messages` row (status sent or failed, with the reason), so nothing fails silently.
 * - Inbound: the webhook (routes/api/whatsapp-webhook.ts) hands the verified payload to
 *   receiveWhatsAppWebhook(): messages are stored once by Meta's id and attached to the lead with
 *   that phone number; status updates move the stored status forward.
 */
export function whatsAppEnabled(env: Env = getEnv()): boolean {
  return Boolean(env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET && env.WHATSAPP_VERIFY_TOKEN);
}

/** An Indian number as WhatsApp wants it: country code and digits, no "+". */
function waNumber(phone: string): string {
  return `91${phoneDigits(phone)}`;
}

const WHATSAPP_ATTEMPTS = 3;
const TIMEOUT_MS = 10_000;

type WhatsAppSendResult = { ok: true; messageId: string } | { ok: false; error: string };

/** One POST; a network error, 429 or 5xx may be retried, any other answer is final. */
async function postWhatsAppMessage(env: Env, body: object): Promise<WhatsAppSendResult & { retry?: boolean }> {
  const url = `${env.WHATSAPP_API_BASE.replace(/\/$/, "")}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${env.WHATSAPP_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { messages?: { id?: string }[]; error?: { message?: string } };
    const id = answer.messages?.[0]?.id;
    if (response.ok && id) return { ok: true, messageId: id };
    const error = `HTTP ${response.status}: ${answer.error?.message ?? "no message id in the answer"}`.slice(0, 500);
    return { ok: false, error, retry: response.status === 429 || response.status >= 500 };
  } catch (error) {
    return { ok: false, error: (error instanceof Error ? error.message : String(error)).slice(0, 500), retry: true };
  }
}

/**
 * Sends an approved template with body parameters to `to` (any Indian phone format), with
 * up to WHATSAPP_ATTEMPTS tries (waits `retryMs`, then double), and stores the outcome as an
 * outbound `messages` row attached to `leadId`. Never throws for a delivery problem.
 */
export async function sendWhatsAppTemplate(
  input: {
    to: string;
    template: string;
    parameters: string[];
    leadId: string | null;
    attachToPerson: boolean;
    /** An authentication template: the one parameter is a code, also sent to its copy-code button and never stored. */
    oneTimeCode?: boolean;
  },
  { retryMs = 1000 }: { retryMs?: number } = {},
): Promise<WhatsAppSendResult> {
  const env = getEnv();
  const to = waNumber(input.to);
  const parameters = input.parameters.map((text) => ({ type: "text", text: text.slice(0, 200) }));
  const components: object[] = [{ type: "body", parameters }];
  if (input.oneTimeCode) components.push({ type: "button", sub_type: "url", index: "0", parameters });
  const body = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to,
    type: "template",
    template: { name: input.template, language: { code: env.WHATSAPP_TEMPLATE_LANGUAGE }, components },
  };
  let result: WhatsAppSendResult & { retry?: boolean } = { ok: false, error: "not sent" };
  for (let attempt = 1; attempt <= WHATSAPP_ATTEMPTS; attempt++) {
    result = await postWhatsAppMessage(env, body);
    if (result.ok || !result.retry) break;
    logger.warn({ leadId: input.leadId, template: input.template, attempt, reason: result.error }, "whatsapp send failed");
    if (attempt < WHATSAPP_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, retryMs * 2 ** (attempt - 1)));
  }
  await db.insert(messages).values({
    from_number: env.WHATSAPP_PHONE_NUMBER_ID ?? null,
    to_number: to,
    message_body: `Template ${input.template}: ${input.oneTimeCode ? "(one-time code)" : input.parameters.join(" · ")}`,
    direction: "outbound",
    status: result.ok ? "sent" : "failed",
    wa_message_id: result.ok ? result.messageId : null,
    phone_key: input.attachToPerson ? phoneDigits(input.to) : null,
    lead_id: input.leadId,
    error: result.ok ? null : result.error,
  });
  if (result.ok) logger.info({ leadId: input.leadId, template: input.template }, "whatsapp sent");
  else logger.error({ leadId: input.leadId, template: input.template, reason: result.error }, "whatsapp send gave up");
  return result.ok ? { ok: true, messageId: result.messageId } : { ok: false, error: result.error };
}

/** X-Hub-Signature-256 is "sha256=" and the hex HMAC-SHA256 of the raw body with the app secret. */
export function validWhatsAppSignature(rawBody: Buffer, header: string | null | undefined, appSecret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "");
  if (!match) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], "hex"));
}

const clean = (value: string, max: number) => stripControlChars(value.replaceAll("\u0000", "")).slice(0, max);

/** The parts of Meta's webhook payload we read; anything else in it is ignored. */
export const whatsAppWebhookSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().optional(),
              value: z
                .object({
                  metadata: z.object({ display_phone_number: z.string().max(40).optional() }).optional(),
                  messages: z
                    .array(
                      z.object({
                        id: z.string().min(1).max(200),
                        from: z.string().min(1).max(40),
                        timestamp: z.string().max(20).optional(),
                        type: z.string().max(40).optional(),
                        text: z.object({ body: z.string() }).optional(),
                      }),
                    )
                    .max(1000)
                    .optional(),
                  statuses: z
                    .array(
                      z.object({
                        id: z.string().min(1).max(200),
                        status: z.string().min(1).max(40),
                        errors: z.array(z.object({ title: z.string().optional(), message: z.string().optional() })).optional(),
                      }),
                    )
                    .max(1000)
                    .optional(),
                })
                .optional(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WhatsAppWebhookPayload = z.output<typeof whatsAppWebhookSchema>;

/** Delivery states only move forward: a late "delivered" never undoes "read". */
const STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
/** A stored message's rank (0: received, or a state not ranked). */
const storedRank = sql<number>`coalesce(case ${messages.status} ${sql.join(
  Object.entries(STATUS_RANK).map(([status, rank]) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} end, 0)`;

/** Stores the messages (once each, by Meta's id) and applies the status updates. */
export async function receiveWhatsAppWebhook(
  payload: WhatsAppWebhookPayload,
): Promise<{ stored: number; replayed: number; updated: number }> {
  const counts = { stored: 0, replayed: 0, updated: 0 };
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      const value = change.value;
      if (!value) continue;
      for (const message of value.messages ?? []) {
        const key = phoneDigits(message.from);
        const [lead] = await db
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.phone_key, key))
          .orderBy(desc(leads.created_at))
          .limit(1);
        const seconds = Number(message.timestamp);
        const inserted = await db
          .insert(messages)
          .values({
            from_number: clean(message.from, 40),
            to_number: value.metadata?.display_phone_number ? clean(value.metadata.display_phone_number, 40) : null,
            message_body: message.text ? clean(message.text.body, 4096) : `[${clean(message.type ?? "message", 40)}]`,
            direction: "inbound",
            status: "received",
            wa_message_id: clean(message.id, 200),
            phone_key: key,
            lead_id: lead?.id ?? null,
            ...(Number.isFinite(seconds) && seconds > 0 ? { created_at: new Date(seconds * 1000) } : {}),
          })
          .onConflictDoNothing({ target: messages.wa_message_id })
          .returning({ id: messages.id });
        if (inserted.length) counts.stored++;
        else counts.replayed++;
      }
      for (const update of value.statuses ?? []) {
        const rank = STATUS_RANK[update.status];
        if (!rank) continue;
        const reason = update.errors?.map((e) => e.message ?? e.title).join("; ");
        const changed = await db
          .update(messages)
          .set({ status: update.status, ...(reason ? { error: clean(reason, 500) } : {}) })
          .where(and(eq(messages.wa_message_id, update.id), lt(storedRank, rank)))
          .returning({ id: messages.id });
        counts.updated += changed.length;
      }
    }
  }
  return counts;
}
