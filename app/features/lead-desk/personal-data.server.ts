import { type SQL, sql } from "drizzle-orm";

/**
 * Every table that holds someone's personal data, and how a person's rows are found there:
 * the one list erasure works from (privacy.server.ts, decision
 * 025-audit-details-and-erasure). A test compares it with the database: a table
 * with a column that names, reaches or points to a person (PERSON_COLUMN) must be listed
 * here, with those columns, before it can ship. New tables (batches, students, attendance,
 * fees) are added here with how they link to the person, or why they keep their rows.
 */

/** Who is erased: their phone's 10 digits and lower-cased e-mail, and the leads already erased. */
export type PersonKeys = { phone: string | null; email: string | null; leadIds: string[] };

type Erased = {
  table: string;
  /** The columns that hold the person's data or point to them. */
  columns: readonly string[];
  /** How the rows are found: an SQL condition over the table's columns. */
  erase: (person: PersonKeys) => SQL;
};
type Cascaded = { table: string; columns: readonly string[]; cascadesFrom: string };
type Kept = { table: string; columns: readonly string[]; kept: string };
export type PersonalTable = Erased | Cascaded | Kept;

/** A column that names, reaches or points to a person, or holds what they wrote. */
const PERSON_COLUMN =
  /(^|_)(name|email|phone|mobile|address|number|body|message|note|identifier)$|(^|_)(user|lead|student|person|customer|guardian)_id$|^(ip|ip_address|user_agent|to|phone_key)$/;

const none = sql`false`;
const anyOf = (conditions: SQL[]) => (conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : none);
const digits = (column: string) => sql`right(regexp_replace(coalesce(${sql.identifier(column)}, ''), '[^0-9]', '', 'g'), 10)`;

/** Rows whose phone column ends in the person's 10 digits (+91, spaces and dashes ignored). */
const byPhone = (p: PersonKeys, ...columns: string[]) => (p.phone ? anyOf(columns.map((c) => sql`${digits(c)} = ${p.phone}`)) : none);
/** Rows whose e-mail column is the person's address, whatever its case. */
const byEmail = (p: PersonKeys, ...columns: string[]) =>
  p.email ? anyOf(columns.map((c) => sql`lower(${sql.identifier(c)}) = ${p.email}`)) : none;
/** Rows that belong to one of the erased leads. */
const byLead = (p: PersonKeys, column: string) =>
  p.leadIds.length
    ? sql`${sql.identifier(column)} in (${sql.join(
        p.leadIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : none;

/** Why money rows stay after an erasure. */
const MONEY =
  "money records, kept as the law requires (accounts, receipts, GST): the student they point to is anonymised instead of deleted";

/**
 * In order: leads come first, since later tables find rows through the erased leads' ids.
 * admin_logs is not deleted but scrubbed, last (privacy.server.ts, scrubAuditLog).
 */
export const PERSONAL_DATA: readonly PersonalTable[] = [
  {
    table: "leads",
    columns: ["name", "phone", "phone_key", "email", "course_name"],
    erase: (p) => anyOf([byPhone(p, "phone_key"), byEmail(p, "email")]),
  },
  // The timeline: notes, status changes, alerts sent. Deleted with its lead by the foreign key.
  { table: "lead_events", columns: ["lead_id", "body"], cascadesFrom: "leads" },
  {
    table: "course_inquiries",
    columns: ["full_name", "email", "phone", "address"],
    erase: (p) => anyOf([byPhone(p, "phone"), byEmail(p, "email")]),
  },
  { table: "demo_requests", columns: ["name", "mobile"], erase: (p) => byPhone(p, "mobile") },
  {
    table: "contact_messages",
    columns: ["name", "email", "phone", "message"],
    erase: (p) => anyOf([byPhone(p, "phone"), byEmail(p, "email")]),
  },
  { table: "newsletter_subscribers", columns: ["email"], erase: (p) => byEmail(p, "email") },
  // Their WhatsApp conversation, and the alerts about them sent to the institute's own number.
  {
    table: "messages",
    columns: ["from_number", "to_number", "phone_key", "lead_id", "message_body"],
    erase: (p) => anyOf([byPhone(p, "from_number", "to_number", "phone_key"), byLead(p, "lead_id")]),
  },
  // Mail to them (confirmations), and the alerts about them, found by the lead's link. A row
  // being sent right now is left to finish; the 30-day purge takes it.
  {
    table: "mail_outbox",
    columns: ["to", "text_body", "html_body"],
    erase: (p) =>
      sql`status <> 'sending' and ${anyOf([byEmail(p, "to"), ...p.leadIds.map((id) => sql`text_body like ${`%/admin/leads/${id}%`}`)])}`,
  },
  // Students (decision 037): found by their phone, their guardian's phone, their e-mail or the
  // lead they were admitted from; their attendance, tasks and timeline go with them.
  {
    table: "students",
    columns: ["student_number", "lead_id", "full_name", "phone", "email", "guardian_name", "guardian_phone", "address"],
    erase: (p) => anyOf([byPhone(p, "phone", "guardian_phone"), byEmail(p, "email"), byLead(p, "lead_id")]),
  },
  // The student portal (decision 052-portal-separate-auth): a number's portal person, found by
  // the number; its sessions go with it; its one-time codes are keyed by the number.
  {
    table: "portal_user",
    columns: ["name", "email", "phone_number"],
    erase: (p) => byPhone(p, "phone_number", "name"),
  },
  { table: "portal_session", columns: ["user_id", "ip_address", "user_agent"], cascadesFrom: "portal_user" },
  { table: "portal_account", columns: ["user_id"], cascadesFrom: "portal_user" },
  { table: "portal_verification", columns: ["identifier"], erase: (p) => byPhone(p, "identifier") },
  { table: "attendance", columns: ["student_id"], cascadesFrom: "students" },
  { table: "task_signoffs", columns: ["student_id"], cascadesFrom: "students" },
  { table: "student_events", columns: ["student_id"], cascadesFrom: "students" },
  // Fees (decision 047-money-records-and-erasure): money records are kept by law,
  // so a student who has them is anonymised instead of deleted (fees/money-erasure.server.ts);
  // the rows below stay, pointing to the anonymised student, their free text replaced.
  { table: "fee_reminders", columns: ["student_id"], cascadesFrom: "students" },
  { table: "dues", columns: ["student_id"], kept: MONEY },
  { table: "payments", columns: ["student_id", "receipt_number", "note"], kept: `${MONEY}; the note is cleared` },
  { table: "fee_discounts", columns: ["student_id"], kept: `${MONEY}; staff's reason is replaced` },
  { table: "refunds", columns: ["student_id", "credit_note_number"], kept: `${MONEY}; the reason is replaced` },
  { table: "payment_links", columns: ["student_id"], kept: MONEY },
  { table: "fee_settings", columns: ["upi_payee_name"], kept: "the institute's own UPI payee name" },
  {
    table: "batches",
    columns: ["trainer_user_id"],
    kept: "a batch names its trainer, a staff account: cleared when the account is deleted",
  },
  { table: "pg_orders", columns: ["customer_name", "customer_email"], erase: (p) => byEmail(p, "customer_email") },
  // Failed sign-ins typed with their address, and the per-address reset-mail counter.
  { table: "sign_in_failures", columns: ["email"], erase: (p) => byEmail(p, "email") },
  // The per-address reset-mail budget, and the portal's per-number code budgets ("portalCodeNumber:98…").
  {
    table: "rate_limits",
    columns: ["key"],
    erase: (p) => anyOf([p.email ? sql`lower(key) like ${`%:${p.email}`}` : none, p.phone ? sql`key like ${`portal%:${p.phone}`}` : none]),
  },
  {
    table: "admin_logs",
    columns: ["admin_user_id", "target_user_id", "details"],
    kept: "scrubbed, not deleted: the erased rows' ids and the person's e-mail leave the details (privacy.server.ts)",
  },
  {
    table: "certificates",
    columns: ["student_name", "approved_by", "course_name", "student_id"],
    kept: "the institute's record of a qualification, verifiable by anyone holding it; it has no phone or e-mail to find it by. Corrected or deleted on /admin/certificates",
  },
  // Sign-in accounts (staff, and learners who signed up): deleted with the account on
  // /admin/users, which removes its sessions, sign-in methods, two-factor and profile.
  { table: "user", columns: ["name", "email"], kept: "an account: deleted on /admin/users" },
  {
    table: "profiles",
    columns: ["user_id", "first_name", "last_name", "company_name"],
    kept: "an account's profile: deleted with the account",
  },
  { table: "session", columns: ["user_id", "ip_address", "user_agent"], kept: "an account's sessions: deleted with the account" },
  {
    table: "trusted_devices",
    columns: ["identifier", "user_id", "user_agent", "ip"],
    kept: "an account's remembered browsers: deleted with the account",
  },
  { table: "account", columns: ["user_id"], kept: "an account's sign-in methods: deleted with the account" },
  { table: "two_factor", columns: ["user_id"], kept: "an account's two-factor secret: deleted with the account" },
  { table: "verification", columns: ["identifier"], kept: "short-lived confirmation and reset tokens of accounts: they expire" },
  {
    table: "supertech_courses",
    columns: ["course_name", "instructor_name"],
    kept: "the published courses; an instructor is staff named on the site with their consent",
  },
  {
    table: "site_settings",
    columns: ["site_name", "contact_email", "contact_phone", "contact_phone_alt", "whatsapp_number", "address"],
    kept: "the institute's own published contact details",
  },
  { table: "review_cache", columns: ["payload"], kept: "public Google reviews, replaced from Google every 6 hours" },
  { table: "pg_products", columns: ["name"], kept: "products: no person" },
];

/**
 * The tables (name → columns) with person columns that PERSONAL_DATA does not cover, with
 * the columns it misses; empty when the list is complete.
 */
export function undeclaredPersonalData(tables: Record<string, string[]>): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const [table, columns] of Object.entries(tables)) {
    const declared = PERSONAL_DATA.find((entry) => entry.table === table)?.columns ?? [];
    const unlisted = columns.filter((column) => PERSON_COLUMN.test(column) && !declared.includes(column));
    if (unlisted.length) missing[table] = unlisted;
  }
  return missing;
}
