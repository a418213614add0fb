import type { RazorpayConfig } from "#app/features/fees/razorpay/razorpay-client.server";
import { type Env, getEnv } from "#app/server/env.server";

/** Razorpay's client settings and the webhook secret; null unless all three secrets are set (online payment off). */
export function razorpaySettings(env: Env = getEnv()): (RazorpayConfig & { webhookSecret: string }) | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
  if (!keyId || !keySecret || !webhookSecret) return null;
  return { apiBase: env.RAZORPAY_API_BASE, keyId, keySecret, webhookSecret };
}
