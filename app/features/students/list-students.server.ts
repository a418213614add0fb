import { and, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { STUDENT_STATUSES, type StudentStatus } from "#app/lib/batch-vocabulary";
import { isUuid } from "#app/lib/ids";
import type { ListParams } from "#app/lib/list-params";
import { db } from "#app/server/db/db.server";
import { containsPattern } from "#app/server/db/like.server";
import { newestFirst, type Page, paginate } from "#app/server/db/paginate.server";
import { batches, courses, students } from "#app/server/db/schema";

/** /admin/students: search (name, phone, student number) and filters by course, batch and status. */
export type StudentFilter = { courseId: string | null; batchId: string | null; status: StudentStatus | null };

export function studentFilterFrom(params: URLSearchParams): StudentFilter {
  const course = params.get("course") ?? "";
  const batch = params.get("batch") ?? "";
  const status = params.get("status") ?? "";
  return {
    courseId: isUuid(course) ? course.toLowerCase() : null,
    batchId: isUuid(batch) ? batch.toLowerCase() : null,
    status: (STUDENT_STATUSES as readonly string[]).includes(status) ? (status as StudentStatus) : null,
  };
}

/** A number ("STU-2026-0007"), a name, or digits of a phone (the student's or guardian's). */
function searchOf(q: string): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, "");
  const byPhone = digits.length >= 3 && /^[\d\s+-]+$/.test(q);
  return or(
    ilike(students.full_name, containsPattern(q)),
    ilike(students.student_number, containsPattern(q)),
    byPhone
      ? or(
          sql`${students.phone} like ${containsPattern(digits.slice(-10))}`,
          sql`${students.guardian_phone} like ${containsPattern(digits.slice(-10))}`,
        )
      : undefined,
  );
}

const columns = {
  id: students.id,
  student_number: students.student_number,
  full_name: students.full_name,
  phone: students.phone,
  status: students.status,
  admitted_on: students.admitted_on,
  batch_id: students.batch_id,
  batch_code: batches.code,
  course_id: batches.course_id,
  course_name: courses.course_name,
};

export type StudentRow = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

export function listStudents(filter: StudentFilter, list: ListParams): Promise<Page<StudentRow>> {
  const where = and(
    filter.courseId ? eq(batches.course_id, filter.courseId) : undefined,
    filter.batchId ? eq(students.batch_id, filter.batchId) : undefined,
    filter.status ? eq(students.status, filter.status) : undefined,
    searchOf(list.q),
  );
  const from = () =>
    db
      .select(columns)
      .from(students)
      .innerJoin(batches, eq(batches.id, students.batch_id))
      .innerJoin(courses, eq(courses.id, batches.course_id));
  return paginate(list, {
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(students)
        .innerJoin(batches, eq(batches.id, students.batch_id))
        .where(where);
      return row?.n ?? 0;
    },
    rows: ({ limit, offset }) =>
      from()
        .where(where)
        .orderBy(...newestFirst(students.created_at, students.id))
        .limit(limit)
        .offset(offset),
  });
}

/** The batches for the list's filter: code and course, newest first. */
export function batchChoices() {
  return db
    .select({ id: batches.id, code: batches.code, course_id: batches.course_id })
    .from(batches)
    .orderBy(sql`${batches.start_date} desc`, batches.code)
    .limit(500);
}
