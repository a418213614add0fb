import { and, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { ListParams } from "#app/lib/list-params";
import type { CourseFormValues } from "#app/lib/validation/course";
import { type Database, db } from "#app/server/db/db.server";
import { containsPattern } from "#app/server/db/like.server";
import { newestFirst, paginateColumns } from "#app/server/db/paginate.server";
import { courses } from "#app/server/db/schema";
import { pageColumns } from "./courses.server";

/** Admin courses (spec 2, 7): list with search, create, update (with updated_at), delete. */
const adminColumns = {
  ...pageColumns,
  created_at: courses.created_at,
  updated_at: courses.updated_at,
};

export type AdminCourse = NonNullable<Awaited<ReturnType<typeof getAdminCourse>>>;

/** One page of courses, newest first; `q` filters case-insensitively by name, code or instructor. */
export function listAdminCourses(list: ListParams) {
  const term = list.q.trim();
  const where = term
    ? or(
        ilike(courses.course_name, containsPattern(term)),
        ilike(courses.course_code, containsPattern(term)),
        ilike(courses.instructor_name, containsPattern(term)),
      )
    : undefined;
  return paginateColumns(list, { table: courses, columns: adminColumns, where, orderBy: newestFirst(courses.created_at, courses.id) });
}

export async function getAdminCourse(id: string) {
  const [row] = await db.select(adminColumns).from(courses).where(eq(courses.id, id)).limit(1);
  return row ?? null;
}

/** Another course with this code (compared case-insensitively), if any. */
export async function findCourseCodeClash(code: string, exceptId?: string): Promise<boolean> {
  const same = sql`lower(${courses.course_code}) = lower(${code})`;
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(exceptId ? and(same, ne(courses.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

function columnsOf(values: CourseFormValues) {
  return {
    course_name: values.course_name,
    course_code: values.course_code,
    course_type: values.course_type,
    description: values.description,
    duration_weeks: values.duration_weeks ?? 4,
    fee_amount: values.fee_amount,
    max_students: values.max_students ?? 20,
    currently_enrolled: values.currently_enrolled ?? 0,
    instructor_name: values.instructor_name,
    start_date: values.start_date,
    end_date: values.end_date,
    is_active: values.is_active,
    trade: values.trade,
    is_featured: values.is_featured,
    syllabus: values.syllabus,
    eligibility: values.eligibility,
    teaching_language: values.teaching_language,
    batch_morning: values.batch_morning,
    batch_evening: values.batch_evening,
    batch_weekend: values.batch_weekend,
    fee_full_payment: values.fee_full_payment,
    fee_instalments: values.fee_instalments,
    fee_hostel: values.fee_hostel,
    next_batch_date: values.next_batch_date,
    name_hi: values.name_hi,
    description_hi: values.description_hi,
    syllabus_hi: values.syllabus_hi,
  };
}

export async function createCourse(values: CourseFormValues) {
  const [row] = await db.insert(courses).values(columnsOf(values)).returning(adminColumns);
  return row;
}

/** Writes the form fields plus updated_at (spec 7); returns the row after the change. */
/** Writes the course's form; `executor` is the course save's transaction when it has one. */
export async function updateCourse(id: string, values: CourseFormValues, executor: Pick<Database, "update"> = db) {
  const [row] = await executor
    .update(courses)
    .set({ ...columnsOf(values), updated_at: new Date() })
    .where(eq(courses.id, id))
    .returning(adminColumns);
  return row ?? null;
}

export async function deleteCourse(id: string) {
  const [row] = await db
    .delete(courses)
    .where(eq(courses.id, id))
    .returning({ id: courses.id, course_name: courses.course_name, course_code: courses.course_code });
  return row ?? null;
}

/** The form's fields of a row, for the audit log's before/after. */
export function courseAuditFields(row: NonNullable<Awaited<ReturnType<typeof getAdminCourse>>>) {
  const { id: _id, created_at: _c, updated_at: _u, ...fields } = row;
  return fields;
}
