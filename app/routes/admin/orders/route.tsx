import { ShoppingCart } from "lucide-react";
import { PageHeader } from "../../../components/admin/page-header";
import { Pagination } from "../../../components/admin/pagination";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { LIMITS } from "../../../lib/domain";
import { formatRupees } from "../../../lib/format";
import { pageRange, parseListParams } from "../../../lib/list-params";
import { listOrders } from "../../../server/models/orders.server";
import { requireAdmin } from "../../../server/permissions.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Orders | Admin" }];

const PAGE_SIZE = 25;

// Read-only: no action export (the permission matrix checks this).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { page } = parseListParams(request.url, { pageSize: PAGE_SIZE });
  const result = await listOrders(pageRange({ page, pageSize: PAGE_SIZE }));
  return { ...result, page, pageSize: PAGE_SIZE };
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

function statusVariant(status: string) {
  if (status === "paid" || status === "completed" || status === "delivered") return "green" as const;
  if (status === "pending" || status === "processing") return "yellow" as const;
  if (status === "failed" || status === "cancelled" || status === "refunded") return "red" as const;
  return "grey" as const;
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { rows, total, revenue, page, pageSize } = loaderData;
  return (
    <div>
      <PageHeader title="Orders" description={`Total orders: ${total.toLocaleString("en-IN")} · Revenue: ${formatRupees(revenue)}`} />
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Order ID</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Date</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableEmpty colSpan={5}>
              <span className="flex flex-col items-center gap-2">
                <ShoppingCart className="size-6" aria-hidden="true" />
                No orders yet
              </span>
            </TableEmpty>
          ) : (
            rows.map((order) => (
              <TableRow key={order.id}>
                <TableCell className="font-mono text-xs" title={order.id}>
                  {order.id.slice(0, LIMITS.adminIdChars)}
                </TableCell>
                <TableCell>
                  <div className="font-medium">{order.customer_name || "—"}</div>
                  {order.customer_email ? <div className="text-xs text-muted-foreground">{order.customer_email}</div> : null}
                </TableCell>
                <TableCell>
                  <Badge variant={statusVariant(order.status)}>{order.status}</Badge>
                </TableCell>
                <TableCell className="text-right font-medium tabular-nums">{formatRupees(order.total_amount)}</TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">{dateFormat.format(new Date(order.created_at))}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pagination page={page} total={total} pageSize={pageSize} />
    </div>
  );
}
