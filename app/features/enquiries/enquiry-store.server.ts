import { and, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { leadSubmitted } from "#app/features/lead-desk/index.server";
import { db, type Transaction } from "#app/server/db/db.server";
import { contactMessages, courseInquiries, demoRequests } from "#app/server/db/schema";

/** The public forms that store an enquiry, and their tables (each has an id, created_at and a reference number). */
const ENQUIRY_TABLES = { admission: courseInquiries, demo: demoRequests, contact: contactMessages };
export type EnquiryKind = keyof typeof ENQUIRY_TABLES;

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

/** The same person and course within this many minutes is stored once (decision 007). */
const DUPLICATE_WINDOW_MINUTES = 10;

/** `column` (a created_at) falls inside the duplicate window. */
function withinDuplicateWindow(column: AnyPgColumn): SQL {
  return sql`${column} > now() - make_interval(mins => ${DUPLICATE_WINDOW_MINUTES})`;
}

/** Namespaces our advisory locks (the first key of the two-key form); any constant of ours. */
const DUPLICATE_LOCK_CLASS = 0x5f0a;

/**
 * The duplicate guard. In one transaction: take a transaction-scoped advisory lock on
 * `key` (the form, the person and the course), look for that person's row from the last
 * DUPLICATE_WINDOW_MINUTES with `findRecent`, and only when there is none, `insert`.
 *
 * Safe under concurrency on PostgreSQL: two identical posts at the same moment queue on the
 * lock; the second takes it only after the first committed, and its lookup (a new snapshot
 * per statement under READ COMMITTED) sees the first row. If the first insert fails and
 * rolls back, nothing is left behind and the second one stores. PGlite runs one transaction
 * at a time anyway. A hash collision between two keys only makes them wait for each other.
 */
async function storeOnce<T>(
  key: string,
  findRecent: (tx: Transaction) => Promise<T | undefined>,
  insert: (tx: Transaction) => Promise<T>,
): Promise<{ row: T; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DUPLICATE_LOCK_CLASS}::int, hashtext(${key}))`);
    const recent = await findRecent(tx);
    if (recent !== undefined) return { row: recent, duplicate: true };
    return { row: await insert(tx), duplicate: false };
  });
}
