import { sum } from "drizzle-orm";
import type { ListParams } from "../../lib/list-params";
import { db } from "../db.server";
import { countWhere, newestFirst, paginate } from "../paginate.server";
import { pgOrders } from "../schema";

/** One page of pg_orders, newest first (read-only in the admin; pg_orders_created_idx serves the sort). */
export function listOrders(list: ListParams) {
  return paginate(list, {
    count: () => countWhere(pgOrders, undefined),
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          id: pgOrders.id,
          customer_name: pgOrders.customer_name,
          customer_email: pgOrders.customer_email,
          total_amount: pgOrders.total_amount,
          status: pgOrders.status,
          created_at: pgOrders.created_at,
        })
        .from(pgOrders)
        .orderBy(...newestFirst(pgOrders.created_at, pgOrders.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, total_amount: Number(r.total_amount) }));
    },
  });
}

/** Every order's amount added up, in rupees. */
export async function ordersRevenue(): Promise<number> {
  const [totals] = await db.select({ revenue: sum(pgOrders.total_amount) }).from(pgOrders);
  return Number(totals?.revenue ?? 0);
}
