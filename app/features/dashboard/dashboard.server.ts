import { and, count, eq, gte, isNull, sql, sum } from "drizzle-orm";
import { LIMITS } from "#app/lib/domain";
import { indiaDate } from "#app/lib/india-time";
import { db } from "#app/server/db/db.server";
import { courses, dues, messages, payments, pgOrders, pgProducts, profiles } from "#app/server/db/schema";

const owed = sql`${dues.amount_paise} - ${dues.discount_paise} - ${dues.paid_paise}`;

/**
 * Fees at a glance (issue 24): what came in this India month, net of refunds, and what is still
 * owed on open dues, with the part already past its date. In paise.
 */
export async function feeFigures(now = new Date()) {
  const today = indiaDate(now);
  const [[month], [open]] = await Promise.all([
    db
      .select({ paise: sql<string>`coalesce(sum(${payments.amount_paise} - ${payments.refunded_paise}), 0)` })
      .from(payments)
      .where(gte(payments.paid_on, `${today.slice(0, 7)}-01`)),
    db
      .select({
        paise: sql<string>`coalesce(sum(${owed}), 0)`,
        overdue: sql<string>`coalesce(sum(${owed}) filter (where ${dues.due_date} < ${today}), 0)`,
      })
      .from(dues)
      .where(and(isNull(dues.cancelled_at), sql`${owed} > 0`)),
  ]);
  return { collectedThisMonthPaise: Number(month.paise), outstandingPaise: Number(open.paise), overduePaise: Number(open.overdue) };
}

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
