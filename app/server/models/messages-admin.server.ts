import { count, ilike, or } from "drizzle-orm";
import type { ListParams } from "../../lib/list-params";
import { db } from "../db.server";
import { containsPattern } from "../like.server";
import { newestFirst, type Page, paginate } from "../paginate.server";
import { messages } from "../schema";

export type AdminMessage = Pick<
  typeof messages.$inferSelect,
  "id" | "from_number" | "to_number" | "message_body" | "direction" | "status" | "created_at"
>;

/**
 * WhatsApp messages, newest first (spec 7), one page at a time, optionally only those whose
 * from number, to number or body contains q (case-insensitive). Read-only: this module has no
 * write function on purpose.
 */
export async function listMessages(list: ListParams): Promise<Page<AdminMessage>> {
  const pattern = containsPattern(list.q);
  const where = list.q
    ? or(ilike(messages.from_number, pattern), ilike(messages.to_number, pattern), ilike(messages.message_body, pattern))
    : undefined;
  return paginate(list, {
    count: async () => (await db.select({ n: count() }).from(messages).where(where))[0]?.n ?? 0,
    rows: ({ limit, offset }) =>
      db
        .select({
          id: messages.id,
          from_number: messages.from_number,
          to_number: messages.to_number,
          message_body: messages.message_body,
          direction: messages.direction,
          status: messages.status,
          created_at: messages.created_at,
        })
        .from(messages)
        .where(where)
        .orderBy(...newestFirst(messages.created_at, messages.id))
        .limit(limit)
        .offset(offset),
  });
}
