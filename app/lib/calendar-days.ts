/**
 * Arithmetic on calendar days written YYYY-MM-DD (India wall-clock dates, as PostgreSQL's `date`
 * returns them): no instant and no time zone, so noon or midnight never shifts a day.
 */

export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, as `batches.days` counts. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
