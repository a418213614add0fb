import { desc, ilike } from "drizzle-orm";
import { LIMITS } from "../../lib/domain";
import { db } from "../db.server";
import { containsPattern } from "../like.server";
import { adminLogs } from "../schema";
import { SEARCH_MAX } from "./inquiries-admin.server";

export type AdminLogRow = {
  id: string;
  admin_user_id: string;
  target_user_id: string | null;
  action: string;
  details: unknown;
  created_at: Date;
};

/**
 * The latest 100 admin log entries, newest first (spec 7), optionally only those whose
 * action contains q. Read-only: entries are written through audit() and never changed.
 */
export async function listAdminLogs(q = ""): Promise<AdminLogRow[]> {
  const text = q.trim().slice(0, SEARCH_MAX);
  return db
    .select({
      id: adminLogs.id,
      admin_user_id: adminLogs.admin_user_id,
      target_user_id: adminLogs.target_user_id,
      action: adminLogs.action,
      details: adminLogs.details,
      created_at: adminLogs.created_at,
    })
    .from(adminLogs)
    .where(text ? ilike(adminLogs.action, containsPattern(text)) : undefined)
    .orderBy(desc(adminLogs.created_at))
    .limit(LIMITS.adminListLatest);
}
