import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLog } from "#tests/support/capture-log";
import { startSmtpServer } from "#tests/support/smtp-server";

// The test setup has read (and cached) the environment; tests switch SMTP_URL on the cached
// configuration to point at real servers on loopback.
const { getEnv } = await import("#app/server/env.server");
const { db } = await import("#app/server/db/db.server");
const { mailOutbox } = await import("#app/server/db/schema");
const { sendMail, processOutbox, purgeOutbox, outboxIdle, MAIL_MAX_ATTEMPTS, retryDelayMs } = await import("#app/server/mail/mail.server");
const outboxRoute = await import("#app/routes/admin/outbox/route");
const { backupStream } = await import("#app/features/backups/backup-stream.server");
const { account, requestAs } = await import("#tests/support/accounts");
const { getAuth } = await import("#app/features/accounts/auth.server");

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

async function row(id: string) {
  const [r] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return r;
}

function setSmtp(url: string | undefined) {
  Object.assign(getEnv(), { SMTP_URL: url });
}

describe("mail outbox", () => {
  beforeAll(() => setSmtp(undefined));

  it("without SMTP, every message is stored as queued and stays there", async () => {
    setSmtp(undefined);
    const id = await sendMail({ to: "someone@example.com", subject: "Kept here", text: "Body with https://example.com/link?token=abc" });
    expect(await processOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, sent_at: null, text_body: expect.stringContaining("token=abc") });
  });

  it("with SMTP, sends what is due and marks it sent", async () => {
    setSmtp(smtp.url);
    const id = await sendMail({ to: "learner@example.com", subject: "Sent through SMTP", text: "Hello from the outbox" });
    await outboxIdle();
    await processOutbox();
    const sent = await row(id);
    expect(sent.status).toBe("sent");
    expect(sent.sent_at).toBeInstanceOf(Date);
    const received = smtp.received.filter((m) => m.data.includes("Sent through SMTP"));
    expect(received).toHaveLength(1);
    expect(received[0].to.join()).toContain("learner@example.com");
    setSmtp(undefined);
  });

  it("retries with doubling back-off a bounded number of times, then gives up", async () => {
    // A real server that refuses every message with a temporary error.
    const { createServer } = await import("node:net");
    const refusing = createServer((socket) => {
      socket.write("220 refusing\r\n");
      socket.on("data", (chunk) => {
        for (const line of String(chunk).split("\r\n").filter(Boolean)) {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") socket.write("250 ok\r\n");
          else if (verb === "MAIL") socket.write("451 Try again later\r\n");
          else if (verb === "QUIT") socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const port = (refusing.address() as { port: number }).port;
    setSmtp(`smtp://127.0.0.1:${port}`);
    try {
      const id = await sendMail({ to: "retry@example.com", subject: "Retried", text: "x" });
      await outboxIdle();
      // Whatever the background kick did, drive the clock from here on.
      await db
        .update(mailOutbox)
        .set({ status: "queued", attempts: 0, next_attempt_at: new Date(0) })
        .where(eq(mailOutbox.id, id));
      let now = new Date("2031-05-01T00:00:00Z");
      await processOutbox({ now });
      let r = await row(id);
      expect(r).toMatchObject({ status: "queued", attempts: 1 });
      expect(r.last_error).toContain("451");
      expect(r.next_attempt_at.getTime()).toBe(now.getTime() + 60_000);
      // Not due yet: nothing happens.
      await processOutbox({ now: new Date(now.getTime() + 59_000) });
      expect((await row(id)).attempts).toBe(1);
      for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
        now = new Date(r.next_attempt_at.getTime());
        await processOutbox({ now });
        r = await row(id);
        expect(r.attempts).toBe(attempt);
        if (attempt < MAIL_MAX_ATTEMPTS) expect(r.next_attempt_at.getTime() - now.getTime()).toBe(retryDelayMs(attempt));
      }
      expect(r.status).toBe("failed");
      await processOutbox({ now: new Date(now.getTime() + 24 * 60 * 60_000) });
      expect((await row(id)).attempts).toBe(MAIL_MAX_ATTEMPTS);
    } finally {
      setSmtp(undefined);
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it("workers running at once send each message once (rows are claimed with SKIP LOCKED)", async () => {
    setSmtp(undefined);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await sendMail({ to: `many-${i}@example.com`, subject: `Parallel ${i}`, text: "x" }));
    setSmtp(smtp.url);
    const before = smtp.received.length;
    const runs = await Promise.all([processOutbox(), processOutbox(), processOutbox()]);
    await outboxIdle();
    await processOutbox();
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBeGreaterThan(0);
    const rows = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    const parallel = smtp.received.slice(before).filter((m) => /Subject: Parallel \d+/.test(m.data));
    expect(parallel).toHaveLength(12);
    setSmtp(undefined);
  });

  it("logs only 'mail queued/sent' with the id and subject, never the body or a link", async () => {
    setSmtp(smtp.url);
    let id = "";
    const log = await captureLog(async () => {
      id = await sendMail({
        to: "private@example.com",
        subject: "Log check",
        text: "secret link https://x.example/verify?token=SECRET123",
      });
      await outboxIdle();
      await processOutbox();
    });
    setSmtp(undefined);
    expect(log).toContain('"msg":"mail queued"');
    expect(log).toContain('"msg":"mail sent"');
    expect(log).toContain(id);
    expect(log).not.toContain("SECRET123");
    expect(log).not.toContain("private@example.com");
  });

  it("the sign-up confirmation goes through the outbox and its link is not logged", async () => {
    setSmtp(undefined);
    const email = `confirm-${Date.now()}@example.com`;
    const log = await captureLog(async () => {
      await getAuth().api.signUpEmail({ body: { email, password: "confirm-me-please-1", name: "x" } });
    });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail.status).toBe("queued");
    const link = mail.text_body.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    expect(log).not.toContain("verify-email");
    expect(log).not.toContain(String(link).split("token=")[1].slice(0, 20));
  });

  it("purges messages older than 30 days", async () => {
    setSmtp(undefined);
    const old = await sendMail({ to: "old@example.com", subject: "Old", text: "x" });
    const recent = await sendMail({ to: "recent@example.com", subject: "Recent", text: "x" });
    await db.update(mailOutbox).set({ status: "sent", created_at: sql`now() - interval '31 days'` }).where(eq(mailOutbox.id, old));
    await purgeOutbox();
    expect(await row(old)).toBeUndefined();
    expect(await row(recent)).toBeDefined();
  });

  it("keeps the outbox (and its tokens) out of backups", async () => {
    setSmtp(undefined);
    await sendMail({ to: "backup@example.com", subject: "Not in backups", text: "token=NOT-IN-BACKUP-42" });
    const text = await new Response(backupStream({})).text();
    expect(text).not.toContain("NOT-IN-BACKUP-42");
    expect(text).not.toContain("mail_outbox");
    expect(text).not.toContain("sign_in_failures");
  });

  it("/admin/outbox lists the messages newest first, with status, times and the body, for a super admin", async () => {
    setSmtp(undefined);
    const superAdmin = await account("super_admin");
    const older = await sendMail({ to: "first@example.com", subject: "Older message", text: "first" });
    // Two inserts can share a clock tick; make the order unambiguous.
    await db.update(mailOutbox).set({ created_at: sql`now() - interval '1 minute'` }).where(eq(mailOutbox.id, older));
    await sendMail({ to: "second@example.com", subject: "Newer message <script>alert(1)</script>", text: "<b>second</b>" });
    const data = (await outboxRoute.loader({ request: requestAs(superAdmin, "/admin/outbox"), params: {}, context: {} } as never)) as {
      messages: { subject: string; body: string; status: string; to: string }[];
      page: { total: number; pageCount: number };
    };
    expect(data.page.total).toBeGreaterThanOrEqual(2);
    expect(data.messages[0]).toMatchObject({
      subject: "Newer message <script>alert(1)</script>",
      body: "<b>second</b>",
      status: "queued",
      to: "second@example.com",
    });
    const subjects = data.messages.map((m) => m.subject);
    expect(subjects).toContain("Older message");
    const times = (data.messages as unknown as { created_at: Date }[]).map((m) => new Date(m.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A page past the end is not an error: it shows the last page (paginate(), decision 013).
    const far = (await outboxRoute.loader({
      request: requestAs(superAdmin, "/admin/outbox?page=999"),
      params: {},
      context: {},
    } as never)) as typeof data;
    expect(far.page).toMatchObject({ page: data.page.pageCount });
    expect(far.messages.length).toBeGreaterThan(0);
    // An admin is refused by the server (the matrix test covers every role).
    const admin = await account("admin");
    await expect(
      outboxRoute.loader({ request: requestAs(admin, "/admin/outbox"), params: {}, context: {} } as never),
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});
