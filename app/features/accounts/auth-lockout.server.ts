import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { INDIA_TIME_ZONE } from "#app/lib/india-time";
import { db } from "#app/server/db/db.server";
import { signInFailures } from "#app/server/db/schema";
import { logger } from "#app/server/logger.server";
import { sendMail } from "#app/server/mail/mail.server";
import { findUserByEmail } from "./find-user-by-email.server";

/**
 * Per-account back-off for sign-in (decision 011), counted in the database so it
 * holds across processes. Both sign-in paths (/auth and /api/auth/sign-in/email) go through
 * Better Auth's sign-in endpoint, whose hooks (auth.server.ts) call these.
 *
 * - After LOCK_AFTER failures the account is locked for 1 minute, then 2, 4, ... at most 1 hour
 *   per further failure; attempts during a lock are refused without checking the password.
 * - A successful sign-in deletes the row; failures older than a day start again from one.
 * - From NOTIFY_AFTER failures on, the owner is e-mailed (through the outbox) once per lock.
 */
export const LOCK_AFTER = 5;
export const NOTIFY_AFTER = 10;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 60 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

const keyOf = (email: string) => email.trim().toLowerCase();

/** How long the lock set by the n-th failure lasts (0 before LOCK_AFTER). */
function lockMs(failures: number): number {
  if (failures < LOCK_AFTER) return 0;
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - LOCK_AFTER));
}

/** When the account's lock ends, or null when it may try now. */
export async function lockedUntil(email: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ locked_until: signInFailures.locked_until })
    .from(signInFailures)
    .where(eq(signInFailures.email, keyOf(email)))
    .limit(1);
  return row?.locked_until && row.locked_until > now ? row.locked_until : null;
}

/** Counts one failed sign-in; locks and notifies as above. Returns the count and the lock's end. */
export async function recordSignInFailure(email: string, now = new Date()): Promise<{ failures: number; lockedUntil: Date | null }> {
  const key = keyOf(email);
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const [row] = await db
    .insert(signInFailures)
    .values({ email: key, failures: 1, last_failure_at: now })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${signInFailures.last_failure_at} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
        last_failure_at: now,
      },
    })
    .returning({ failures: signInFailures.failures });
  const failures = row?.failures ?? 1;
  const ms = lockMs(failures);
  if (!ms) return { failures, lockedUntil: null };
  const until = new Date(now.getTime() + ms);
  await db.update(signInFailures).set({ locked_until: until }).where(eq(signInFailures.email, key));
  logger.warn({ failures, lockedMinutes: Math.round(ms / 60_000) }, "account locked after failed sign-ins");
  if (failures >= NOTIFY_AFTER) await notifyOwner(key, failures, until, now);
  return { failures, lockedUntil: until };
}

/** A successful sign-in forgets the failures. */
export async function clearSignInFailures(email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, keyOf(email)));
}

/** Rows of accounts that have not failed for a day and are not locked: nothing to remember. */
export async function purgeSignInFailures(now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - FORGET_AFTER_MS);
  await db
    .delete(signInFailures)
    .where(
      and(lte(signInFailures.last_failure_at, before), or(isNull(signInFailures.locked_until), lte(signInFailures.locked_until, now))),
    );
}

async function notifyOwner(key: string, failures: number, until: Date, now: Date) {
  const owner = await findUserByEmail(key);
  if (!owner) return;
  // Once per lock period: the previous lock has run out since the last notice (and two
  // failures at the same moment claim the notice once).
  const previousLockStart = new Date(now.getTime() - lockMs(failures - 1));
  const claimed = await db
    .update(signInFailures)
    .set({ notified_at: now })
    .where(and(eq(signInFailures.email, key), or(isNull(signInFailures.notified_at), lte(signInFailures.notified_at, previousLockStart))))
    .returning({ email: signInFailures.email });
  if (claimed.length === 0) return;
  await sendMail({
    to: owner.email,
    subject: "Failed sign-ins to your Supertech Institute account",
    text: [
      `Someone tried to sign in to your Supertech Institute account (${owner.email}) with a wrong password ${failures} times.`,
      "",
      `To protect it, sign-in is paused until ${formatLockEnd(until)}.`,
      "",
      "If this was you, wait until then and try again. If it was not you, your password still kept them out;",
      "consider changing it to one you use nowhere else, and tell the institute's administrator.",
    ].join("\n"),
  });
}

const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: INDIA_TIME_ZONE });

function formatLockEnd(until: Date): string {
  return `${timeFormat.format(until)} IST`;
}

export const LOCKED_TITLE = "Too many failed attempts";

/** What a locked account is told: when it may try again. */
export function lockedMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `This account is locked after too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"} (after ${formatLockEnd(until)}).`;
}
