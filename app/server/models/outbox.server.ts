import type { ListParams } from "../../lib/list-params";
import { newestFirst, type Page, paginateTable } from "../paginate.server";
import { mailOutbox } from "../schema";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** /admin/outbox: one page of every e-mail the site sent or will send, newest first. */
export function listOutbox(list: ListParams): Promise<Page<OutboxRow>> {
  return paginateTable(list, { table: mailOutbox, where: undefined, orderBy: newestFirst(mailOutbox.created_at, mailOutbox.id) });
}
