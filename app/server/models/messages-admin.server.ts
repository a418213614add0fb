import { desc, ilike, or } from "drizzle-orm";
import { LIMITS } from "../../lib/domain";
import { db } from "../db.server";
import { containsPattern } from "../like.server";
import { messages } from "../schema";
import { SEARCH_MAX } from "./inquiries-admin.server";

export type AdminMessage = {
  id: string;
  from_number: string | null;
  to_number: string | null;
  message_body: string | null;
  direction: string | null;
  status: string | null;
  created_at: Date;
};

/**
 * The latest 100 WhatsApp messages, newest first (spec 7), optionally only those whose
 * from number, to number or body contains q (case-insensitive). Read-only: this module
 * has no write function on purpose.
 */
export async function listMessages(q = ""): Promise<AdminMessage[]> {
  const text = q.trim().slice(0, SEARCH_MAX);
  const pattern = containsPattern(text);
  return db
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
    .where(
      text
        ? or(ilike(messages.from_number, pattern), ilike(messages.to_number, pattern), ilike(messages.message_body, pattern))
        : undefined,
    )
    .orderBy(desc(messages.created_at))
    .limit(LIMITS.adminListLatest);
}
