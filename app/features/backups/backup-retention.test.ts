import { describe, expect, it } from "vitest";
import { backupsToPrune } from "./backup-retention";

/** One backup a night at 02:00 India time (20:30 UTC the day before), for `nights` nights up to 27 Nov 2026. */
function nightly(nights: number) {
  return Array.from({ length: nights }, (_, i) => ({ startedAt: new Date(Date.UTC(2026, 10, 26 - i, 20, 30)), n: i }));
}

describe("backupsToPrune", () => {
  it("keeps 7 daily, 4 weekly and 12 monthly of a year of nightly backups", () => {
    const all = nightly(400);
    const pruned = backupsToPrune(all, { daily: 7, weekly: 4, monthly: 12 });
    const kept = all.filter((b) => !pruned.includes(b));
    // The last 7 nights; Sundays of the weeks before (the newest of each week); the newest of each month.
    expect(kept.slice(0, 7).map((b) => b.n)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(kept.length).toBeGreaterThanOrEqual(7 + 1);
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12);
    // The oldest kept is the newest of the 12th month back: October 2025 is gone, December 2025 kept.
    const months = new Set(kept.map((b) => b.startedAt.toISOString().slice(0, 7)));
    expect(months.size).toBe(12);
    expect(pruned).toContain(all[399]);
  });

  it("keeps every backup of the last 24 hours, and only the newest of an older day's, returning the rest newest first", () => {
    const today = [0, 1, 2].map((h) => ({ startedAt: new Date(Date.UTC(2026, 10, 27, 5 + h)) }));
    expect(backupsToPrune(today, { daily: 7, weekly: 0, monthly: 0 })).toEqual([]);
    const older = [0, 1, 2].map((h) => ({ startedAt: new Date(Date.UTC(2026, 10, 24, 5 + h)) }));
    expect(backupsToPrune([...today, ...older], { daily: 7, weekly: 0, monthly: 0 })).toEqual([older[1], older[0]]);
  });
});
