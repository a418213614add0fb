import { sum } from "drizzle-orm";
import type { ListParams } from "#app/lib/list-params";
import { db } from "#app/server/db/db.server";
import { newestFirst, paginateColumns } from "#app/server/db/paginate.server";
import { pgOrders } from "#app/server/db/schema";

const listColumns = {
  id: pgOrders.id,
  customer_name: pgOrders.customer_name,
  customer_email: pgOrders.customer_email,
  total_amount: pgOrders.total_amount,
  status: pgOrders.status,
  created_at: pgOrders.created_at,
};

/** One page of pg_orders, newest first (read-only in the admin; pg_orders_created_idx serves the sort), amounts in rupees. */
export async function listOrders(list: ListParams) {
  const page = await paginateColumns(list, {
    table: pgOrders,
    columns: listColumns,
    orderBy: newestFirst(pgOrders.created_at, pgOrders.id),
  });
  return { ...page, rows: page.rows.map((r) => ({ ...r, total_amount: Number(r.total_amount) })) };
}

/** Every order's amount added up, in rupees. */
export async function ordersRevenue(): Promise<number> {
  const [totals] = await db.select({ revenue: sum(pgOrders.total_amount) }).from(pgOrders);
  return Number(totals?.revenue ?? 0);
}
