import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { DUE_KINDS, PAYMENT_LINK_STATUSES, PAYMENT_MODES, REMINDER_KINDS } from "#app/lib/fee-vocabulary";
import { user } from "./auth";
import { batches, students } from "./batches";
import { createdAt, id, sqlList, updatedAt } from "./columns";
import { courses } from "./courses";

/*
 * Fees (decision 044-fees-ledger). Money is integer paise in every column, never a float.
 * Nothing about money is deleted: a payment is refunded (a credit note), a due is cancelled.
 */

/**
 * A course's fee plan: the registration amount and its instalments. The total is the course's
 * fee_amount; registration + instalments add up to it (checked when the plan is saved).
 */
export const feePlans = pgTable("fee_plans", {
  course_id: uuid("course_id")
    .primaryKey()
    .references(() => courses.id, { onDelete: "cascade" }),
  registration_paise: integer("registration_paise").notNull().default(0),
  updated_at: updatedAt(),
});

/** One instalment of a plan: its amount and its due date, counted in days from the batch's start. */
export const feePlanInstalments = pgTable(
  "fee_plan_instalments",
  {
    id: id(),
    course_id: uuid("course_id")
      .notNull()
      .references(() => feePlans.course_id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    amount_paise: integer("amount_paise").notNull(),
    due_after_days: integer("due_after_days").notNull().default(0),
  },
  (t) => [
    uniqueIndex("fee_plan_instalments_position_key").on(t.course_id, t.position),
    check("fee_plan_instalments_amount_check", sql`${t.amount_paise} > 0`),
    check("fee_plan_instalments_days_check", sql`${t.due_after_days} between -366 and 3660`),
  ],
);

/**
 * What a student owes, one row per instalment. `paid_paise` is kept by the ledger in the same
 * transaction as the allocations that make it, and the check below makes over-settling a due
 * impossible even for two payments at once. The status (Due, Overdue, Part paid, Paid) is
 * worked out from these amounts and the date, never stored.
 */
export const dues = pgTable(
  "dues",
  {
    id: id(),
    student_id: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: DUE_KINDS }).notNull(),
    /** Its order among the student's dues: registration 0, instalments 1..n. */
    position: integer("position").notNull().default(0),
    label: text("label").notNull(),
    label_hi: text("label_hi"),
    amount_paise: integer("amount_paise").notNull(),
    discount_paise: integer("discount_paise").notNull().default(0),
    paid_paise: integer("paid_paise").notNull().default(0),
    due_date: date("due_date").notNull(),
    /** A cancelled due (the student left) owes nothing more; what was paid stays paid. */
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("dues_student_idx").on(t.student_id, t.due_date, t.position),
    index("dues_open_date_idx")
      .on(t.due_date)
      .where(sql`${t.cancelled_at} is null and ${t.paid_paise} + ${t.discount_paise} < ${t.amount_paise}`),
    check("dues_kind_check", sql`${t.kind} in ${sqlList(DUE_KINDS)}`),
    check("dues_amount_check", sql`${t.amount_paise} > 0`),
    check("dues_discount_check", sql`${t.discount_paise} >= 0`),
    check("dues_paid_check", sql`${t.paid_paise} >= 0 and ${t.paid_paise} + ${t.discount_paise} <= ${t.amount_paise}`),
  ],
);

/** A discount on a due, with its reason and who gave it (also audited). */
export const feeDiscounts = pgTable(
  "fee_discounts",
  {
    id: id(),
    due_id: uuid("due_id")
      .notNull()
      .references(() => dues.id, { onDelete: "restrict" }),
    student_id: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "restrict" }),
    amount_paise: integer("amount_paise").notNull(),
    reason: text("reason").notNull(),
    /** "online_admission" for the setting's automatic discount; null for staff's own. */
    rule: text("rule"),
    given_by: text("given_by").references(() => user.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [index("fee_discounts_student_idx").on(t.student_id), check("fee_discounts_amount_check", sql`${t.amount_paise} > 0`)],
);

/**
 * Money received. Every payment has a receipt number, RCT/2026-27/0001, consecutive within the
 * Indian financial year of `paid_on` (document_series "RCT/2026-27"). What it did not settle
 * is `advance_paise`: credit held for the student.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    student_id: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "restrict" }),
    /** The batch they were in when they paid: reports by course stay true after a move. */
    batch_id: uuid("batch_id").references(() => batches.id, { onDelete: "set null" }),
    amount_paise: integer("amount_paise").notNull(),
    advance_paise: integer("advance_paise").notNull().default(0),
    mode: text("mode", { enum: PAYMENT_MODES }).notNull(),
    paid_on: date("paid_on").notNull(),
    /** The UTR for UPI, the transfer's number, the card slip; Razorpay's payment id for Online. */
    reference: text("reference"),
    receipt_number: text("receipt_number").notNull(),
    financial_year: text("financial_year").notNull(),
    /** Null when the gateway recorded it. */
    recorded_by: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    razorpay_payment_id: text("razorpay_payment_id"),
    payment_link_id: uuid("payment_link_id").references((): AnyPgColumn => paymentLinks.id, { onDelete: "set null" }),
    /** The sum of this payment's refunds (refunds table); never more than the amount. */
    refunded_paise: integer("refunded_paise").notNull().default(0),
    note: text("note"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_receipt_number_key").on(t.receipt_number),
    uniqueIndex("payments_reference_key").on(t.mode, sql`upper(${t.reference})`).where(sql`${t.reference} is not null`),
    uniqueIndex("payments_razorpay_payment_key").on(t.razorpay_payment_id).where(sql`${t.razorpay_payment_id} is not null`),
    index("payments_student_idx").on(t.student_id, t.paid_on),
    // The payments list's order exactly (DESC is NULLS FIRST in SQL), to the last key: a page reads its own index entries.
    index("payments_paid_on_idx").on(t.paid_on.desc().nullsFirst(), t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("payments_recorded_by_idx").on(t.recorded_by, t.paid_on),
    check("payments_mode_check", sql`${t.mode} in ${sqlList(PAYMENT_MODES)}`),
    check("payments_amount_check", sql`${t.amount_paise} > 0`),
    check("payments_advance_check", sql`${t.advance_paise} >= 0 and ${t.advance_paise} <= ${t.amount_paise}`),
    check("payments_refunded_check", sql`${t.refunded_paise} >= 0 and ${t.refunded_paise} <= ${t.amount_paise}`),
  ],
);

/** How much of a payment settled which due (oldest first). A refund lowers it. */
export const paymentAllocations = pgTable(
  "payment_allocations",
  {
    payment_id: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    due_id: uuid("due_id")
      .notNull()
      .references(() => dues.id, { onDelete: "restrict" }),
    amount_paise: integer("amount_paise").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payment_id, t.due_id] }),
    index("payment_allocations_due_idx").on(t.due_id),
    check("payment_allocations_amount_check", sql`${t.amount_paise} >= 0`),
  ],
);

/** A refund of (part of) a payment: a credit note CN/2026-27/0001, by a super admin, with a reason. */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    payment_id: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    student_id: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "restrict" }),
    amount_paise: integer("amount_paise").notNull(),
    credit_note_number: text("credit_note_number").notNull(),
    financial_year: text("financial_year").notNull(),
    refunded_on: date("refunded_on").notNull(),
    reason: text("reason").notNull(),
    /** Whether the dues the refunded money had settled were cancelled (the student left) or reopened. */
    cancelled_dues: boolean("cancelled_dues").notNull().default(false),
    refunded_by: text("refunded_by").references(() => user.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("refunds_credit_note_key").on(t.credit_note_number),
    index("refunds_student_idx").on(t.student_id),
    check("refunds_amount_check", sql`${t.amount_paise} > 0`),
  ],
);

/** A Razorpay Payment Link sent for a due. */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: id(),
    due_id: uuid("due_id")
      .notNull()
      .references(() => dues.id, { onDelete: "restrict" }),
    student_id: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "restrict" }),
    razorpay_link_id: text("razorpay_link_id").notNull(),
    /**
     * The link's Razorpay order (`order_…`), which its payment entity carries as `order_id`: how
     * a `payment.captured` finds its link (decision 060-order-id-matching). Null until
     * Razorpay names it (the create answer, a fetch, or the link's paid webhook).
     */
    razorpay_order_id: text("razorpay_order_id"),
    /** The reference_id sent to Razorpay: names the due, unique per link. */
    reference_id: text("reference_id").notNull(),
    short_url: text("short_url").notNull(),
    amount_paise: integer("amount_paise").notNull(),
    status: text("status", { enum: PAYMENT_LINK_STATUSES }).notNull().default("created"),
    expire_by: timestamp("expire_by", { withTimezone: true }).notNull(),
    created_by: text("created_by").references(() => user.id, { onDelete: "set null" }),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    last_checked_at: timestamp("last_checked_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_links_razorpay_key").on(t.razorpay_link_id),
    uniqueIndex("payment_links_order_key").on(t.razorpay_order_id),
    uniqueIndex("payment_links_reference_key").on(t.reference_id),
    index("payment_links_due_idx").on(t.due_id),
    index("payment_links_open_idx").on(t.created_at).where(sql`${t.status} = 'created'`),
    check("payment_links_status_check", sql`${t.status} in ${sqlList(PAYMENT_LINK_STATUSES)}`),
  ],
);

/**
 * Razorpay webhook events, stored once by their `x-razorpay-event-id` before any work. An event
 * whose work did not finish (processed_at null) is done again on the gateway's retry.
 */
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    event_id: text("event_id").primaryKey(),
    event: text("event").notNull(),
    payload: jsonb("payload").notNull(),
    received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processed_at: timestamp("processed_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("gateway_events_received_idx").on(t.received_at.desc())],
);

/**
 * Fee reminders sent: at most one a day per student (the key), so two app instances sharing
 * one PostgreSQL send it once. `due_ids` are the dues it named.
 */
export const feeReminders = pgTable(
  "fee_reminders",
  {
    student_id: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    sent_on: date("sent_on").notNull(),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    due_ids: uuid("due_ids").array().notNull(),
    details: jsonb("details"),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.student_id, t.sent_on] }),
    check("fee_reminders_kind_check", sql`${t.kind} in ${sqlList(REMINDER_KINDS)}`),
  ],
);

/** One row (id = 1): how the institute charges and collects. */
export const feeSettings = pgTable(
  "fee_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** The seed's banner: "Rs. 3000 discount on online admission", applied when the registration is paid online. */
    online_admission_discount_paise: integer("online_admission_discount_paise").notNull().default(300000),
    /** A discount above this needs a super admin. */
    discount_limit_paise: integer("discount_limit_paise").notNull().default(500000),
    upi_id: text("upi_id"),
    upi_payee_name: text("upi_payee_name"),
    gst_registered: boolean("gst_registered").notNull().default(false),
    gstin: text("gstin"),
    /** Services Accounting Code: 999293, commercial training and coaching. */
    gst_sac: text("gst_sac").notNull().default("999293"),
    /** In basis points: 1800 = 18%. */
    gst_rate_bp: integer("gst_rate_bp").notNull().default(1800),
    /** Whether fees already include GST (the receipt splits it out) or it is added on top. */
    gst_inclusive: boolean("gst_inclusive").notNull().default(true),
    /** The institute's state, the place of supply for CGST + SGST ("Delhi", code "07"). */
    gst_state: text("gst_state").notNull().default("Delhi"),
    gst_state_code: text("gst_state_code").notNull().default("07"),
    reminder_days_before: integer("reminder_days_before").notNull().default(3),
    reminder_every_days: integer("reminder_every_days").notNull().default(7),
    reminder_max_overdue: integer("reminder_max_overdue").notNull().default(3),
    updated_at: updatedAt(),
  },
  (t) => [
    check("fee_settings_single_row", sql`${t.id} = 1`),
    check("fee_settings_amounts_check", sql`${t.online_admission_discount_paise} >= 0 and ${t.discount_limit_paise} >= 0`),
    check("fee_settings_rate_check", sql`${t.gst_rate_bp} between 0 and 2800`),
  ],
);
