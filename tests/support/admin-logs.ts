import { desc, eq } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { adminLogs } from "#app/server/db/schema";

/** The admin log entries of one action, newest first (`const [log] = await logsFor(...)` is the latest). */
export function logsFor(action: string) {
  return db.select().from(adminLogs).where(eq(adminLogs.action, action)).orderBy(desc(adminLogs.created_at));
}
