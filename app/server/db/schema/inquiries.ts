import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { EDUCATION_LEVELS } from "#app/lib/domain";
import { LEAD_STATUSES } from "#app/lib/lead-vocabulary";
import { batches } from "./batches";
import { createdAt, enquiryReference, id, sqlList, updatesConsentAt } from "./columns";
import { courses } from "./courses";

/**
 * The text the admin's enquiry search looks in: name, e-mail, phone as typed and its
 * last ten digits (the mobile number without +91). One expression, used by the GIN index
 * and by the query, so the planner matches them.
 */
export const INQUIRY_SEARCH_DOCUMENT = sql.raw(
  `to_tsvector('simple'::regconfig, full_name || ' ' || email || ' ' || phone || ' ' || right(regexp_replace(phone, '[^0-9]', '', 'g'), 10))`,
);

export const courseInquiries = pgTable(
  "course_inquiries",
  {
    id: id(),
    full_name: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    // A deleted course must not delete the leads that asked about it.
    course_id: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    age: integer("age"),
    education: text("education"),
    address: text("address"),
    previous_experience: text("previous_experience"),
    reason_for_joining: text("reason_for_joining"),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("pending"),
    created_at: createdAt(),
    reference: enquiryReference(),
    /** Sent from a full course's "Join the next batch": a place on the waitlist, not a seat. */
    waitlist: boolean("waitlist").notNull().default(false),
    updates_consent_at: updatesConsentAt(),
    /** The batch the visitor would like (the course page's upcoming batches); a wish, not a seat. */
    preferred_batch_id: uuid("preferred_batch_id").references(() => batches.id, { onDelete: "set null" }),
  },
  (t) => [
    // id breaks ties (rows inserted by one statement share created_at), so pages are stable.
    index("course_inquiries_created_idx").on(t.created_at.desc(), t.id.desc()),
    index("course_inquiries_status_created_idx").on(t.status, t.created_at.desc(), t.id.desc()),
    // The admin search (name, e-mail, phone; word prefixes), see inquiries-admin.server.ts.
    index("course_inquiries_search_idx").using("gin", sql`${INQUIRY_SEARCH_DOCUMENT}`),
    index("course_inquiries_course_idx").on(t.course_id),
    uniqueIndex("course_inquiries_reference_key").on(t.reference),
    // The lead desk's one vocabulary (a superset of the spec's): the inbox and /admin/inquiries
    // show the same status.
    check("course_inquiries_status_check", sql`${t.status} in ${sqlList(LEAD_STATUSES)}`),
    check("course_inquiries_education_check", sql`${t.education} is null or ${t.education} in ${sqlList(EDUCATION_LEVELS)}`),
    check("course_inquiries_age_check", sql`${t.age} is null or (${t.age} between 16 and 60)`),
  ],
);
