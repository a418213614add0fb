import { adminLogs } from "#app/server/db/schema";
import { type Database, db } from "./db.server";

/**
 * Every admin change writes one admin_logs row through here. Updates pass `before` and
 * `after` (only the fields that changed) in details. Pass the transaction as `executor` when
 * the change is one, so the entry commits (or rolls back) with it.
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

/** The fields whose values differ, as { before, after } for an update's log entry. */
export function changes<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const oldValue = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key];
    const newValue = after[key] instanceof Date ? (after[key] as Date).toISOString() : after[key];
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue)) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
