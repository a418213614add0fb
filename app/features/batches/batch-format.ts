import { WEEKDAY_SHORT } from "#app/lib/batch-vocabulary";

/**
 * How a batch's meeting days and times read, in the admin and on the public course page:
 * "Mon–Sat · 10:00 am–1:00 pm". Times are India wall-clock values ("10:00" or "10:00:00"),
 * never instants, so no time zone applies.
 */

/** The week as India's institutes print it: Monday first, Sunday last (0 = Sunday, as stored). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** "Mon–Sat", "Mon, Wed, Fri", "Mon–Wed, Sat": three or more days in a row become a range. */
export function formatDays(days: readonly number[], names: readonly string[] = WEEKDAY_SHORT): string {
  const chosen = new Set(days);
  const runs: number[][] = [];
  let run: number[] = [];
  for (const day of WEEK_ORDER) {
    if (chosen.has(day)) run.push(day);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs.flatMap((r) => (r.length >= 3 ? [`${names[r[0]]}–${names[r[r.length - 1]]}`] : r.map((d) => names[d]))).join(", ");
}

/** "10:00" or "13:30:00" → "10:00 am", "1:30 pm"; noon is "12:00 pm", midnight "12:00 am". */
function formatTime12(time: string): string {
  const [h, m] = time.split(":").map(Number);
  if (!Number.isInteger(h) || !Number.isInteger(m)) return time;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

/** "10:00 am–1:00 pm". */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime12(start)}–${formatTime12(end)}`;
}

/** "Mon–Sat · 10:00 am–1:00 pm": the list's timing column. */
export function formatTiming(batch: { days: readonly number[]; start_time: string; end_time: string }, names?: readonly string[]): string {
  return `${formatDays(batch.days, names)} · ${formatTimeRange(batch.start_time, batch.end_time)}`;
}

/** The code a new batch is offered: the course code and the start month, "MRC-2026-07". */
export function suggestBatchCode(courseCode: string, startDate: string): string {
  return `${courseCode.trim().toUpperCase()}-${startDate.slice(0, 7)}`;
}

/** The end a new batch is offered: the course's weeks from the start, the last day included. */
export function suggestEndDate(startDate: string, durationWeeks: number): string {
  const [y, m, d] = startDate.split("-").map(Number);
  const end = new Date(Date.UTC(y, m - 1, d + durationWeeks * 7 - 1));
  return end.toISOString().slice(0, 10);
}

/** A stored time ("10:00:00") as a time input's value ("10:00"). */
export function timeInputValue(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : "";
}
