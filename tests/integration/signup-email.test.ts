import { afterAll, describe, expect, it } from "vitest";
import { answerOf, settle } from "#tests/support/call-route";
import { startSmtpServer } from "#tests/support/smtp-server";

// The test setup has read (and cached) the environment; point the cached configuration at
// a real SMTP server on loopback before anything sends mail.
const smtp = await startSmtpServer();
const { getEnv } = await import("#app/server/env.server");
Object.assign(getEnv(), { SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: true });
const { action } = await import("#app/routes/auth/auth");
const { getAuth } = await import("#app/features/accounts/auth.server");

afterAll(() => smtp.close());

function post(form: Record<string, string>) {
  return new Request("http://localhost:3000/auth", {
    method: "POST",
    headers: { origin: "http://localhost:3000" },
    body: new URLSearchParams(form),
  });
}

async function run(form: Record<string, string>) {
  const value = await settle(() =>
    action({ request: post(form), params: {}, context: { nonce: "", clientIp: `10.1.0.${Math.floor(Math.random() * 250)}` } } as never),
  );
  // The toast travels in the one-time cookie (decision 013).
  const answer = await answerOf<{ mode: string }>(value);
  return { status: answer.status, location: answer.location, toast: answer.toast ?? undefined, mode: answer.body?.mode ?? "" };
}

describe("sign-up with e-mail confirmation over SMTP", () => {
  it("e-mails a confirmation link; the account signs in only after opening it", async () => {
    const email = `learner-${Date.now()}@example.com`;
    const signUp = await run({ mode: "signup", email, password: "repairs-123" });
    expect(signUp.toast?.title).toBe("Check your email");

    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBeGreaterThan(0);
    const mail = smtp.received.find((m) => m.to.some((to) => to.includes(email)));
    expect(mail).toBeDefined();
    const body = (mail?.data ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = body.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s"]+/)?.[0];
    expect(link).toBeTruthy();

    // Before confirming: refused with a clear message.
    const early = await run({ mode: "signin", email, password: "repairs-123" });
    expect(early.toast?.title).toBe("Email not confirmed");

    const verified = await getAuth().handler(new Request(link as string));
    expect([200, 302]).toContain(verified.status);

    const signIn = await run({ mode: "signin", email, password: "repairs-123" });
    expect(signIn.status).toBe(302);
    expect(signIn.location).toBe("/");
  });

  it("an already registered e-mail answers 'Account exists' and switches to sign-in", async () => {
    const email = `twice-${Date.now()}@example.com`;
    await run({ mode: "signup", email, password: "repairs-123" });
    const again = await run({ mode: "signup", email, password: "another-456" });
    expect(again.toast).toEqual({
      title: "Account exists",
      description: "This email is already registered. Please sign in instead.",
      type: "error",
    });
    expect(again.mode).toBe("signin");
  });

  it("validation failures answer 'Validation Error' with the first issue and create nothing", async () => {
    const bad = await run({ mode: "signup", email: "not-an-email", password: "123" });
    expect(bad.status).toBe(400);
    expect(bad.toast).toEqual({ title: "Validation Error", description: "Invalid email address", type: "error" });
  });
});
