import { and, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { leadSubmitted } from "#app/features/lead-desk/alerts.server";
import { contactMessages, courseInquiries, demoRequests } from "#app/server/db/schema";
import { storeOnce, type Transaction, withinDuplicateWindow } from "./public-form.server";

/** The public forms that store an enquiry, and their tables (each has an id, created_at and a reference number). */
const ENQUIRY_TABLES = { admission: courseInquiries, demo: demoRequests, contact: contactMessages };
type EnquiryKind = keyof typeof ENQUIRY_TABLES;

type NewEnquiry = {
  /** Who and what make two posts the same enquiry: the duplicate guard's lock, after the form's name. */
  key: string;
  /** The same, as conditions on the stored rows. */
  same: SQL[];
  /** Inserts the row and returns its id and reference number. */
  insert: (tx: Transaction) => Promise<{ id: string; reference: string }[]>;
};

/**
 * Stores a public form's enquiry once (storeOnce): the same enquiry within the duplicate window
 * answers with the earlier row and `duplicate`; a new one is handed to the lead desk. The
 * reference number (ENQ-2026-000123) is the column's default, made by the insert itself.
 */
export async function storeEnquiry(
  kind: EnquiryKind,
  { key, same, insert }: NewEnquiry,
): Promise<{ id: string; reference: string; duplicate: boolean }> {
  // Seen through the columns all three share, which is all the lookup reads.
  const table: PgTable & Pick<(typeof ENQUIRY_TABLES)[EnquiryKind], "id" | "reference" | "created_at"> = ENQUIRY_TABLES[kind];
  const { row, duplicate } = await storeOnce(
    `${kind}:${key}`,
    async (tx) => {
      const [recent] = await tx
        .select({ id: table.id, reference: table.reference })
        .from(table)
        .where(and(...same, withinDuplicateWindow(table.created_at)))
        .limit(1);
      return recent;
    },
    async (tx) => {
      const [inserted] = await insert(tx);
      if (!inserted) throw new Error("insert returned no row");
      return inserted;
    },
  );
  if (!duplicate) await leadSubmitted(kind, row.id);
  return { id: row.id, reference: row.reference, duplicate };
}
