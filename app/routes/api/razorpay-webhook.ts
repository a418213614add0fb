import { receiveRazorpayWebhook } from "#app/features/fees/online/razorpay-webhook.server";
import type { Route } from "./+types/razorpay-webhook";

/**
 * POST /webhooks/razorpay: Razorpay's signed events (app/features/fees/online). The raw body is
 * read as bytes: the signature is over them, never over re-serialised JSON. Without the
 * Razorpay settings the endpoint does not exist (404).
 */
const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return text("Use POST", 405);
  const answer = await receiveRazorpayWebhook(Buffer.from(await request.arrayBuffer()), request.headers);
  return text(answer.body, answer.status);
}

export function loader() {
  return text("Use POST", 405);
}
