import { BATCH_STATUS_LABELS, type BatchStatus, WEEKDAY_SHORT } from "#app/lib/batch-vocabulary";

/**
 * When a batch meets, in words, for the pages that list batches (My batches, the dashboard).
 * Everything here is India wall-clock: `time` values ("10:00:00") and `date` values
 * ("2026-11-27") as PostgreSQL stores them, never instants.
 */

/** "10:00:00" as "10:00 am"; "13:30" as "1:30 pm"; noon is "12:00 pm". */
export function twelveHour(time: string): string {
  const [h, m] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

/** "10:00 am–1:00 pm" (the form, an en dash between). */
export function timeRange(start: string, end: string): string {
  return `${twelveHour(start)}–${twelveHour(end)}`;
}

/** Monday first, as the institute's week runs (stored days count 0 = Sunday). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** "Mon–Sat", "Mon, Wed, Fri", "Every day": a run of three or more days is shown as a range. */
export function daysLabel(days: readonly number[]): string {
  const ordered = WEEK_ORDER.filter((d) => days.includes(d));
  if (ordered.length === 7) return "Every day";
  const runs: number[][] = [];
  for (const day of ordered) {
    const run = runs.at(-1);
    if (run && WEEK_ORDER.indexOf(run.at(-1) as number) + 1 === WEEK_ORDER.indexOf(day)) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${WEEKDAY_SHORT[run[0]]}–${WEEKDAY_SHORT[run.at(-1) as number]}`] : run.map((d) => WEEKDAY_SHORT[d]),
    )
    .join(", ");
}

/** The weekday (0 = Sunday) of a YYYY-MM-DD date. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
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
  if (meetsOn(batch, today)) return { label: `Meets today ${timeRange(batch.start_time, batch.end_time)}`, today: true };
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
