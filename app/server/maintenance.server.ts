import { purgeSignInFailures } from "#app/features/accounts/auth-lockout.server";
import { absenceAlertsIdle } from "#app/features/attendance/index.server";
import { runScheduledBackup } from "#app/features/backups/index.server";
import { feeMessagesIdle, feesMaintenance } from "#app/features/fees/index.server";
import { alertsIdle, runDailyDigest, syncLeadIndex } from "#app/features/lead-desk/index.server";
import { signInCodesIdle } from "#app/features/student-portal/index.server";
import { kickOutbox, outboxIdle, purgeOutbox } from "#app/server/mail/mail.server";
import { sweepUploads } from "#app/server/storage/upload-sweep.server";
import { logger } from "./logger.server";

/**
 * Background work of a running server (started by server.ts after start-up, never by tests,
 * which call the functions with an explicit `now`):
 * - every 30 s, the mail outbox sends what is due (retries included);
 * - every hour, sent mail older than 30 days, stale sign-in failure counts and uploads no
 *   record uses are removed; submissions missing from the lead inbox are indexed, and the
 *   lead digest goes out once a day at DIGEST_HOUR (the first run at or after it), and the
 *   backup is stored once a night at BACKUP_HOUR (the same way);
 * - every 5 minutes, late payment links are reconciled with Razorpay and the day's fee
 *   reminders go out (once a day per student, from 9:00 India time).
 * Every step is safe with several processes on one database. Timers are unref'd: they never
 * keep the process alive.
 */
const OUTBOX_EVERY_MS = 30_000;
const HOURLY_MS = 60 * 60_000;
/** Payment links are reconciled 10 minutes after they were made: checked every 5. */
const FEES_EVERY_MS = 5 * 60_000;

let timers: NodeJS.Timeout[] = [];
let hourly: Promise<void> | null = null;
let fees: Promise<void> | null = null;

/** Reconciliation of payment links and the day's fee reminders (app/features/fees/online). */
function runFees() {
  if (fees) return;
  fees = feesMaintenance()
    .catch((error: unknown) => logger.error({ err: error }, "fees maintenance failed"))
    .finally(() => {
      fees = null;
    });
}

async function hourlyMaintenance(now = new Date()): Promise<void> {
  await purgeOutbox({ now });
  await purgeSignInFailures(now);
  await sweepUploads({ now });
  await syncLeadIndex();
  await runDailyDigest({ now });
  // Last: the backup takes longest, and records (and mails) its own failure.
  await runScheduledBackup({ now });
}

function runHourly() {
  if (hourly) return;
  const started = performance.now();
  hourly = hourlyMaintenance()
    // Its length is worth a line: the night's backup makes it the longest work the server does
    // on its own, and bench:http waits for the first one before it measures (decision 055).
    .then(() => logger.info({ ms: Math.round(performance.now() - started) }, "hourly maintenance done"))
    .catch((error: unknown) => logger.error({ err: error }, "maintenance failed"))
    .finally(() => {
      hourly = null;
    });
}

export function startMaintenance(): void {
  void stopMaintenance();
  kickOutbox();
  const first = setTimeout(runHourly, 60_000);
  const outbox = setInterval(kickOutbox, OUTBOX_EVERY_MS);
  const everyHour = setInterval(runHourly, HOURLY_MS);
  const everyFiveMinutes = setInterval(runFees, FEES_EVERY_MS);
  timers = [first, outbox, everyHour, everyFiveMinutes];
  for (const timer of timers) timer.unref();
}

/** Stops the timers and waits for work in progress (before the database closes). */
export async function stopMaintenance(): Promise<void> {
  for (const timer of timers) clearTimeout(timer);
  timers = [];
  await hourly;
  await fees;
  await backgroundWorkIdle();
}

/**
 * Waits for the work requests left running after their answer (fee messages, lead alerts,
 * absence alerts, sign-in codes, the mail they queued): on shutdown, and in the tests between
 * files that share a worker's database.
 */
export async function backgroundWorkIdle(): Promise<void> {
  await feeMessagesIdle();
  await alertsIdle();
  await absenceAlertsIdle();
  // The student portal's sign-in codes being sent (they queue e-mail, so before the outbox).
  await signInCodesIdle();
  await outboxIdle();
}
