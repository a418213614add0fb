import { Mail } from "lucide-react";
import { type DataColumn, DataTable, dateColumn } from "#app/components/admin/data-table";
import { LoadError } from "#app/components/admin/load-error";
import { PageHeader } from "#app/components/admin/page-header";
import { Badge } from "#app/components/ui/badge";
import { currentAdmin, superAdminOnly } from "#app/features/accounts/permissions.server";
import { formatDateTime } from "#app/lib/admin-display";
import { parseListParams } from "#app/lib/list-params";
import { pageOrLoadError } from "#app/server/db/paginate.server";
import { MAIL_MAX_ATTEMPTS, OUTBOX_RETENTION_DAYS } from "#app/server/mail/mail.server";
import { listOutbox } from "#app/server/mail/outbox.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Mail Outbox | Admin" }];

const PAGE_SIZE = 25;

const STATUS: Record<string, { label: string; variant: "yellow" | "blue" | "green" | "red" }> = {
  queued: { label: "Queued", variant: "yellow" },
  sending: { label: "Sending", variant: "blue" },
  sent: { label: "Sent", variant: "green" },
  failed: { label: "Failed", variant: "red" },
};

/**
 * Every e-mail the site sent or will send (decision 011), newest first, one page at a time.
 * Super admins only: the messages hold confirmation links. Read-only: this route exports no action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  superAdminOnly(await currentAdmin({ request, context }));
  const list = parseListParams(request.url, { pageSize: PAGE_SIZE });
  const settings = { maxAttempts: MAIL_MAX_ATTEMPTS, retentionDays: OUTBOX_RETENTION_DAYS };
  const outbox = await pageOrLoadError(
    "messages",
    async () => {
      const page = await listOutbox(list);
      return { ...page, rows: page.rows.map(({ text_body, ...row }) => ({ ...row, body: text_body })) };
    },
    "Failed to load the outbox",
  );
  return { ...settings, ...outbox };
}

type OutboxMessage = Route.ComponentProps["loaderData"]["messages"][number];

const TIMES = { format: formatDateTime, empty: "Not yet", className: "align-top text-xs text-muted-foreground" };

function outboxColumns(maxAttempts: number): DataColumn<OutboxMessage>[] {
  return [
    {
      id: "message",
      header: "Message",
      cell: ({ row: { original: message } }) => (
        <>
          <p className="break-words font-medium text-slate-900">{message.subject}</p>
          <p className="break-all text-sm text-muted-foreground">To: {message.to}</p>
          {message.last_error && message.status !== "sent" ? (
            <p className="mt-1 break-words text-xs text-destructive">Last error: {message.last_error}</p>
          ) : null}
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">Show message</summary>
            <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-xs leading-relaxed">
              {message.body}
            </pre>
          </details>
        </>
      ),
      meta: { wide: true, cellClassName: "min-w-64 max-w-xl align-top" },
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => {
        const status = STATUS[row.original.status] ?? STATUS.queued;
        return <Badge variant={status.variant}>{status.label}</Badge>;
      },
      meta: { cellClassName: "align-top" },
    },
    {
      id: "attempts",
      header: "Attempts",
      cell: ({ row: { original: message } }) =>
        `${message.attempts} of ${maxAttempts}${message.status === "queued" && message.attempts > 0 ? ` · next ${formatDateTime(message.next_attempt_at)}` : ""}`,
      meta: { cellClassName: "align-top text-xs text-muted-foreground" },
    },
    dateColumn<OutboxMessage>("created_at", "Created", (message) => message.created_at, TIMES),
    dateColumn<OutboxMessage>("sent_at", "Sent", (message) => message.sent_at, TIMES),
  ];
}

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { messages, page, loadError, maxAttempts, retentionDays } = loaderData;
  return (
    <div>
      <PageHeader
        title="Mail Outbox"
        description={`Every e-mail the site sends, newest first · ${(page?.total ?? 0).toLocaleString("en-IN")} total. Sent through SMTP when it is configured; kept here ${retentionDays} days.`}
      />
      <LoadError message={loadError} />
      {loadError ? null : (
        <DataTable
          columns={outboxColumns(maxAttempts)}
          rows={messages}
          rowKey={(message) => message.id}
          rowProps={(message) => ({ "data-outbox-id": message.id })}
          empty={
            <span className="flex flex-col items-center gap-2">
              <Mail className="size-6" aria-hidden="true" />
              No e-mails yet
            </span>
          }
          page={page ?? undefined}
        />
      )}
    </div>
  );
}
