import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { LeadEventType } from "#app/lib/lead-vocabulary";
import { db } from "#app/server/db/db.server";
import { leadEvents, leads, mailOutbox, messages, user } from "#app/server/db/schema";
import { type LeadRow, leadRowColumns } from "./inbox.server";
import { type SubmissionContent, submissionContents } from "./submission-content.server";

/**
 * One person, one timeline (the glossary's "person"): the submissions that share a phone number (its
 * 10 digits; by e-mail for a lead without one), every event on them and every WhatsApp
 * message to or from that number, in time order, each with who did it (null: the system
 * or the lead). A submission comes with what the person wrote in it (submission-content.server.ts).
 */
export type TimelineItem =
  | { type: "submission"; at: Date; leadId: string; lead: LeadRow; content: SubmissionContent | null }
  | { type: LeadEventType; at: Date; leadId: string; actor: { id: string; name: string } | null; body: string | null; details: unknown }
  | {
      type: "message";
      at: Date;
      leadId: string | null;
      direction: string | null;
      status: string | null;
      body: string | null;
      from: string | null;
      to: string | null;
      error: string | null;
    };

export type LeadDetail = { lead: LeadRow; submissions: LeadRow[]; timeline: TimelineItem[] };

/** The lead page /admin/leads/{id}; null when there is no such lead. */
export async function getLeadDetail(leadId: string): Promise<LeadDetail | null> {
  const [lead] = await db.select(leadRowColumns).from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  const samePerson = lead.phone_key
    ? eq(leads.phone_key, lead.phone_key)
    : lead.email
      ? eq(leads.email, lead.email)
      : eq(leads.id, lead.id);
  const submissions = await db.select(leadRowColumns).from(leads).where(samePerson).orderBy(desc(leads.created_at)).limit(200);
  const ids = submissions.map((s) => s.id);
  const [contents, events, texts] = await Promise.all([
    submissionContents(ids),
    db
      .select({
        lead_id: leadEvents.lead_id,
        type: leadEvents.type,
        actor_id: leadEvents.actor_id,
        actor_name: user.name,
        actor_email: user.email,
        body: leadEvents.body,
        details: leadEvents.details,
        created_at: leadEvents.created_at,
        // An alert e-mail's fate is the outbox's: queued, sent, or failed after its retries.
        mail_status: mailOutbox.status,
        mail_error: mailOutbox.last_error,
      })
      .from(leadEvents)
      .leftJoin(user, eq(user.id, leadEvents.actor_id))
      .leftJoin(mailOutbox, sql`${leadEvents.type} = 'alert_email' and ${mailOutbox.id}::text = ${leadEvents.details}->>'outboxId'`)
      .where(inArray(leadEvents.lead_id, ids))
      .orderBy(asc(leadEvents.created_at))
      .limit(1000),
    lead.phone_key
      ? db.select().from(messages).where(eq(messages.phone_key, lead.phone_key)).orderBy(asc(messages.created_at)).limit(1000)
      : Promise.resolve([]),
  ]);
  const timeline: TimelineItem[] = [
    ...submissions.map((s) => ({
      type: "submission" as const,
      at: s.created_at,
      leadId: s.id,
      lead: s,
      content: contents.get(s.id) ?? null,
    })),
    ...events.map((e) => ({
      type: e.type,
      at: e.created_at,
      leadId: e.lead_id,
      actor: e.actor_id ? { id: e.actor_id, name: e.actor_name || e.actor_email || "Former staff member" } : null,
      body: e.body,
      details: e.type === "alert_email" ? { ...(e.details as object), status: e.mail_status ?? "deleted", error: e.mail_error } : e.details,
    })),
    ...texts.map((m) => ({
      type: "message" as const,
      at: m.created_at,
      leadId: m.lead_id,
      direction: m.direction,
      status: m.status,
      body: m.message_body,
      from: m.from_number,
      to: m.to_number,
      error: m.error,
    })),
  ];
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { lead, submissions, timeline };
}
