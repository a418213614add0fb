import { addDays, weekdayOf } from "#app/lib/calendar-days";
import { formatCalendarDate } from "#app/lib/format";

/**
 * The calendar of attendance: which days a batch meets and which of them a member of staff may
 * mark. Days are India calendar dates, YYYY-MM-DD strings throughout (the `date` columns), so
 * no time zone ever moves a day.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;
const WEEKDAY_NAMES = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"] as const;

/** A real calendar date written YYYY-MM-DD (31 February is not). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** A month written YYYY-MM. */
export function isCalendarMonth(value: string): boolean {
  return ISO_MONTH.test(value) && isCalendarDay(`${value}-01`);
}

// Day arithmetic is shared with My batches' schedule (app/lib/calendar-days.ts).
export { addDays, weekdayOf };

export type BatchCalendar = { start_date: string; end_date: string; days: number[] };

function meetsOn(batch: BatchCalendar, day: string): boolean {
  return day >= batch.start_date && day <= batch.end_date && batch.days.includes(weekdayOf(day));
}

/**
 * Why `day` cannot be marked, or null when it can: never a day to come, only a day the batch
 * meets, and a trainer only today or yesterday (an admin any day of the batch).
 */
export function markingRefusal(batch: BatchCalendar, day: string, { today, trainer }: { today: string; trainer: boolean }): string | null {
  if (day > today) return "Attendance cannot be marked for a day that has not come yet.";
  if (day < batch.start_date || day > batch.end_date) {
    return `${formatCalendarDate(day)} is outside this batch, which runs from ${formatCalendarDate(batch.start_date)} to ${formatCalendarDate(batch.end_date)}.`;
  }
  if (!batch.days.includes(weekdayOf(day)))
    return `This batch does not meet on ${WEEKDAY_NAMES[weekdayOf(day)]}, so there is no attendance to mark.`;
  if (trainer && day < addDays(today, -1)) return "Trainers may mark today and yesterday only. Ask an admin to correct an earlier day.";
  return null;
}

/** The nearest day the batch meets before (-1) or after (+1) `day`, never past today; null when none. */
export function nearestMeetingDay(batch: BatchCalendar, day: string, direction: -1 | 1, today: string): string | null {
  let next = addDays(day, direction);
  // Jump into the batch's dates first: a day far outside them needs no walk day by day.
  if (direction === -1 && next > batch.end_date) next = batch.end_date;
  if (direction === 1 && next < batch.start_date) next = batch.start_date;
  for (let step = 0; step < 7; step++, next = addDays(next, direction)) {
    if (next < batch.start_date || next > batch.end_date || next > today) return null;
    if (batch.days.includes(weekdayOf(next))) return next;
  }
  return null;
}

/** The days of `month` (YYYY-MM) the batch meets, in order. */
export function meetingDaysOfMonth(batch: BatchCalendar, month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) if (meetsOn(batch, day)) days.push(day);
  return days;
}

/** "2026-11" moved by `months`. */
export function addMonths(month: string, months: number): string {
  const at = new Date(`${month}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 7);
}

/** "November 2026". */
export function formatMonth(month: string): string {
  return new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
}
