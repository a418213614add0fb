import { type RazorpayStandIn, startRazorpayServer } from "../razorpay-server";
import { startWhatsAppServer } from "../whatsapp-server.mjs";
import { startEmptyServer } from "./empty-server";

/**
 * A copy of the e2e app (demo content, the e2e accounts and fixtures, and the payments
 * fixtures of payments-fixtures.mjs) with online payment and WhatsApp on, pointed at two
 * loopback stand-ins running in the test process: Razorpay (support/razorpay-server.ts: links,
 * the pay page, signed webhooks to this app) and the WhatsApp Cloud API
 * (support/whatsapp-server.mjs: every template message, the sign-in codes among them). The
 * shared e2e server stays as it is. One per test file (beforeAll / afterAll): it takes a while
 * to start.
 */
export type PaymentsServer = {
  baseURL: string;
  razorpay: RazorpayStandIn;
  whatsApp: Awaited<ReturnType<typeof startWhatsAppServer>>;
  stop: () => Promise<void>;
};

const WEBHOOK_SECRET = "e2e_webhook_secret";

export async function startPaymentsServer(): Promise<PaymentsServer> {
  const razorpay = await startRazorpayServer();
  const whatsApp = await startWhatsAppServer();
  const app = await startEmptyServer(
    {
      SEED_DEMO: "true",
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_BASE: razorpay.apiBase,
      WHATSAPP_TOKEN: "e2e-token",
      WHATSAPP_PHONE_NUMBER_ID: "1234567890",
      WHATSAPP_APP_SECRET: "e2e-app-secret",
      WHATSAPP_VERIFY_TOKEN: "e2e-verify",
      WHATSAPP_API_BASE: whatsApp.url,
    },
    { script: "tests/support/e2e/start-payments-server.mjs", readyFile: "payments-fixtures.ready" },
  ).catch(async (error) => {
    await Promise.all([razorpay.close(), whatsApp.close()]);
    throw error;
  });
  // The stand-in's pay page delivers payment_link.paid to this app, signed, before it sends the payer back.
  razorpay.setWebhook({ webhookUrl: `${app.baseURL}/webhooks/razorpay`, webhookSecret: WEBHOOK_SECRET });
  return {
    baseURL: app.baseURL,
    razorpay,
    whatsApp,
    stop: async () => {
      await app.stop();
      await Promise.all([razorpay.close(), whatsApp.close()]);
    },
  };
}
