import { indiaDate, indiaWeekday } from "#app/lib/india-time";

const DAY_MS = 24 * 3600 * 1000;

export type Retention = { daily: number; weekly: number; monthly: number };

/**
 * Which stored backups retention removes ("grandfather-father-son", as backup plugins keep
 * them): going from the newest, the newest backup of each of the last `daily` India days
 * is kept, of each of the last `weekly` weeks (Monday to Sunday) and of each of the last
 * `monthly` months. A backup kept for any reason stays; everything else is returned. Every
 * backup of the last 24 hours is kept too: "Back up now" never deletes the night's backup,
 * and the extra copy goes at the next prune.
 */
export function backupsToPrune<T extends { startedAt: Date }>(backups: readonly T[], keep: Retention): T[] {
  const newestFirst = [...backups].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const periods = [
    { limit: keep.daily, key: (at: Date) => indiaDate(at), seen: new Set<string>() },
    { limit: keep.weekly, key: (at: Date) => indiaDate(at, -indiaWeekday(at)), seen: new Set<string>() },
    { limit: keep.monthly, key: (at: Date) => indiaDate(at).slice(0, 7), seen: new Set<string>() },
  ];
  const recent = (newestFirst[0]?.startedAt.getTime() ?? 0) - DAY_MS;
  return newestFirst.filter((backup) => {
    let kept = backup.startedAt.getTime() > recent;
    for (const period of periods) {
      const key = period.key(backup.startedAt);
      if (period.seen.has(key) || period.seen.size >= period.limit) continue;
      period.seen.add(key);
      kept = true;
    }
    return !kept;
  });
}
