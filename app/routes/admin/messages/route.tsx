import { LoadError } from "../../../components/admin/load-error";
import { PageHeader } from "../../../components/admin/page-header";
import { SearchForm } from "../../../components/admin/search-form";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { capitalize, formatDateTime, messageStatusVariant } from "../../../lib/admin-display";
import { logger } from "../../../server/logger.server";
import { type AdminMessage, listMessages } from "../../../server/models/messages-admin.server";
import { requireAdmin } from "../../../server/permissions.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Messages | Admin" }];

// Read-only (spec 6): this route exports no action.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return { messages: await listMessages(q), loadError: null };
  } catch (error) {
    logger.error({ err: error }, "messages load failed");
    return { messages: [] as AdminMessage[], loadError: "Failed to load messages" };
  }
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { messages, loadError } = loaderData;
  return (
    <div>
      <PageHeader title="Messages" description="View and manage WhatsApp messages" />
      <SearchForm placeholder="Search by number or message..." label="Search messages" className="mb-4" />
      <LoadError message={loadError} />
      <Card>
        <CardHeader className="pb-3">
          <CardTitle>Recent Messages ({messages.length})</CardTitle>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>From</TableHead>
                <TableHead>To</TableHead>
                <TableHead>Message</TableHead>
                <TableHead>Direction</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Date</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {messages.length === 0 ? (
                <TableEmpty colSpan={6}>No messages found</TableEmpty>
              ) : (
                messages.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell className="whitespace-nowrap font-mono text-xs">{m.from_number ?? "—"}</TableCell>
                    <TableCell className="whitespace-nowrap font-mono text-xs">{m.to_number ?? "—"}</TableCell>
                    <TableCell>
                      <p className="max-w-60 truncate" title={m.message_body ?? ""}>
                        {m.message_body ?? ""}
                      </p>
                    </TableCell>
                    <TableCell>
                      <Badge variant="outline">{m.direction ? capitalize(m.direction) : "Unknown"}</Badge>
                    </TableCell>
                    <TableCell>
                      <Badge variant={messageStatusVariant(m.status)} data-status={m.status ?? ""}>
                        {m.status ? capitalize(m.status) : "Pending"}
                      </Badge>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(m.created_at)}</TableCell>
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
