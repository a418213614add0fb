import { type SQL, sql } from "drizzle-orm";
import type { LeadKind } from "./lead-vocabulary";
import { query } from "./sql.server";

/**
 * The `leads` table indexes the four public-form tables (decision 015). A row is added for a
 * new submission by indexLead() right after the form stores it, and syncLeadIndex() adds any
 * that are missing (rows written before this table existed, by the seed or by a restore), so
 * the inbox never misses a lead. Both are idempotent: (kind, source_id) is unique.
 */

/** The last 10 digits of a phone column, or null when it has fewer (not a mobile number). */
const phoneKey = (column: SQL) =>
  sql`case when length(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')) >= 10 then right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10) end`;

/** A course named by a form (demo, contact) matched to the catalogue by name, any letter case. */
const courseByName = (column: SQL) => sql`(select c.id from supertech_courses c where lower(c.course_name) = lower(${column}) limit 1)`;

const INSERT = sql`insert into leads (kind, source_id, name, phone, phone_key, email, course_id, course_name, status, created_at, reference, waitlist, updates_consent_at)`;

const SELECTS: Record<LeadKind, (only: SQL) => SQL> = {
  admission: (only) => sql`
    select 'admission', i.id, i.full_name, i.phone, ${phoneKey(sql`i.phone`)}, lower(i.email), i.course_id, c.course_name, i.status, i.created_at, i.reference, i.waitlist, i.updates_consent_at
    from course_inquiries i left join supertech_courses c on c.id = i.course_id
    where ${only} and not exists (select 1 from leads l where l.kind = 'admission' and l.source_id = i.id)`,
  demo: (only) => sql`
    select 'demo', i.id, i.name, i.mobile, ${phoneKey(sql`i.mobile`)}, null, ${courseByName(sql`i.course`)}, i.course, 'pending', i.created_at, i.reference, false, i.updates_consent_at
    from demo_requests i
    where ${only} and not exists (select 1 from leads l where l.kind = 'demo' and l.source_id = i.id)`,
  contact: (only) => sql`
    select 'contact', i.id, i.name, i.phone, ${phoneKey(sql`i.phone`)}, lower(i.email), ${courseByName(sql`i.course`)}, i.course, 'pending', i.created_at, i.reference, false, i.updates_consent_at
    from contact_messages i
    where ${only} and not exists (select 1 from leads l where l.kind = 'contact' and l.source_id = i.id)`,
  newsletter: (only) => sql`
    select 'newsletter', i.id, i.email, null, null, lower(i.email), null, null, 'pending', i.created_at, null, false, i.updates_consent_at
    from newsletter_subscribers i
    where ${only} and not exists (select 1 from leads l where l.kind = 'newsletter' and l.source_id = i.id)`,
};

/** Indexes one stored submission; returns the lead's id (also when it was indexed before). */
export async function indexLead(kind: LeadKind, sourceId: string): Promise<string | null> {
  await query(sql`${INSERT} ${SELECTS[kind](sql`i.id = ${sourceId}`)} on conflict (kind, source_id) do nothing`);
  const [row] = await query<{ id: string }>(sql`select id from leads where kind = ${kind} and source_id = ${sourceId}`);
  return row?.id ?? null;
}

const SOURCE_TABLES: Record<LeadKind, string> = {
  admission: "course_inquiries",
  demo: "demo_requests",
  contact: "contact_messages",
  newsletter: "newsletter_subscribers",
};

/**
 * Brings the index in line with the form tables: adds every submission it is missing, drops
 * leads whose submission is gone (a restore mirrors the backup's rows), and takes an
 * admission's status from its enquiry (a restore brings the backup's). Returns the counts.
 */
export async function syncLeadIndex(): Promise<{ added: number; removed: number; statusFixed: number }> {
  let added = 0;
  let removed = 0;
  for (const kind of Object.keys(SELECTS) as LeadKind[]) {
    const inserted = await query(sql`${INSERT} ${SELECTS[kind](sql`true`)} on conflict (kind, source_id) do nothing returning id`);
    added += inserted.length;
    const gone = await query(
      sql`delete from leads l where l.kind = ${kind} and not exists (select 1 from ${sql.identifier(SOURCE_TABLES[kind])} s where s.id = l.source_id) returning l.id`,
    );
    removed += gone.length;
  }
  // Leads indexed before reference numbers existed (issue 11) take their source row's.
  for (const kind of ["admission", "demo", "contact"] as const) {
    await query(
      sql`update leads l set reference = s.reference from ${sql.identifier(SOURCE_TABLES[kind])} s where l.kind = ${kind} and l.source_id = s.id and l.reference is null`,
    );
  }
  const fixed = await query(
    sql`update leads l set status = i.status from course_inquiries i where l.kind = 'admission' and l.source_id = i.id and l.status <> i.status returning l.id`,
  );
  return { added, removed, statusFixed: fixed.length };
}
