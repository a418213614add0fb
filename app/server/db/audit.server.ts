import { adminLogs } from "#app/server/db/schema";
import { type Database, db } from "./db.server";

/**
 * Every admin change writes one admin_logs row through here. Updates pass `before` and
 * `after` (only the fields that changed) in details. Pass the transaction as `executor` when
 * the change is one, so the entry commits (or rolls back) with it.
 *
 * Details name records by id and say what changed, never a person's name, contact or text
 * written about them (a note's length, not its words): the log outlives an erasure and goes
 * into every backup (decision 025).
 */
export async function audit(
  entry: {
    adminUserId: string;
    action: string;
    targetUserId?: string | null;
    details?: Record<string, unknown>;
  },
  executor: Pick<Database, "insert"> = db,
): Promise<void> {
  await executor.insert(adminLogs).values({
    admin_user_id: entry.adminUserId,
    action: entry.action,
    target_user_id: entry.targetUserId ?? null,
    details: entry.details ?? {},
  });
}

/**
 * The fields whose values differ, as { before, after } for an update's log entry. Fields in
 * `withhold` (names, free text) are only named when they changed, in `withheld`, never with
 * their values.
 */
export function changes<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  withhold: readonly (keyof T)[] = [],
): { before: Partial<T>; after: Partial<T>; withheld?: (keyof T)[] } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  const withheld: (keyof T)[] = [];
  for (const key of Object.keys(after) as (keyof T)[]) {
    const oldValue = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key];
    const newValue = after[key] instanceof Date ? (after[key] as Date).toISOString() : after[key];
    if (JSON.stringify(oldValue) === JSON.stringify(newValue)) continue;
    if (withhold.includes(key)) {
      withheld.push(key);
      continue;
    }
    b[key] = before[key];
    a[key] = after[key];
  }
  return withheld.length ? { before: b, after: a, withheld } : { before: b, after: a };
}
