import {
  receiveWhatsAppWebhook,
  validWhatsAppSignature,
  whatsAppEnabled,
  whatsAppWebhookSchema,
} from "#app/features/lead-desk/whatsapp-messages.server";
import { getEnv } from "#app/server/env.server";
import { sameSecret } from "#app/server/http/same-secret.server";
import { logger } from "#app/server/logger.server";
import type { Route } from "./+types/whatsapp-webhook";

/**
 * Meta's WhatsApp Cloud API webhook (decision 015), a server-to-server endpoint:
 * - GET: the subscription check; hub.mode=subscribe with our WHATSAPP_VERIFY_TOKEN (compared
 *   in constant time, like the signature) answers hub.challenge, anything else 403.
 * - POST: accepted only with a valid X-Hub-Signature-256 over the raw body (401 otherwise,
 *   nothing stored); messages are stored once each, status updates applied.
 * Without the WhatsApp settings the endpoint does not exist (404).
 */
const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export function loader({ request }: Route.LoaderArgs) {
  const env = getEnv();
  if (!whatsAppEnabled(env)) return text("Not Found", 404);
  const params = new URL(request.url).searchParams;
  const challenge = params.get("hub.challenge") ?? "";
  if (
    params.get("hub.mode") === "subscribe" &&
    sameSecret(params.get("hub.verify_token"), env.WHATSAPP_VERIFY_TOKEN ?? "") &&
    /^[\w-]{1,200}$/.test(challenge)
  ) {
    return text(challenge, 200);
  }
  return text("Verification failed", 403);
}

export async function action({ request }: Route.ActionArgs) {
  const env = getEnv();
  if (!whatsAppEnabled(env) || !env.WHATSAPP_APP_SECRET) return text("Not Found", 404);
  if (request.method !== "POST") return text("Use POST", 405);
  const raw = Buffer.from(await request.arrayBuffer());
  if (!validWhatsAppSignature(raw, request.headers.get("x-hub-signature-256"), env.WHATSAPP_APP_SECRET)) {
    logger.warn({ bytes: raw.length }, "whatsapp webhook refused: bad signature");
    return text("Invalid signature", 401);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString("utf8"));
  } catch {
    return text("The body is not JSON", 400);
  }
  const payload = whatsAppWebhookSchema.safeParse(json);
  if (!payload.success) return text("The body is not a WhatsApp webhook payload", 400);
  const counts = await receiveWhatsAppWebhook(payload.data);
  logger.info(counts, "whatsapp webhook received");
  return text("OK", 200);
}
