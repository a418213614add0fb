import { count, desc, sum } from "drizzle-orm";
import { db } from "../db.server";
import { pgOrders } from "../schema";

/** pg_orders, newest first (read-only in the admin; pg_orders_created_idx serves the sort). */
export async function listOrders({ limit, offset }: { limit: number; offset: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: pgOrders.id,
        customer_name: pgOrders.customer_name,
        customer_email: pgOrders.customer_email,
        total_amount: pgOrders.total_amount,
        status: pgOrders.status,
        created_at: pgOrders.created_at,
      })
      .from(pgOrders)
      .orderBy(desc(pgOrders.created_at), desc(pgOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count(), revenue: sum(pgOrders.total_amount) }).from(pgOrders),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, total_amount: Number(r.total_amount) })),
    total: totals.n,
    revenue: Number(totals.revenue ?? 0),
  };
}
