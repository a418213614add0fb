import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, enquiryTable, id, updatedAt, updatesConsentAt } from "./columns";

/** WhatsApp messages, read-only in the admin. */
export const messages = pgTable(
  "messages",
  {
    id: id(),
    from_number: text("from_number"),
    to_number: text("to_number"),
    message_body: text("message_body"),
    direction: text("direction"),
    status: text("status"),
    created_at: createdAt(),
    // The lead desk (decision 016): Meta's message id (a replayed webhook is stored once), the
    // other party's 10 digits (the person), the lead it belongs to, why a send failed.
    wa_message_id: text("wa_message_id"),
    phone_key: text("phone_key"),
    lead_id: uuid("lead_id"),
    error: text("error"),
  },
  (t) => [
    index("messages_created_idx").on(t.created_at.desc()),
    uniqueIndex("messages_wa_message_id_key").on(t.wa_message_id),
    index("messages_phone_key_idx").on(t.phone_key),
  ],
);

export const pgOrders = pgTable(
  "pg_orders",
  {
    id: id(),
    customer_name: text("customer_name"),
    customer_email: text("customer_email"),
    total_amount: numeric("total_amount", { precision: 12, scale: 2 }).notNull().default("0"),
    status: text("status").notNull().default("paid"),
    created_at: createdAt(),
  },
  (t) => [index("pg_orders_created_idx").on(t.created_at.desc())],
);

export const pgProducts = pgTable(
  "pg_products",
  {
    id: id(),
    name: text("name").notNull(),
    price: numeric("price", { precision: 12, scale: 2 }).notNull().default("0"),
    is_active: boolean("is_active").notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [index("pg_products_active_idx").on(t.is_active)],
);

/** One row (id = 1): the contact details and names every page reads. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    site_name: text("site_name").notNull(),
    contact_email: text("contact_email").notNull(),
    contact_phone: text("contact_phone").notNull(),
    contact_phone_alt: text("contact_phone_alt"),
    whatsapp_number: text("whatsapp_number").notNull(),
    address: text("address").notNull(),
    facebook_url: text("facebook_url"),
    instagram_url: text("instagram_url"),
    youtube_url: text("youtube_url"),
    google_place_id: text("google_place_id"),
    /** Certificate IDs are suggested as PREFIX-YEAR-NNNN (docs/certificates.md). */
    certificate_prefix: text("certificate_prefix").notNull().default("STI"),
    /**
     * Trust figures: one source for every page that shows them. The defaults are
     * the spec's hero and about claims (500+ students, 95% placement, since 2021) and its
     * card rating (4.8 from 125 reviews).
     */
    students_trained: integer("students_trained").notNull().default(500),
    placement_rate: integer("placement_rate").notNull().default(95),
    founded_year: integer("founded_year").notNull().default(2021),
    rating: doublePrecision("rating").notNull().default(4.8),
    review_count: integer("review_count").notNull().default(125),
    /** Lead desk (decision 016): the Call/WhatsApp greeting, {name} and {course} filled in. */
    lead_greeting_en: text("lead_greeting_en"),
    lead_greeting_hi: text("lead_greeting_hi"),
    /** Leads older than this many days may be purged by a super_admin; null: off. */
    lead_retention_days: integer("lead_retention_days"),
    /** Batches (decision 037): student numbers PREFIX-YEAR-NNNN, the branches a batch can be at,
     * consecutive absences before an alert, and the attendance % a certificate needs. */
    student_number_prefix: text("student_number_prefix").notNull().default("STU"),
    branches: jsonb("branches").$type<string[]>().notNull().default(sql`'["Main Campus", "Practical Lab & Hostel"]'::jsonb`),
    absence_alert_after: integer("absence_alert_after").notNull().default(3),
    certificate_min_attendance: integer("certificate_min_attendance").notNull().default(80),
    updated_at: updatedAt(),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`)],
);

/** Google Places reviews, cached so a visit never waits on Google. */
export const reviewCache = pgTable("review_cache", {
  place_id: text("place_id").primaryKey(),
  payload: jsonb("payload").notNull(),
  fetched_at: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = enquiryTable("contact_messages", {
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject"),
  message: text("message").notNull(),
  course: text("course"),
});

export const demoRequests = enquiryTable("demo_requests", {
  name: text("name").notNull(),
  mobile: text("mobile").notNull(),
  course: text("course").notNull(),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    created_at: createdAt(),
    /** Signing up is the consent to e-mails (DPDP Act 2023): when it was given; null for sign-ups stored before consent was recorded. */
    updates_consent_at: updatesConsentAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_created_idx").on(t.created_at.desc()),
  ],
);

/** Fixed-window counters for rate limits, shared by every process on one database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  reset_at: timestamp("reset_at", { withTimezone: true }).notNull(),
});
