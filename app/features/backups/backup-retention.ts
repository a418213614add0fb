import { indiaDate, indiaWeekday } from "#app/lib/india-time";

export type Retention = { daily: number; weekly: number; monthly: number };

/**
 * Which stored backups retention removes ("grandfather-father-son", as backup plugins keep
 * them): going from the newest, the newest backup of each of the last `daily` India days
 * is kept, of each of the last `weekly` weeks (Monday to Sunday) and of each of the last
 * `monthly` months. A backup kept for any reason stays; everything else is returned.
 */
export function backupsToPrune<T extends { startedAt: Date }>(backups: readonly T[], keep: Retention): T[] {
  const newestFirst = [...backups].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const periods = [
    { limit: keep.daily, key: (at: Date) => indiaDate(at), seen: new Set<string>() },
    { limit: keep.weekly, key: (at: Date) => indiaDate(at, -indiaWeekday(at)), seen: new Set<string>() },
    { limit: keep.monthly, key: (at: Date) => indiaDate(at).slice(0, 7), seen: new Set<string>() },
  ];
  return newestFirst.filter((backup) => {
    let kept = false;
    for (const period of periods) {
      const key = period.key(backup.startedAt);
      if (period.seen.has(key) || period.seen.size >= period.limit) continue;
      period.seen.add(key);
      kept = true;
    }
    return !kept;
  });
}
