import { Mail } from "lucide-react";
import { LoadError } from "../../../components/admin/load-error";
import { PageHeader } from "../../../components/admin/page-header";
import { Pagination } from "../../../components/admin/pagination";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent } from "../../../components/ui/card";
import { formatDateTime } from "../../../lib/admin-display";
import { pageRange, parseListParams } from "../../../lib/list-params";
import { logger } from "../../../server/logger.server";
import { listOutbox, MAIL_MAX_ATTEMPTS, OUTBOX_RETENTION_DAYS } from "../../../server/mail.server";
import { currentAdmin, superAdminOnly } from "../../../server/permissions.server";
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
 * Every e-mail the site sent or will send (issue 13, item 2), newest first. Super admins
 * only: the messages hold confirmation links. Read-only: this route exports no action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  superAdminOnly(await currentAdmin({ request, context }));
  const url = new URL(request.url);
  const { page } = parseListParams(url, { pageSize: PAGE_SIZE });
  try {
    const { rows, total } = await listOutbox(pageRange({ page, pageSize: PAGE_SIZE }));
    return {
      page,
      pageSize: PAGE_SIZE,
      total,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      retentionDays: OUTBOX_RETENTION_DAYS,
      loadError: null,
      messages: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        body: row.text_body,
        status: row.status,
        attempts: row.attempts,
        last_error: row.last_error,
        created_at: row.created_at,
        sent_at: row.sent_at,
        next_attempt_at: row.next_attempt_at,
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "admin outbox load failed");
    return {
      page,
      pageSize: PAGE_SIZE,
      total: 0,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      retentionDays: OUTBOX_RETENTION_DAYS,
      loadError: "Failed to load the outbox",
      messages: [],
    };
  }
}

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { messages, total, page, pageSize, loadError, maxAttempts, retentionDays } = loaderData;
  return (
    <div>
      <PageHeader
        title="Mail Outbox"
        description={`Every e-mail the site sends, newest first · ${total.toLocaleString("en-IN")} total. Sent through SMTP when it is configured; kept here ${retentionDays} days.`}
      />
      <LoadError message={loadError} />
      <Card>
        <CardContent className="p-0">
          {messages.length === 0 && !loadError ? (
            <p className="flex flex-col items-center gap-2 p-8 text-center text-sm text-muted-foreground">
              <Mail className="size-6" aria-hidden="true" />
              No e-mails yet
            </p>
          ) : (
            <ul className="divide-y" aria-label="E-mails">
              {messages.map((message) => {
                const status = STATUS[message.status] ?? STATUS.queued;
                return (
                  <li key={message.id} className="p-4" data-outbox-id={message.id}>
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0 flex-1">
                        <p className="break-words font-medium text-slate-900">{message.subject}</p>
                        <p className="break-all text-sm text-muted-foreground">To: {message.to}</p>
                      </div>
                      <Badge variant={status.variant}>{status.label}</Badge>
                    </div>
                    <dl className="mt-2 grid gap-x-6 gap-y-1 text-xs text-muted-foreground sm:grid-cols-3">
                      <div>
                        <dt className="inline">Created: </dt>
                        <dd className="inline">{formatDateTime(message.created_at)}</dd>
                      </div>
                      <div>
                        <dt className="inline">Sent: </dt>
                        <dd className="inline">{message.sent_at ? formatDateTime(message.sent_at) : "Not yet"}</dd>
                      </div>
                      <div>
                        <dt className="inline">Attempts: </dt>
                        <dd className="inline">
                          {message.attempts} of {maxAttempts}
                          {message.status === "queued" && message.attempts > 0 ? ` · next ${formatDateTime(message.next_attempt_at)}` : ""}
                        </dd>
                      </div>
                    </dl>
                    {message.last_error && message.status !== "sent" ? (
                      <p className="mt-1 break-words text-xs text-destructive">Last error: {message.last_error}</p>
                    ) : null}
                    <details className="mt-2">
                      <summary className="cursor-pointer text-sm font-medium text-brand-700">Show message</summary>
                      <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-xs leading-relaxed">
                        {message.body}
                      </pre>
                    </details>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      <Pagination page={page} total={total} pageSize={pageSize} />
    </div>
  );
}
