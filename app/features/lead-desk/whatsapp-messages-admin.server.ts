import { ilike, or } from "drizzle-orm";
import type { ListParams } from "#app/lib/list-params";
import { containsPattern } from "#app/server/db/like.server";
import { newestFirst, type Page, paginateTable } from "#app/server/db/paginate.server";
import { messages } from "#app/server/db/schema";

/** A WhatsApp message as the Messages page shows it: the whole row. */
export type WhatsAppMessage = typeof messages.$inferSelect;

/**
 * The Messages page (/admin/messages, spec 7): WhatsApp messages, newest first, one page at a
 * time, optionally only those whose from number, to number or body contains q
 * (case-insensitive). Read-only: this module has no write function on purpose; sending and
 * receiving are whatsapp-messages.server.ts's.
 */
export function listWhatsAppMessages(list: ListParams): Promise<Page<WhatsAppMessage>> {
  const pattern = containsPattern(list.q);
  return paginateTable(list, {
    table: messages,
    where: list.q
      ? or(ilike(messages.from_number, pattern), ilike(messages.to_number, pattern), ilike(messages.message_body, pattern))
      : undefined,
    orderBy: newestFirst(messages.created_at, messages.id),
  });
}
