import { count, eq, gte, sql, sum } from "drizzle-orm";
import { LIMITS } from "#app/lib/domain";
import { db } from "#app/server/db/db.server";
import { courses, messages, pgOrders, pgProducts, profiles } from "#app/server/db/schema";

/** The dashboard's counts (spec 7), in one round of parallel queries. */
export async function dashboardStats(now = new Date()) {
  const since = new Date(now.getTime() - LIMITS.recentUsersDays * 24 * 60 * 60 * 1000);
  const [[users], [recent], [activeCourses], [revenue], [products], [messageCount]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(profiles).where(gte(profiles.created_at, since)),
    db.select({ n: count() }).from(courses).where(eq(courses.is_active, true)),
    db.select({ total: sum(pgOrders.total_amount) }).from(pgOrders),
    db.select({ total: count(), active: sql<number>`count(*) filter (where ${pgProducts.is_active})::int` }).from(pgProducts),
    db.select({ n: count() }).from(messages),
  ]);
  return {
    totalUsers: users.n,
    recentUsers: recent.n,
    activeCourses: activeCourses.n,
    revenue: Number(revenue.total ?? 0),
    totalProducts: products.total,
    activeProducts: Number(products.active),
    totalMessages: messageCount.n,
  };
}
