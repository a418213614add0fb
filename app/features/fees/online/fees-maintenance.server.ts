import { indiaHour } from "#app/lib/india-time";
import { reconcilePaymentLinks } from "./reconcile.server";
import { sendFeeReminders } from "./reminders.server";

/** Reminders go out from this hour, India time, not at midnight (the first run at or after it sends the day's). */
const REMINDER_HOUR = 9;

/**
 * The fees feature's share of the maintenance loop (every few minutes): payment links whose
 * webhook is late are checked against Razorpay, and the day's reminders go out once. Both are
 * safe with several instances on one database.
 */
export async function feesMaintenance(now = new Date()): Promise<void> {
  await reconcilePaymentLinks({ now });
  if (indiaHour(now) >= REMINDER_HOUR) await sendFeeReminders({ now });
}
