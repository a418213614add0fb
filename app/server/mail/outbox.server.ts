import type { ListParams } from "#app/lib/list-params";
import { newestFirst, type Page, paginateTable } from "#app/server/db/paginate.server";
import { mailOutbox } from "#app/server/db/schema";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** /admin/outbox: one page of every e-mail the site sent or will send, newest first. */
export function listOutbox(list: ListParams): Promise<Page<OutboxRow>> {
  return paginateTable(list, { table: mailOutbox, where: undefined, orderBy: newestFirst(mailOutbox.created_at, mailOutbox.id) });
}
