import { sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LEAD_EVENT_TYPES, LEAD_KINDS, LEAD_STATUSES } from "#app/lib/lead-vocabulary";
import { createdAt, id, sqlList, updatedAt } from "./columns";
import { courses } from "./courses";

/**
 * The search document of a lead: name, e-mail, phone as typed and its 10 digits. One
 * expression for the GIN index and the query (app/features/lead-desk/inbox.server.ts).
 */
export const LEAD_SEARCH_DOCUMENT = sql.raw(
  `to_tsvector('simple'::regconfig, name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(phone_key, ''))`,
);

/**
 * The lead desk's inbox (decision 015): one row per submission of any public form, pointing at
 * its source row (course_inquiries, demo_requests, contact_messages, newsletter_subscribers)
 * and carrying the desk's own state: one status vocabulary, assignee, follow-up, first
 * response, the seat it holds. Submissions with the same phone_key are one person.
 */
export const leads = pgTable(
  "leads",
  {
    id: id(),
    kind: text("kind", { enum: LEAD_KINDS }).notNull(),
    source_id: uuid("source_id").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    /** The phone's last 10 digits: the person key (null for a newsletter address). */
    phone_key: text("phone_key"),
    /** Lower-cased. */
    email: text("email"),
    course_id: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    /** The course as the form named it (demo and contact forms send a name, not an id). */
    course_name: text("course_name"),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("pending"),
    assigned_to: text("assigned_to"),
    follow_up_at: timestamp("follow_up_at", { withTimezone: true }),
    first_response_at: timestamp("first_response_at", { withTimezone: true }),
    /** The course whose currently_enrolled this lead counts in (set while enrolled). */
    seat_course_id: uuid("seat_course_id").references(() => courses.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /** The enquiry's reference number (ENQ-2026-000123), copied from its source row; none for a newsletter address. */
    reference: text("reference"),
    /** An admission enquiry for a full course's next batch. */
    waitlist: boolean("waitlist").notNull().default(false),
    /** When the person opted in to course updates (from the source row); null: no consent. */
    updates_consent_at: timestamp("updates_consent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("leads_source_key").on(t.kind, t.source_id),
    index("leads_created_idx").on(t.created_at.desc(), t.id.desc()),
    index("leads_kind_created_idx").on(t.kind, t.created_at.desc(), t.id.desc()),
    index("leads_status_created_idx").on(t.status, t.created_at.desc(), t.id.desc()),
    index("leads_course_created_idx").on(t.course_id, t.created_at.desc(), t.id.desc()),
    index("leads_assignee_created_idx").on(t.assigned_to, t.created_at.desc(), t.id.desc()),
    index("leads_follow_up_idx").on(t.follow_up_at).where(sql`${t.follow_up_at} is not null`),
    index("leads_unanswered_idx").on(t.created_at).where(sql`${t.status} = 'pending' and ${t.first_response_at} is null`),
    index("leads_phone_key_idx").on(t.phone_key),
    uniqueIndex("leads_reference_key").on(t.reference),
    index("leads_email_idx").on(t.email),
    index("leads_search_idx").using("gin", sql`${LEAD_SEARCH_DOCUMENT}`),
    check("leads_kind_check", sql`${t.kind} in ${sqlList(LEAD_KINDS)}`),
    check("leads_status_check", sql`${t.status} in ${sqlList(LEAD_STATUSES)}`),
  ],
);

/**
 * A lead's timeline besides its submission and its WhatsApp messages: status changes,
 * notes, follow-ups set and done, assignments, alerts sent or failed; who did each
 * (actor_id null: the system).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: id(),
    lead_id: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text("type", { enum: LEAD_EVENT_TYPES }).notNull(),
    actor_id: text("actor_id"),
    body: text("body"),
    details: jsonb("details"),
    created_at: createdAt(),
  },
  (t) => [
    index("lead_events_lead_created_idx").on(t.lead_id, t.created_at),
    check("lead_events_type_check", sql`${t.type} in ${sqlList(LEAD_EVENT_TYPES)}`),
  ],
);

/** One row per India day whose digest was sent: the once-only guard across processes. */
export const leadDigests = pgTable("lead_digests", {
  day: date("day").primaryKey(),
  sent_at: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
