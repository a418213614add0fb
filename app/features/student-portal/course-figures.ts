/**
 * Two figures the portal derives for a student (pure, client-safe). The certificate rule itself
 * (attendance ≥ minimum over the days marked, Late as present) is the skills feature's; these
 * only answer the student's questions about it.
 */

/**
 * How many more classes attended in a row bring attendance to the minimum: the smallest n with
 * (attended + n) × 100 ≥ minimum × (marked + n), in whole numbers like the rule. 0 when already
 * there; null when no number of classes can (a minimum of 100% after a missed day).
 */
export function classesNeeded(attended: number, marked: number, minPercent: number): number | null {
  const short = minPercent * marked - 100 * attended;
  if (short <= 0) return 0;
  if (minPercent >= 100) return null;
  return Math.ceil(short / (100 - minPercent));
}

export type ClassTimes = { days: readonly number[]; start_date: string; end_date: string; start_time: string; status: string };

/**
 * The next class (India's calendar day) at or after `today`, `nowTime` ("HH:MM", India) telling
 * whether today's has begun: within the batch's dates, on its weekdays; null when the batch is
 * over, cancelled, or has no class left.
 */
export function nextClassDay(batch: ClassTimes, today: string, nowTime: string): string | null {
  if (batch.status === "completed" || batch.status === "cancelled") return null;
  const first = today > batch.start_date ? today : batch.start_date;
  const start = new Date(`${first}T00:00:00Z`);
  for (let i = 0; i < 8; i++) {
    const day = new Date(start.getTime() + i * 86_400_000);
    const iso = day.toISOString().slice(0, 10);
    if (iso > batch.end_date) return null;
    if (!batch.days.includes(day.getUTCDay())) continue;
    if (iso === today && nowTime >= batch.start_time.slice(0, 5)) continue;
    return iso;
  }
  return null;
}

/** A Google Maps search for the branch, with the institute's address when the branch is a bare name. */
export function mapLink(branch: string, address: string | null | undefined): string {
  const place = address && !address.toLowerCase().includes(branch.toLowerCase()) ? `${branch}, ${address}` : address || branch;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
