import { count, ilike } from "drizzle-orm";
import type { ListParams } from "../../lib/list-params";
import { db } from "../db.server";
import { containsPattern } from "../like.server";
import { newestFirst, type Page, paginate } from "../paginate.server";
import { adminLogs } from "../schema";

export type AdminLogRow = Pick<
  typeof adminLogs.$inferSelect,
  "id" | "admin_user_id" | "target_user_id" | "action" | "details" | "created_at"
>;

/**
 * Admin log entries, newest first (spec 7), one page at a time, optionally only those whose
 * action contains q. Read-only: entries are written through audit() and never changed.
 */
export async function listAdminLogs(list: ListParams): Promise<Page<AdminLogRow>> {
  const where = list.q ? ilike(adminLogs.action, containsPattern(list.q)) : undefined;
  return paginate(list, {
    count: async () => (await db.select({ n: count() }).from(adminLogs).where(where))[0]?.n ?? 0,
    rows: ({ limit, offset }) =>
      db
        .select({
          id: adminLogs.id,
          admin_user_id: adminLogs.admin_user_id,
          target_user_id: adminLogs.target_user_id,
          action: adminLogs.action,
          details: adminLogs.details,
          created_at: adminLogs.created_at,
        })
        .from(adminLogs)
        .where(where)
        .orderBy(...newestFirst(adminLogs.created_at, adminLogs.id))
        .limit(limit)
        .offset(offset),
  });
}
