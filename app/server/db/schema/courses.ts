import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { SyllabusModule } from "#app/lib/course-syllabus";
import { STORED_COURSE_TYPES } from "#app/lib/domain";
import { TRADE_SLUGS } from "#app/lib/trades";
import { createdAt, id, sqlList, updatedAt } from "./columns";

export const courses = pgTable(
  "supertech_courses",
  {
    id: id(),
    course_name: text("course_name").notNull(),
    course_code: text("course_code").notNull(),
    course_type: text("course_type").notNull().default("mobile_repair"),
    description: text("description"),
    duration_weeks: integer("duration_weeks").notNull().default(4),
    // numeric comes back as a string: exact rupees and paise, converted at the edges.
    fee_amount: numeric("fee_amount", { precision: 12, scale: 2 }).notNull().default("0"),
    max_students: integer("max_students").notNull().default(20),
    currently_enrolled: integer("currently_enrolled").default(0),
    instructor_name: text("instructor_name"),
    start_date: date("start_date"),
    end_date: date("end_date"),
    is_active: boolean("is_active").notNull().default(true),
    // null means the trade its course_type implies (lib/trades.ts).
    trade: text("trade"),
    // featured courses come first on the home page and in lists.
    is_featured: boolean("is_featured").notNull().default(false),
    // what a course page answers, all optional. Syllabus: [{ title, hours }].
    syllabus: jsonb("syllabus").$type<SyllabusModule[]>(),
    eligibility: text("eligibility"),
    teaching_language: text("teaching_language"),
    batch_morning: text("batch_morning"),
    batch_evening: text("batch_evening"),
    batch_weekend: text("batch_weekend"),
    fee_full_payment: numeric("fee_full_payment", { precision: 12, scale: 2 }),
    fee_instalments: text("fee_instalments"),
    fee_hostel: numeric("fee_hostel", { precision: 12, scale: 2 }),
    next_batch_date: date("next_batch_date"),
    // Hindi text for /hi pages; empty means the English is shown.
    name_hi: text("name_hi"),
    description_hi: text("description_hi"),
    syllabus_hi: jsonb("syllabus_hi").$type<SyllabusModule[]>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("supertech_courses_course_code_key").on(t.course_code),
    index("supertech_courses_active_name_idx").on(t.is_active, t.course_name),
    index("supertech_courses_active_created_idx").on(t.is_active, t.created_at.desc()),
    index("supertech_courses_created_idx").on(t.created_at.desc()),
    check("supertech_courses_trade_check", sql`${t.trade} is null or ${t.trade} in ${sqlList(TRADE_SLUGS)}`),
    check("supertech_courses_course_type_check", sql`${t.course_type} in ${sqlList(STORED_COURSE_TYPES)}`),
    check("supertech_courses_duration_check", sql`${t.duration_weeks} >= 1`),
    check("supertech_courses_fee_check", sql`${t.fee_amount} >= 0`),
    check("supertech_courses_max_students_check", sql`${t.max_students} >= 1`),
    check("supertech_courses_enrolled_check", sql`${t.currently_enrolled} is null or ${t.currently_enrolled} >= 0`),
    check("supertech_courses_fee_options_check", sql`coalesce(${t.fee_full_payment}, 0) >= 0 and coalesce(${t.fee_hostel}, 0) >= 0`),
    check("supertech_courses_dates_check", sql`${t.end_date} is null or ${t.start_date} is null or ${t.end_date} >= ${t.start_date}`),
  ],
);
