import { type DataColumn, DataTable } from "#app/components/admin/data-table";
import { SearchListPage } from "#app/components/admin/list-card";
import { Badge } from "#app/components/ui/badge";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { listWhatsAppMessages, type WhatsAppMessage } from "#app/features/lead-desk/whatsapp-messages-admin.server";
import { capitalize, formatDateTime, messageStatusVariant } from "#app/lib/admin-display";
import { parseListParams } from "#app/lib/list-params";
import { pageOrLoadError } from "#app/server/db/paginate.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Messages | Admin" }];

// Read-only (spec 6): this route exports no action.
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return pageOrLoadError("messages", () => listWhatsAppMessages(parseListParams(request.url)), "Failed to load messages");
}

const columns: DataColumn<WhatsAppMessage>[] = [
  { header: "From", cell: ({ row }) => row.original.from_number ?? "—", meta: { cellClassName: "whitespace-nowrap font-mono text-xs" } },
  { header: "To", cell: ({ row }) => row.original.to_number ?? "—", meta: { cellClassName: "whitespace-nowrap font-mono text-xs" } },
  {
    header: "Message",
    cell: ({ row }) => (
      <p className="max-w-full truncate sm:max-w-60" title={row.original.message_body ?? ""}>
        {row.original.message_body ?? ""}
      </p>
    ),
    meta: { wide: true },
  },
  {
    header: "Direction",
    cell: ({ row }) => <Badge variant="outline">{row.original.direction ? capitalize(row.original.direction) : "Unknown"}</Badge>,
  },
  {
    header: "Status",
    cell: ({ row: { original: m } }) => (
      <Badge variant={messageStatusVariant(m.status)} data-status={m.status ?? ""}>
        {m.status ? capitalize(m.status) : "Pending"}
      </Badge>
    ),
  },
  { header: "Date", cell: ({ row }) => formatDateTime(row.original.created_at), meta: { cellClassName: "whitespace-nowrap", wide: true } },
];

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { messages, page, loadError } = loaderData;
  return (
    <SearchListPage
      title="Messages"
      description="View and manage WhatsApp messages"
      search={{ placeholder: "Search by number or message...", label: "Search messages" }}
      loadError={loadError}
      listTitle={`Recent Messages (${page?.total ?? 0})`}
    >
      <DataTable columns={columns} rows={messages} rowKey={(m) => m.id} empty="No messages found" page={page ?? undefined} />
    </SearchListPage>
  );
}
