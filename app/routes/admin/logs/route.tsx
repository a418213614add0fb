import { LoadError } from "../../../components/admin/load-error";
import { PageHeader } from "../../../components/admin/page-header";
import { SearchForm } from "../../../components/admin/search-form";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatDateTime, formatJson, logActionVariant, shortId } from "../../../lib/admin-display";
import { logger } from "../../../server/logger.server";
import { type AdminLogRow, listAdminLogs } from "../../../server/models/logs.server";
import { requireAdmin } from "../../../server/permissions.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Activity Logs | Admin" }];

// Read-only (spec 6): this route exports no action; entries are written by audit() only.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return { logs: await listAdminLogs(q), loadError: null };
  } catch (error) {
    logger.error({ err: error }, "admin logs load failed");
    return { logs: [] as AdminLogRow[], loadError: "Failed to load admin logs" };
  }
}

export default function LogsPage({ loaderData }: Route.ComponentProps) {
  const { logs, loadError } = loaderData;
  return (
    <div>
      <PageHeader title="Activity Logs" description="Every change made in the admin panel, newest first" />
      <SearchForm placeholder="Search by action..." label="Search logs by action" className="mb-4" />
      <LoadError message={loadError} />
      <Card>
        <CardHeader className="pb-3">
          <CardTitle>Recent Activity ({logs.length})</CardTitle>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Action</TableHead>
                <TableHead>Admin ID</TableHead>
                <TableHead>Target User ID</TableHead>
                <TableHead>Details</TableHead>
                <TableHead>Timestamp</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {logs.length === 0 ? (
                <TableEmpty colSpan={5}>No logs found</TableEmpty>
              ) : (
                logs.map((log) => (
                  <TableRow key={log.id} className="align-top">
                    <TableCell className="align-top">
                      <Badge variant={logActionVariant(log.action)} data-variant={logActionVariant(log.action)}>
                        {log.action}
                      </Badge>
                    </TableCell>
                    <TableCell className="align-top font-mono text-xs" title={log.admin_user_id}>
                      {shortId(log.admin_user_id)}
                    </TableCell>
                    <TableCell className="align-top font-mono text-xs" title={log.target_user_id ?? undefined}>
                      {shortId(log.target_user_id)}
                    </TableCell>
                    <TableCell className="align-top">
                      <pre className="max-h-48 max-w-md overflow-auto rounded-md bg-slate-50 p-2 text-xs leading-relaxed">
                        {formatJson(log.details)}
                      </pre>
                    </TableCell>
                    <TableCell className="whitespace-nowrap align-top">{formatDateTime(log.created_at)}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
