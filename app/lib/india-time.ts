/**
 * India time, in one place. The institute keeps India time (UTC+05:30 all year, no daylight
 * saving): "today", the digest hour, monthly figures, course dates and the follow-up a member
 * of staff types are India's, whatever zone the server or the browser runs in.
 */

/** The zone's IANA name, for Intl formatters and PostgreSQL's `at time zone`. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** `now` moved to India's wall clock: its UTC fields read India's date and time. */
function wallClock(now: Date | number | string): Date {
  return new Date(new Date(now).getTime() + INDIA_OFFSET_MS);
}

/** Midnight in India of the day `now` falls on, moved by `days`. */
export function startOfIndiaDay(now: Date, days = 0): Date {
  const local = wallClock(now).getTime();
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - INDIA_OFFSET_MS + days * DAY_MS);
}

/** The first instant of the India month of `now`, moved by `months`. */
export function startOfIndiaMonth(now: Date, months = 0): Date {
  const local = wallClock(now);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + months, 1) - INDIA_OFFSET_MS);
}

/** The India hour (0-23) of `now`. */
export function indiaHour(now: Date): number {
  return wallClock(now).getUTCHours();
}

/** The India weekday of `now`, weeks starting on Monday: 0 Monday ... 6 Sunday. */
export function indiaWeekday(now: Date): number {
  return (wallClock(now).getUTCDay() + 6) % 7;
}

/** The India date of `now` (by default: today), moved by `days`, as YYYY-MM-DD. */
export function indiaDate(now: Date = new Date(), days = 0): string {
  return wallClock(now.getTime() + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** `at` on India's wall clock as YYYY-MM-DDTHH:MM, what <input type="datetime-local"> shows; "" for none. */
export function indiaDateTimeLocal(at: Date | string | null | undefined): string {
  return at ? wallClock(at).toISOString().slice(0, 16) : "";
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-11-25T10:30" read as India time: the instant, or null when it is not a real date and time. */
export function indiaDateTime(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi) - INDIA_OFFSET_MS);
  // Date.UTC rolls 31 February over; a real date comes back the same.
  return indiaDateTimeLocal(at) === value ? at : null;
}
