import { ilike } from "drizzle-orm";
import type { ListParams } from "#app/lib/list-params";
import { containsPattern } from "#app/server/db/like.server";
import { newestFirst, type Page, paginateTable } from "#app/server/db/paginate.server";
import { adminLogs } from "#app/server/db/schema";

export type AdminLogRow = typeof adminLogs.$inferSelect;

/**
 * Admin log entries, newest first (spec 7), one page at a time, optionally only those whose
 * action contains q. Read-only: entries are written through audit() and never changed.
 */
export function listAdminLogs(list: ListParams): Promise<Page<AdminLogRow>> {
  return paginateTable(list, {
    table: adminLogs,
    where: list.q ? ilike(adminLogs.action, containsPattern(list.q)) : undefined,
    orderBy: newestFirst(adminLogs.created_at, adminLogs.id),
  });
}
