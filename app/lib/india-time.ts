/**
 * The institute keeps India time (UTC+05:30, no daylight saving): "today", the digest hour
 * and monthly figures are India's, whatever zone the server runs in.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Midnight in India of the day `now` falls on, moved by `days`. */
export function startOfIndiaDay(now: Date, days = 0): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - IST_OFFSET_MS + days * DAY_MS);
}

/** The first instant of the India month of `now`, moved by `months`. */
export function startOfIndiaMonth(now: Date, months = 0): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + months, 1) - IST_OFFSET_MS);
}

/** The India hour (0-23) of `now`. */
export function indiaHour(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
}

/** The India date of `now`, moved by `days`, as YYYY-MM-DD. */
export function indiaDate(now: Date, days = 0): string {
  return new Date(startOfIndiaDay(now, days).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
