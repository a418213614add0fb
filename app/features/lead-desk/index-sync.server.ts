import { and, eq, getTableColumns, isNull, ne, notExists, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { LeadKind } from "#app/lib/lead-vocabulary";
import { db } from "#app/server/db/db.server";
import { phoneKeySql } from "#app/server/db/phone-sql.server";
import { contactMessages, courseInquiries, courses, demoRequests, leads, newsletterSubscribers } from "#app/server/db/schema";

/**
 * The `leads` table indexes the four public-form tables (decision 015). A row is added for a
 * new submission by indexLead() right after the form stores it, and syncLeadIndex() adds any
 * that are missing (rows written before this table existed, by the seed or by a restore), so
 * the inbox never misses a lead. Both are idempotent: (kind, source_id) is unique.
 */

/** What a form's row gives its lead; the desk's own state starts empty. */
type SourceValues = Record<
  | "source_id"
  | "name"
  | "phone"
  | "phone_key"
  | "email"
  | "course_id"
  | "course_name"
  | "status"
  | "created_at"
  | "reference"
  | "waitlist"
  | "updates_consent_at",
  SQL | AnyPgColumn
>;

const NONE = sql`null`;

/**
 * A new lead's values, in the table's column order: `insert … select` lists every column of
 * the table and takes the selected values by position.
 */
function newLead(kind: LeadKind, source: SourceValues): Record<string, SQL | AnyPgColumn> {
  const values: Record<keyof typeof leads.$inferSelect, SQL | AnyPgColumn> = {
    ...source,
    id: sql`gen_random_uuid()`,
    kind: sql.raw(`'${kind}'`),
    assigned_to: NONE,
    follow_up_at: NONE,
    first_response_at: NONE,
    seat_course_id: NONE,
    updated_at: NONE,
  };
  return Object.fromEntries(Object.keys(getTableColumns(leads)).map((name) => [name, values[name as keyof typeof values]]));
}

/** A course named by a form (demo, contact) matched to the catalogue by name, any letter case. */
const courseByName = (column: AnyPgColumn) =>
  sql`(${db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(sql`lower(${courses.course_name})`, sql`lower(${column})`))
    .limit(1)})`;

/** The source row has no lead yet. */
const notIndexed = (kind: LeadKind, sourceId: AnyPgColumn) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(leads)
      .where(and(eq(leads.kind, kind), eq(leads.source_id, sourceId))),
  );

const qb = new QueryBuilder();
const pending = sql`'pending'`;

/** Each kind's rows missing from the index (`only`: narrowed to one). */
const MISSING = {
  admission: (only?: SQL) => {
    const i = courseInquiries;
    return qb
      .select(
        newLead("admission", {
          source_id: i.id,
          name: i.full_name,
          phone: i.phone,
          phone_key: phoneKeySql(i.phone),
          email: sql`lower(${i.email})`,
          course_id: i.course_id,
          course_name: courses.course_name,
          status: i.status,
          created_at: i.created_at,
          reference: i.reference,
          waitlist: i.waitlist,
          updates_consent_at: i.updates_consent_at,
        }),
      )
      .from(i)
      .leftJoin(courses, eq(courses.id, i.course_id))
      .where(and(only, notIndexed("admission", i.id)))
      .getSQL();
  },
  demo: (only?: SQL) => {
    const i = demoRequests;
    return qb
      .select(
        newLead("demo", {
          source_id: i.id,
          name: i.name,
          phone: i.mobile,
          phone_key: phoneKeySql(i.mobile),
          email: NONE,
          course_id: courseByName(i.course),
          course_name: i.course,
          status: pending,
          created_at: i.created_at,
          reference: i.reference,
          waitlist: sql`false`,
          updates_consent_at: i.updates_consent_at,
        }),
      )
      .from(i)
      .where(and(only, notIndexed("demo", i.id)))
      .getSQL();
  },
  contact: (only?: SQL) => {
    const i = contactMessages;
    return qb
      .select(
        newLead("contact", {
          source_id: i.id,
          name: i.name,
          phone: i.phone,
          phone_key: phoneKeySql(i.phone),
          email: sql`lower(${i.email})`,
          course_id: courseByName(i.course),
          course_name: i.course,
          status: pending,
          created_at: i.created_at,
          reference: i.reference,
          waitlist: sql`false`,
          updates_consent_at: i.updates_consent_at,
        }),
      )
      .from(i)
      .where(and(only, notIndexed("contact", i.id)))
      .getSQL();
  },
  newsletter: (only?: SQL) => {
    const i = newsletterSubscribers;
    return qb
      .select(
        newLead("newsletter", {
          source_id: i.id,
          name: i.email,
          phone: NONE,
          phone_key: NONE,
          email: sql`lower(${i.email})`,
          course_id: NONE,
          course_name: NONE,
          status: pending,
          created_at: i.created_at,
          reference: NONE,
          waitlist: sql`false`,
          updates_consent_at: i.updates_consent_at,
        }),
      )
      .from(i)
      .where(and(only, notIndexed("newsletter", i.id)))
      .getSQL();
  },
};

const SOURCE_TABLES = { admission: courseInquiries, demo: demoRequests, contact: contactMessages, newsletter: newsletterSubscribers };

/** Adds the missing leads of one kind (`only`: of one source row); returns their ids. */
function addMissing(kind: LeadKind, only?: SQL) {
  return db
    .insert(leads)
    .select(MISSING[kind](only))
    .onConflictDoNothing({ target: [leads.kind, leads.source_id] })
    .returning({ id: leads.id });
}

/** Indexes one stored submission; returns the lead's id (also when it was indexed before). */
export async function indexLead(kind: LeadKind, sourceId: string): Promise<string | null> {
  await addMissing(kind, eq(SOURCE_TABLES[kind].id, sourceId));
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.kind, kind), eq(leads.source_id, sourceId)));
  return row?.id ?? null;
}

/**
 * Brings the index in line with the form tables: adds every submission it is missing, drops
 * leads whose submission is gone (a restore mirrors the backup's rows), and takes an
 * admission's status from its enquiry (a restore brings the backup's). Returns the counts.
 */
export async function syncLeadIndex(): Promise<{ added: number; removed: number; statusFixed: number }> {
  let added = 0;
  let removed = 0;
  for (const kind of Object.keys(MISSING) as LeadKind[]) {
    added += (await addMissing(kind)).length;
    const source = SOURCE_TABLES[kind];
    const gone = await db
      .delete(leads)
      .where(and(eq(leads.kind, kind), notExists(db.select({ one: sql`1` }).from(source).where(eq(source.id, leads.source_id)))))
      .returning({ id: leads.id });
    removed += gone.length;
  }
  // Leads indexed before reference numbers existed take their source row's.
  for (const kind of ["admission", "demo", "contact"] as const) {
    const source = SOURCE_TABLES[kind];
    await db
      .update(leads)
      .set({ reference: sql`${source.reference}` })
      .from(source)
      .where(and(eq(leads.kind, kind), eq(leads.source_id, source.id), isNull(leads.reference)));
  }
  const fixed = await db
    .update(leads)
    .set({ status: sql`${courseInquiries.status}` })
    .from(courseInquiries)
    .where(and(eq(leads.kind, "admission"), eq(leads.source_id, courseInquiries.id), ne(leads.status, courseInquiries.status)))
    .returning({ id: leads.id });
  return { added, removed, statusFixed: fixed.length };
}
