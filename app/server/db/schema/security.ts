import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, sqlList } from "./columns";

export const MAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every e-mail the app sends, stored before it is sent (mail.server.ts). Rows hold
 * confirmation links and other tokens: never in backups, purged after 30 days.
 * `next_attempt_at` is when a queued row may be tried next, or, while `sending`, when a
 * claim by a process that died expires.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text_body: text("text_body").notNull(),
    html_body: text("html_body"),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    created_at: createdAt(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.created_at.desc(), t.id.desc()),
    index("mail_outbox_due_idx").on(t.status, t.next_attempt_at),
    check("mail_outbox_status_check", sql`${t.status} in ${sqlList(MAIL_STATUSES)}`),
  ],
);

/**
 * Failed sign-ins per account (lower-cased e-mail), shared by every process on one database:
 * after 5 failures the account is locked for 1 minute, doubling up to 1 hour; a success
 * deletes the row (auth-lockout.server.ts).
 */
export const signInFailures = pgTable("sign_in_failures", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull().default(0),
  last_failure_at: timestamp("last_failure_at", { withTimezone: true }).notNull(),
  locked_until: timestamp("locked_until", { withTimezone: true }),
  notified_at: timestamp("notified_at", { withTimezone: true }),
});

/**
 * What the account page shows of each "remembered" browser (decision 029): the
 * two-factor plugin keeps only a `verification` row per trusted browser (identifier
 * `trust-device-…`, value the user id), which says nothing a person would recognise. This row,
 * keyed by the same identifier and moved with it when the plugin renews it at a sign-in, keeps
 * the browser and address it was remembered from. The verification row stays the only proof of
 * trust: a row here without one is never shown and is deleted with the account's others.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    identifier: text("identifier").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    user_agent: text("user_agent"),
    ip: text("ip"),
    created_at: createdAt(),
  },
  (t) => [index("trusted_devices_user_idx").on(t.user_id)],
);
