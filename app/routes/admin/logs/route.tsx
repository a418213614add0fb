import { type DataColumn, DataTable } from "#app/components/admin/data-table";
import { SearchListPage } from "#app/components/admin/list-card";
import { Badge } from "#app/components/ui/badge";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { type AdminLogRow, listAdminLogs } from "#app/features/logs/logs.server";
import { formatDateTime, formatJson, logActionVariant, shortId } from "#app/lib/admin-display";
import { parseListParams } from "#app/lib/list-params";
import { pageOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Activity Logs | Admin" }];

// Read-only (spec 6): this route exports no action; entries are written by audit() only.
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return pageOrLoadError("logs", () => listAdminLogs(parseListParams(request.url)), "Failed to load admin logs");
}

const columns: DataColumn<AdminLogRow>[] = [
  {
    header: "Action",
    cell: ({ row: { original: log } }) => (
      <Badge variant={logActionVariant(log.action)} data-variant={logActionVariant(log.action)}>
        {log.action}
      </Badge>
    ),
    meta: { cellClassName: "align-top", wide: true },
  },
  {
    header: "Admin ID",
    cell: ({ row: { original: log } }) => <span title={log.admin_user_id}>{shortId(log.admin_user_id)}</span>,
    meta: { cellClassName: "align-top font-mono text-xs" },
  },
  {
    header: "Target User ID",
    cell: ({ row: { original: log } }) => <span title={log.target_user_id ?? undefined}>{shortId(log.target_user_id)}</span>,
    meta: { cellClassName: "align-top font-mono text-xs" },
  },
  {
    header: "Details",
    cell: ({ row: { original: log } }) => (
      <pre className="max-h-48 max-w-full overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-50 p-2 text-xs leading-relaxed sm:max-w-md sm:whitespace-pre sm:break-normal">
        {formatJson(log.details)}
      </pre>
    ),
    meta: { cellClassName: "align-top", wide: true },
  },
  {
    header: "Timestamp",
    cell: ({ row: { original: log } }) => formatDateTime(log.created_at),
    meta: { cellClassName: "whitespace-nowrap align-top", wide: true },
  },
];

export default function LogsPage({ loaderData }: Route.ComponentProps) {
  const { logs, page, loadError } = loaderData;
  return (
    <SearchListPage
      title="Activity Logs"
      description="Every change made in the admin panel, newest first"
      search={{ placeholder: "Search by action...", label: "Search logs by action" }}
      loadError={loadError}
      listTitle={`Recent Activity (${page?.total ?? 0})`}
    >
      <DataTable
        columns={columns}
        rows={logs}
        rowKey={(log) => log.id}
        empty="No logs found"
        page={page ?? undefined}
        rowClassName="align-top"
      />
    </SearchListPage>
  );
}
