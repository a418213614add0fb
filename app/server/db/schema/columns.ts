import { sql } from "drizzle-orm";
import { index, type PgColumnBuilderBase, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { INDIA_TIME_ZONE } from "#app/lib/india-time";

export const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** Set by the model on every change; null until the first one. */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true });

/** SQL list for a CHECK constraint: ('a', 'b'). Values come from our own constants only. */
export const sqlList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * Enquiry reference numbers: "ENQ-2026-000123", the year in India and a number from
 * one sequence shared by the admission, demo and contact tables, so a number is unique across
 * them. It is the column's default: the number is made by the very insert that stores the
 * enquiry (same transaction), and a rolled-back insert only leaves a gap in the numbers.
 */
export const enquiryReferenceSeq = pgSequence("enquiry_reference_seq", { startWith: 1, increment: 1 });
export const enquiryReference = () =>
  text("reference")
    .notNull()
    .default(
      sql`('ENQ-' || to_char(now() at time zone ${sql.raw(`'${INDIA_TIME_ZONE}'`)}, 'YYYY') || '-' || lpad(nextval('enquiry_reference_seq')::text, 6, '0'))`,
    );

/** When the visitor ticked the (unticked by default) opt-in for course updates; null: no consent. */
export const updatesConsentAt = () => timestamp("updates_consent_at", { withTimezone: true });

/**
 * A public form's table (demo and contact; the admission table, older, interleaves the same
 * columns with its own): its id, the form's fields, then when it came, its reference number
 * and the updates opt-in; indexed newest first, and by reference number, which names one enquiry.
 */
export function enquiryTable<Name extends string, Fields extends Record<string, PgColumnBuilderBase>>(name: Name, fields: Fields) {
  return pgTable(
    name,
    { id: id(), ...fields, created_at: createdAt(), reference: enquiryReference(), updates_consent_at: updatesConsentAt() },
    (t) => [index(`${name}_created_idx`).on(t.created_at.desc()), uniqueIndex(`${name}_reference_key`).on(t.reference)],
  );
}
