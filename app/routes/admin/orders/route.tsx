import { ShoppingCart } from "lucide-react";
import { type DataColumn, DataTable } from "#app/components/admin/data-table";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { Badge } from "#app/components/ui/badge";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { listOrders, ordersRevenue } from "#app/features/orders/orders.server";
import { formatDateTime } from "#app/lib/admin-display";
import { LIMITS } from "#app/lib/domain";
import { formatRupees } from "#app/lib/format";
import { parseListParams } from "#app/lib/list-params";
import { listOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Orders | Admin" }];

const PAGE_SIZE = 25;

// Read-only: no action export (the permission matrix checks this).
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const list = parseListParams(request.url, { pageSize: PAGE_SIZE });
  return listOrLoadError(
    "Failed to load orders",
    async () => {
      const [{ rows, ...page }, revenue] = await Promise.all([listOrders(list), ordersRevenue()]);
      return { orders: rows, page, revenue };
    },
    { orders: [], page: null, revenue: 0 },
  );
}

function statusVariant(status: string) {
  if (status === "paid" || status === "completed" || status === "delivered") return "green" as const;
  if (status === "pending" || status === "processing") return "yellow" as const;
  if (status === "failed" || status === "cancelled" || status === "refunded") return "red" as const;
  return "grey" as const;
}

type Order = Route.ComponentProps["loaderData"]["orders"][number];

const columns: DataColumn<Order>[] = [
  {
    header: "Order ID",
    cell: ({ row }) => <span title={row.original.id}>{row.original.id.slice(0, LIMITS.adminIdChars)}</span>,
    meta: { cellClassName: "font-mono text-xs" },
  },
  {
    header: "Customer",
    cell: ({ row: { original: order } }) => (
      <>
        <div className="font-medium">{order.customer_name || "—"}</div>
        {order.customer_email ? <div className="break-all text-xs text-muted-foreground">{order.customer_email}</div> : null}
      </>
    ),
  },
  { header: "Status", cell: ({ row }) => <Badge variant={statusVariant(row.original.status)}>{row.original.status}</Badge> },
  {
    header: "Amount",
    cell: ({ row }) => formatRupees(row.original.total_amount),
    meta: { cellClassName: "font-medium tabular-nums sm:text-right", headerClassName: "text-right" },
  },
  {
    header: "Date",
    cell: ({ row }) => formatDateTime(row.original.created_at),
    meta: { cellClassName: "whitespace-nowrap text-muted-foreground" },
  },
];

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders, revenue, page, loadError } = loaderData;
  return (
    <div>
      <PageHeader
        title="Orders"
        description={`Total orders: ${(page?.total ?? 0).toLocaleString("en-IN")} · Revenue: ${formatRupees(revenue)}`}
      />
      <LoadError message={loadError} />
      <DataTable
        columns={columns}
        rows={orders}
        rowKey={(order) => order.id}
        empty={
          <span className="flex flex-col items-center gap-2">
            <ShoppingCart className="size-6" aria-hidden="true" />
            No orders yet
          </span>
        }
        page={page ?? undefined}
      />
    </div>
  );
}
