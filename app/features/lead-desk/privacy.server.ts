import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Actor } from "#app/features/accounts/index.server";
import { keepMoneyRecordsOfErased } from "#app/features/fees/index.server";
import { phoneDigits } from "#app/lib/phone";
import { audit } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { PERSONAL_DATA, type PersonKeys } from "./personal-data.server";
import { query } from "./sql.server";

/**
 * India's DPDP Act 2023: erase a person on request, purge leads past the retention period.
 * Erasure works from the one list of what holds personal data (personal-data.server.ts);
 * the purge deletes old submissions, their inbox rows (their timelines go with them), the
 * WhatsApp messages and the alert e-mails that name them. A course's currently_enrolled is
 * left as it is: the student still holds the seat; only their personal data goes.
 */
export const erasureSchema = z
  .object({
    phone: z
      .string()
      .trim()
      .max(20)
      .transform((v) => (v ? phoneDigits(v) : "")),
    email: z.string().trim().toLowerCase().max(254),
  })
  .refine((v) => v.phone.length === 10 || z.email().safeParse(v.email).success, {
    message: "Enter the person's 10-digit phone number or e-mail address",
    path: ["phone"],
  });

type Counts = Record<string, number>;

/** Deletes what `leadWhere` (over `leads l`) and the source filters select; returns counts per table. */
async function deleteLeads(filters: {
  leads: ReturnType<typeof sql>;
  sources: Record<string, ReturnType<typeof sql>>;
  messages: ReturnType<typeof sql>;
}) {
  return db.transaction(async (tx) => {
    const counts: Counts = {};
    const gone = await query<{ id: string }>(sql`delete from leads l where ${filters.leads} returning l.id`, tx);
    counts.leads = gone.length;
    // The alert e-mails carry the name and phone; they are found by the lead's link.
    if (gone.length) {
      const links = gone.map((g) => `%/admin/leads/${g.id}%`);
      const mails = await query(
        sql`delete from mail_outbox where status <> 'sending' and text_body like any (${sql.raw(`array[${links.map((l) => `'${l}'`).join(",")}]`)}) returning id`,
        tx,
      );
      counts.mail_outbox = mails.length;
    }
    for (const [table, where] of Object.entries(filters.sources)) {
      counts[table] = (await query(sql`delete from ${sql.identifier(table)} s where ${where} returning s.id`, tx)).length;
    }
    // Also the alerts sent about them to the institute's own number (attached by lead_id).
    const ids = gone.map((g) => g.id);
    const aboutThem = ids.length
      ? sql` or m.lead_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
    counts.messages = (await query(sql`delete from messages m where ${filters.messages}${aboutThem} returning m.id`, tx)).length;
    return counts;
  });
}

export async function isSuperAdmin(userId: string): Promise<boolean> {
  const [row] = await query<{ ok: boolean }>(
    sql`select exists (select 1 from profiles where user_id = ${userId} and role = 'super_admin' and is_active) as ok`,
  );
  return Boolean(row?.ok);
}

type Executor = Parameters<typeof query>[1];

/**
 * Erases the person with this phone (10 digits) or e-mail from every table PERSONAL_DATA
 * lists, in one transaction, then scrubs what the audit log still says of them. Returns the
 * rows deleted per table; the audit entry records those counts, never the phone or e-mail.
 */
export async function erasePerson(input: { phone: string; email: string }, actor: Pick<Actor, "id">): Promise<Counts> {
  const phone = input.phone.length === 10 ? input.phone : null;
  const email = input.email.includes("@") ? input.email.toLowerCase() : null;
  return db.transaction(async (tx) => {
    const keys: PersonKeys = { phone, email, leadIds: [] };
    const counts: Counts = {};
    const erasedIds: string[] = [];
    for (const entry of PERSONAL_DATA) {
      if (!("erase" in entry)) continue;
      const table = sql.identifier(entry.table);
      let where = entry.erase(keys);
      // A student with money records is anonymised, not deleted: the fees feature keeps them.
      if (entry.table === "students") {
        const kept = await keepMoneyRecordsOfErased(tx, where);
        counts.students_anonymised = kept.length;
        if (kept.length)
          where = sql`${where} and id not in (${sql.join(
            kept.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
      }
      const rows = await query<{ id: string | null }>(
        sql`delete from ${table} where ${where} returning to_jsonb(${table}) ->> 'id' as id`,
        tx,
      );
      counts[entry.table] = rows.length;
      const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
      erasedIds.push(...ids);
      if (entry.table === "leads") keys.leadIds = ids;
    }
    const scrubbed = await scrubAuditLog(erasedIds, email, tx);
    await audit(
      {
        adminUserId: actor.id,
        action: "erase_person",
        details: { by: phone ? (email ? "phone and e-mail" : "phone") : "e-mail", deleted: counts, log_entries_scrubbed: scrubbed },
      },
      tx,
    );
    return counts;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Earlier audit entries about the erased rows keep what happened but lose whom: the rows'
 * ids become "erased", and so do the keys entries written before decision
 * 025-audit-details-and-erasure carried (an enquiry's full_name, a note's words).
 * Security-log entries lose the person's e-mail. Returns how many entries changed.
 */
async function scrubAuditLog(ids: string[], email: string | null, tx: Executor): Promise<number> {
  const changed = new Set<string>();
  const pattern = ids.filter((id) => UUID.test(id)).join("|");
  if (pattern) {
    const rows = await query<{ id: string }>(
      sql`update admin_logs
          set details = regexp_replace(((details - 'full_name') #- '{after,note}')::text, ${pattern}, 'erased', 'gi')::jsonb
          where details::text ~* ${pattern} returning id`,
      tx,
    );
    for (const row of rows) changed.add(row.id);
  }
  if (email) {
    const rows = await query<{ id: string }>(
      sql`update admin_logs set details = details - 'email' where lower(details ->> 'email') = ${email} returning id`,
      tx,
    );
    for (const row of rows) changed.add(row.id);
  }
  return changed.size;
}

/**
 * Deletes leads older than the retention period in settings (lead_retention_days). Off
 * (null) by default: then nothing happens. The route lets only a super_admin call it.
 */
export async function purgeExpiredLeads(
  actor: Pick<Actor, "id">,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ retentionDays: number | null; deleted: Counts } | { refused: "super_admin only" }> {
  // The route checks too (requireSuperAdmin); this keeps the rule where the deletion is.
  if (!(await isSuperAdmin(actor.id))) return { refused: "super_admin only" };
  const [settings] = await query<{ days: number | null }>(sql`select lead_retention_days as days from site_settings where id = 1`);
  const days = settings?.days ?? null;
  if (!days) return { retentionDays: null, deleted: {} };
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const old = sql`s.created_at < ${cutoff}`;
  const deleted = await deleteLeads({
    leads: sql`l.created_at < ${cutoff}`,
    sources: { course_inquiries: old, demo_requests: old, contact_messages: old, newsletter_subscribers: old },
    messages: sql`m.created_at < ${cutoff} and m.phone_key is not null`,
  });
  await audit({ adminUserId: actor.id, action: "purge_leads", details: { retention_days: days, deleted } });
  return { retentionDays: days, deleted };
}
