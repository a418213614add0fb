import { and, eq, getTableName, inArray, isNotNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { phoneDigits } from "#app/lib/phone";
import { audit } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { phoneDigitsSql } from "#app/server/db/phone-sql.server";
import {
  contactMessages,
  courseInquiries,
  demoRequests,
  leads,
  mailOutbox,
  messages,
  newsletterSubscribers,
  profiles,
  siteSettings,
} from "#app/server/db/schema";
import type { StaffMember } from "./work.server";

/**
 * India's DPDP Act 2023 (decision 015): erase a person on request, purge leads past the
 * retention period. Both delete the submissions in their own tables, the inbox rows (their
 * timelines go with them), the WhatsApp messages and the alert e-mails that name them. The
 * audit entry records counts, never the phone or e-mail. A course's currently_enrolled is
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

/** What to delete: the leads, each form table's rows and the WhatsApp messages. */
type Deletion = {
  leads: SQL;
  sources: Record<keyof typeof SOURCE_TABLES, SQL>;
  messages: SQL;
};

const SOURCE_TABLES = { admission: courseInquiries, demo: demoRequests, contact: contactMessages, newsletter: newsletterSubscribers };

/** The ids, as one JSON parameter (any number of them): a subquery of uuids. */
const uuidsOf = (ids: string[]) => sql`(select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;

/** Deletes what `filters` select, in one transaction; returns the counts per table. */
async function deleteLeads(filters: Deletion): Promise<Counts> {
  return db.transaction(async (tx) => {
    const counts: Counts = {};
    const gone = (await tx.delete(leads).where(filters.leads).returning({ id: leads.id })).map((g) => g.id);
    counts.leads = gone.length;
    // The alert e-mails carry the name and phone; they are found by the lead's link.
    if (gone.length) {
      const links = sql`(select '%/admin/leads/' || value || '%' from json_array_elements_text(${JSON.stringify(gone)}::json))`;
      const mails = await tx
        .delete(mailOutbox)
        .where(and(ne(mailOutbox.status, "sending"), sql`${mailOutbox.text_body} like any ${links}`))
        .returning({ id: mailOutbox.id });
      counts.mail_outbox = mails.length;
    }
    for (const kind of Object.keys(SOURCE_TABLES) as (keyof typeof SOURCE_TABLES)[]) {
      const table: PgTable & { id: AnyPgColumn } = SOURCE_TABLES[kind];
      counts[getTableName(table)] = (await tx.delete(table).where(filters.sources[kind]).returning({ id: table.id })).length;
    }
    // Also the alerts sent about them to the institute's own number (attached by lead_id).
    const aboutThem = gone.length ? inArray(messages.lead_id, uuidsOf(gone)) : undefined;
    counts.messages = (await tx.delete(messages).where(or(filters.messages, aboutThem)).returning({ id: messages.id })).length;
    return counts;
  });
}

export async function isSuperAdmin(userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.user_id })
    .from(profiles)
    .where(and(eq(profiles.user_id, userId), eq(profiles.role, "super_admin"), eq(profiles.is_active, true)))
    .limit(1);
  return Boolean(row);
}

/** Erases every lead row and message of the person with this phone (10 digits) or e-mail. */
export async function erasePerson(input: { phone: string; email: string }, actor: StaffMember): Promise<Counts> {
  const phone = input.phone.length === 10 ? input.phone : null;
  const email = input.email.includes("@") ? input.email.toLowerCase() : null;
  const byPhone = (...columns: AnyPgColumn[]) => columns.map((column) => (phone ? eq(phoneDigitsSql(column), phone) : undefined));
  const byEmail = (column: AnyPgColumn) => (email ? eq(sql`lower(${column})`, email) : undefined);
  // No phone and no e-mail: nothing matches.
  const either = (...conditions: (SQL | undefined)[]) => or(...conditions) ?? sql`false`;
  const counts = await deleteLeads({
    leads: either(...byPhone(leads.phone_key), byEmail(leads.email)),
    sources: {
      admission: either(...byPhone(courseInquiries.phone), byEmail(courseInquiries.email)),
      demo: either(...byPhone(demoRequests.mobile)),
      contact: either(...byPhone(contactMessages.phone), byEmail(contactMessages.email)),
      newsletter: either(byEmail(newsletterSubscribers.email)),
    },
    messages: either(...byPhone(messages.from_number, messages.to_number, messages.phone_key)),
  });
  await audit({
    adminUserId: actor.id,
    action: "erase_person",
    details: { by: phone ? (email ? "phone and e-mail" : "phone") : "e-mail", deleted: counts },
  });
  return counts;
}

/**
 * Deletes leads older than the retention period in settings (lead_retention_days). Off
 * (null) by default: then nothing happens. The route lets only a super_admin call it.
 */
export async function purgeExpiredLeads(
  actor: StaffMember,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ retentionDays: number | null; deleted: Counts } | { refused: "super_admin only" }> {
  // The route checks too (requireSuperAdmin); this keeps the rule where the deletion is.
  if (!(await isSuperAdmin(actor.id))) return { refused: "super_admin only" };
  const [settings] = await db.select({ days: siteSettings.lead_retention_days }).from(siteSettings).where(eq(siteSettings.id, 1));
  const days = settings?.days ?? null;
  if (!days) return { retentionDays: null, deleted: {} };
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const deleted = await deleteLeads({
    leads: lt(leads.created_at, cutoff),
    sources: {
      admission: lt(courseInquiries.created_at, cutoff),
      demo: lt(demoRequests.created_at, cutoff),
      contact: lt(contactMessages.created_at, cutoff),
      newsletter: lt(newsletterSubscribers.created_at, cutoff),
    },
    messages: and(lt(messages.created_at, cutoff), isNotNull(messages.phone_key)) ?? sql`false`,
  });
  await audit({ adminUserId: actor.id, action: "purge_leads", details: { retention_days: days, deleted } });
  return { retentionDays: days, deleted };
}
