import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ATTENDANCE_MARKS, BATCH_STATUSES, STUDENT_STATUSES } from "#app/lib/batch-vocabulary";
import { user } from "./auth";
import { createdAt, id, sqlList, updatedAt } from "./columns";
import { courses } from "./courses";
import { leads } from "./leads";

/**
 * A batch: one course taught to a group on set days and times, at a branch, by a trainer
 * (decision 037). Dates and times are India wall-clock values (`date`, `time`), never instants.
 */
export const batches = pgTable(
  "batches",
  {
    id: id(),
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    /** Suggested from the course code and start month (MRC-2026-07), editable, unique. */
    code: text("code").notNull(),
    branch: text("branch").notNull(),
    start_date: date("start_date").notNull(),
    end_date: date("end_date").notNull(),
    /** The weekdays it meets, 0 = Sunday ... 6 = Saturday, ascending. */
    days: smallint("days").array().notNull(),
    start_time: time("start_time").notNull(),
    end_time: time("end_time").notNull(),
    /** A staff member (trainer, admin or super admin); null once they are deleted. */
    trainer_user_id: text("trainer_user_id").references(() => user.id, { onDelete: "set null" }),
    capacity: integer("capacity").notNull(),
    status: text("status", { enum: BATCH_STATUSES }).notNull().default("planned"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("batches_code_key").on(sql`upper(${t.code})`),
    index("batches_course_start_idx").on(t.course_id, t.start_date.desc()),
    index("batches_trainer_idx").on(t.trainer_user_id),
    index("batches_status_start_idx").on(t.status, t.start_date.desc()),
    check("batches_status_check", sql`${t.status} in ${sqlList(BATCH_STATUSES)}`),
    check("batches_dates_check", sql`${t.end_date} >= ${t.start_date}`),
    check("batches_times_check", sql`${t.end_time} > ${t.start_time}`),
    check("batches_capacity_check", sql`${t.capacity} >= 1`),
    check("batches_days_check", sql`cardinality(${t.days}) between 1 and 7 and ${t.days} <@ array[0,1,2,3,4,5,6]::smallint[]`),
  ],
);

/**
 * A student: an admitted person in a batch. The lead they came from is linked (and the lead
 * shows the student); phones are stored as their 10 digits, the key the portal signs in with.
 */
export const students = pgTable(
  "students",
  {
    id: id(),
    /** STU-2026-0001: consecutive within the year of admission (document_series). */
    student_number: text("student_number").notNull(),
    lead_id: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    batch_id: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "restrict" }),
    full_name: text("full_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    guardian_name: text("guardian_name"),
    guardian_phone: text("guardian_phone"),
    address: text("address"),
    admitted_on: date("admitted_on").notNull(),
    status: text("status", { enum: STUDENT_STATUSES }).notNull().default("studying"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("students_number_key").on(t.student_number),
    uniqueIndex("students_lead_key").on(t.lead_id),
    index("students_batch_name_idx").on(t.batch_id, t.full_name),
    index("students_created_idx").on(t.created_at.desc(), t.id.desc()),
    index("students_phone_idx").on(t.phone),
    index("students_guardian_phone_idx").on(t.guardian_phone),
    check("students_status_check", sql`${t.status} in ${sqlList(STUDENT_STATUSES)}`),
    check("students_phone_check", sql`${t.phone} ~ '^[0-9]{10}$'`),
    check("students_guardian_phone_check", sql`${t.guardian_phone} is null or ${t.guardian_phone} ~ '^[0-9]{10}$'`),
  ],
);

/**
 * Numbered documents (student numbers now, receipts and credit notes later): the last number
 * given in each series ("STU-2026"). Taken with UPDATE ... RETURNING inside the insert's
 * transaction, so two staff at once get consecutive numbers and a rollback leaves no gap.
 */
export const documentSeries = pgTable("document_series", {
  series: text("series").primaryKey(),
  last_given: integer("last_given").notNull().default(0),
});

/**
 * One row per student per day marked. The batch is the one they sat in that day, so a move to
 * another batch keeps their days with them. Saving a day again updates it (the key).
 */
export const attendance = pgTable(
  "attendance",
  {
    student_id: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    batch_id: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    mark: text("mark", { enum: ATTENDANCE_MARKS }).notNull(),
    marked_by: text("marked_by"),
    marked_at: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.student_id, t.day] }),
    index("attendance_batch_day_idx").on(t.batch_id, t.day),
    check("attendance_mark_check", sql`${t.mark} in ${sqlList(ATTENDANCE_MARKS)}`),
  ],
);

/** A course's checklist of practical tasks ("Replace a charging port"), in order. */
export const practicalTasks = pgTable(
  "practical_tasks",
  {
    id: id(),
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    title_hi: text("title_hi"),
    position: integer("position").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index("practical_tasks_course_idx").on(t.course_id, t.position)],
);

/** A task signed off for a student by a trainer, on a day. Undoing deletes the row (audited). */
export const taskSignoffs = pgTable(
  "task_signoffs",
  {
    student_id: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    task_id: uuid("task_id")
      .notNull()
      .references(() => practicalTasks.id, { onDelete: "cascade" }),
    signed_on: date("signed_on").notNull(),
    signed_by: text("signed_by"),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.student_id, t.task_id] })],
);

/**
 * A student's timeline: admitted, moved, absence alerts, (later) reminders and receipts sent.
 * `once_key` makes a send happen once: the alert for one run of absences, a day's reminder.
 */
export const studentEvents = pgTable(
  "student_events",
  {
    id: id(),
    student_id: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    details: jsonb("details"),
    actor_id: text("actor_id"),
    once_key: text("once_key"),
    created_at: createdAt(),
  },
  (t) => [index("student_events_student_idx").on(t.student_id, t.created_at.desc()), uniqueIndex("student_events_once_key").on(t.once_key)],
);
