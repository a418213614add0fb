import { and, eq, inArray, lt, lte, ne, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "#app/server/db/db.server";
import { mailOutbox } from "#app/server/db/schema";
import { getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";

/**
 * The mail outbox. sendMail() stores every message in `mail_outbox` first, then a small
 * in-process worker sends what is due over SMTP (when SMTP_URL is set), retrying with
 * back-off a bounded number of times. Without SMTP the message stays in the outbox, where a
 * super admin reads it at /admin/outbox. Several processes on one PostgreSQL share the work:
 * each claims rows with FOR UPDATE SKIP LOCKED, so a message is sent by one of them.
 * The log says only "mail queued/sent/failed" with the id and subject, never the body.
 */
export type Mail = { to: string; subject: string; text: string; html?: string };

/** Attempts before a message is given up ("failed"); waits between them double from 1 minute. */
export const MAIL_MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
/** A claim by a process that died mid-send expires after this, and the row is tried again. */
const CLAIM_MS = 5 * 60_000;
/** Sent (and given-up) messages, and their links, are kept this long. */
export const OUTBOX_RETENTION_DAYS = 30;
const BATCH = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Stores the message and asks the worker to send it; never throws for a delivery problem. */
export async function sendMail(mail: Mail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  logger.info({ outboxId: row.id, subject: mail.subject }, "mail queued");
  kickOutbox();
  return row.id;
}

let transporter: { url: string; transport: Transporter } | undefined;
function transport(url: string): Transporter {
  if (transporter?.url !== url) transporter = { url, transport: nodemailer.createTransport(url) };
  return transporter.transport;
}

/**
 * Claims up to `limit` due messages (queued, or claimed by a process that died). "Due" is
 * judged by the database's clock unless a test passes `now`: a row stored a microsecond ago
 * is not yet due by a JavaScript clock that counts milliseconds.
 */
async function claim(now: Date, limit: number, testNow: boolean) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ["queued", "sending"]), lte(mailOutbox.next_attempt_at, testNow ? now : sql`now()`)))
      .orderBy(mailOutbox.next_attempt_at)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1`, next_attempt_at: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export type OutboxRun = { sent: number; retried: number; failed: number };

/**
 * One pass of the worker: sends the due messages (nothing without SMTP_URL). `now` is a
 * parameter so tests can move the clock instead of waiting.
 */
export async function processOutbox(options: { now?: Date; limit?: number } = {}): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 };
  const env = getEnv();
  if (!env.SMTP_URL) return run;
  const now = options.now ?? new Date();
  const rows = await claim(now, options.limit ?? BATCH, options.now !== undefined);
  for (const row of rows) {
    try {
      await transport(env.SMTP_URL).sendMail({
        from: env.MAIL_FROM,
        to: row.to,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
      });
      await db.update(mailOutbox).set({ status: "sent", sent_at: new Date(), last_error: null }).where(eq(mailOutbox.id, row.id));
      logger.info({ outboxId: row.id, subject: row.subject }, "mail sent");
      run.sent++;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "queued",
          last_error: reason,
          next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      logger.warn({ outboxId: row.id, subject: row.subject, attempt: row.attempts, willRetry: !giveUp, reason }, "mail failed");
      if (giveUp) run.failed++;
      else run.retried++;
    }
  }
  return run;
}

/** Deletes sent and given-up messages (and any other) older than the retention. */
export async function purgeOutbox({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 24 * 60 * 60_000);
  const removed = await db
    .delete(mailOutbox)
    .where(and(lt(mailOutbox.created_at, cutoff), ne(mailOutbox.status, "sending")))
    .returning({ id: mailOutbox.id });
  return removed.length;
}

// One pass at a time per process; a kick during a pass asks for one more pass after it.
let running: Promise<void> | null = null;
let again = false;

/** Runs the worker soon, in the background (after sendMail, and from the timer). */
export function kickOutbox(): void {
  if (!getEnv().SMTP_URL) return;
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    try {
      do {
        again = false;
        const run = await processOutbox();
        if (run.sent + run.retried + run.failed === BATCH) again = true;
      } while (again);
    } catch (error) {
      logger.error({ err: error }, "mail outbox pass failed");
    } finally {
      running = null;
    }
  })();
}

/** Waits for the pass in progress (shutdown, tests). */
export async function outboxIdle(): Promise<void> {
  while (running) await running;
}
