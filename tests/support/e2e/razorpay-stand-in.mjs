// The loopback Razorpay for the end-to-end tests, as a process (tests/support/razorpay-server.ts
// through tsx): listens on RAZORPAY_STAND_IN_PORT with RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET,
// and sends webhooks signed with RAZORPAY_WEBHOOK_SECRET to RAZORPAY_WEBHOOK_URL (the app's
// /webhooks/razorpay). The app gets RAZORPAY_API_BASE=http://127.0.0.1:<port>. /healthz answers
// once it listens (a Playwright webServer's url).
import { register } from "tsx/esm/api";

register();
const { startRazorpayServer } = await import("../razorpay-server.ts");
const env = process.env;
const rzp = await startRazorpayServer({
  port: Number(env.RAZORPAY_STAND_IN_PORT ?? 0),
  keyId: env.RAZORPAY_KEY_ID,
  keySecret: env.RAZORPAY_KEY_SECRET,
  webhook: env.RAZORPAY_WEBHOOK_URL
    ? { webhookUrl: env.RAZORPAY_WEBHOOK_URL, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? "" }
    : undefined,
});
console.log(`Razorpay stand-in on ${rzp.apiBase}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => rzp.close().then(() => process.exit(0)));
