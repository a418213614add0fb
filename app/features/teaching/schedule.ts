import { formatDays, formatTimeRange } from "#app/features/batches";
import { BATCH_STATUS_LABELS, type BatchStatus, WEEKDAY_SHORT } from "#app/lib/batch-vocabulary";
import { addDays, weekdayOf } from "#app/lib/calendar-days";

/**
 * When a batch meets, in words, for the pages that list batches (My batches, the dashboard).
 * Everything here is India wall-clock: `time` values ("10:00:00") and `date` values
 * ("2026-11-27") as PostgreSQL stores them, never instants.
 */

/** "Mon–Sat", "Mon, Wed, Fri" (the batches' own wording), and "Every day" for all seven. */
export function daysLabel(days: readonly number[]): string {
  return new Set(days).size === 7 ? "Every day" : formatDays(days);
}

/** "Mon 4 Jan" */
function shortDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAY_SHORT[d.getUTCDay()]} ${d.getUTCDate()} ${d.toLocaleDateString("en-IN", { month: "short", timeZone: "UTC" })}`;
}

type Schedule = {
  status: BatchStatus;
  start_date: string;
  end_date: string;
  days: readonly number[];
  start_time: string;
  end_time: string;
};

/** Whether the batch meets on `date`: a day it meets, within its dates, and neither cancelled nor completed. */
export function meetsOn(batch: Schedule, date: string): boolean {
  if (batch.status === "cancelled" || batch.status === "completed") return false;
  return date >= batch.start_date && date <= batch.end_date && batch.days.includes(weekdayOf(date));
}

/**
 * The batch's day at a glance, given India's today: "Meets today 10:00 am–1:00 pm", "Next: Mon"
 * (within a week), "Next: Mon 4 Jan", "Starts Mon 4 Jan", "Ended"; a cancelled or completed
 * batch shows its status. `today` is true only when it meets today.
 */
export function dayStatus(batch: Schedule, today: string): { label: string; today: boolean } {
  if (batch.status === "cancelled" || batch.status === "completed") return { label: BATCH_STATUS_LABELS[batch.status], today: false };
  if (meetsOn(batch, today)) return { label: `Meets today ${formatTimeRange(batch.start_time, batch.end_time)}`, today: true };
  const from = batch.start_date > today ? batch.start_date : addDays(today, 1);
  for (let i = 0; i < 7; i++) {
    const date = addDays(from, i);
    if (date > batch.end_date) break;
    if (!batch.days.includes(weekdayOf(date))) continue;
    if (batch.start_date > today) return { label: `Starts ${shortDate(date)}`, today: false };
    return { label: date <= addDays(today, 6) ? `Next: ${WEEKDAY_SHORT[weekdayOf(date)]}` : `Next: ${shortDate(date)}`, today: false };
  }
  return { label: "Ended", today: false };
}
