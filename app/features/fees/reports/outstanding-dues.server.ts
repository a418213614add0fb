import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { isUuid } from "#app/lib/ids";
import type { ListParams } from "#app/lib/list-params";
import { db } from "#app/server/db/db.server";
import { type Page, paginate } from "#app/server/db/paginate.server";
import { batches, courses, dues, students } from "#app/server/db/schema";
import { bucketOf, type OverdueBucket } from "./overdue-buckets";

export type OutstandingFilter = { courseId: string | null; batchId: string | null };

export function outstandingFilterFrom(params: URLSearchParams): OutstandingFilter {
  const course = params.get("course") ?? "";
  const batch = params.get("batch") ?? "";
  return { courseId: isUuid(course) ? course.toLowerCase() : null, batchId: isUuid(batch) ? batch.toLowerCase() : null };
}

const owed = sql`${dues.amount_paise} - ${dues.discount_paise} - ${dues.paid_paise}`;

/**
 * Who owes what: one row per student with money still owed on open dues, most overdue first
 * (the oldest unpaid due date), with the totals over every such student and each bucket.
 * The dues are summed per student first, from dues alone (the open-dues condition is the
 * partial index dues_open_date_idx's own); names, batches and courses join only the result.
 */
export async function outstandingDues(filter: OutstandingFilter, list: ListParams, today: string) {
  const inFilter =
    filter.courseId || filter.batchId
      ? inArray(
          dues.student_id,
          db
            .select({ id: students.id })
            .from(students)
            .innerJoin(batches, eq(batches.id, students.batch_id))
            .where(
              and(
                filter.courseId ? eq(batches.course_id, filter.courseId) : undefined,
                filter.batchId ? eq(students.batch_id, filter.batchId) : undefined,
              ),
            ),
        )
      : undefined;
  const perStudent = db
    .select({
      student_id: dues.student_id,
      owed_paise: sql<string>`sum(${owed})`.as("owed_paise"),
      oldest_due: sql<string>`min(${dues.due_date})`.as("oldest_due"),
    })
    .from(dues)
    .where(and(isNull(dues.cancelled_at), sql`${dues.paid_paise} + ${dues.discount_paise} < ${dues.amount_paise}`, inFilter))
    .groupBy(dues.student_id)
    .as("per_student");
  const daysLate = sql<number>`(${today}::date - ${perStudent.oldest_due}::date)`;
  const [totals] = await db
    .select({ students: sql<number>`count(*)::int`, owed: sql<string>`coalesce(sum(${perStudent.owed_paise}), 0)` })
    .from(perStudent);
  const page: Page<{
    student_id: string;
    student_name: string;
    student_number: string;
    phone: string;
    batch_code: string;
    course_name: string;
    owed_paise: number;
    oldest_due: string;
    days_overdue: number;
    bucket: OverdueBucket;
  }> = await paginate(list, {
    count: async () => totals?.students ?? 0,
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({
            student_id: perStudent.student_id,
            student_name: students.full_name,
            student_number: students.student_number,
            phone: students.phone,
            batch_code: batches.code,
            course_name: courses.course_name,
            owed_paise: perStudent.owed_paise,
            oldest_due: perStudent.oldest_due,
            days: daysLate,
          })
          .from(perStudent)
          .innerJoin(students, eq(students.id, perStudent.student_id))
          .innerJoin(batches, eq(batches.id, students.batch_id))
          .innerJoin(courses, eq(courses.id, batches.course_id))
          .orderBy(perStudent.oldest_due, students.full_name, students.id)
          .limit(limit)
          .offset(offset)
      ).map(({ days, ...row }) => ({
        ...row,
        owed_paise: Number(row.owed_paise),
        days_overdue: Number(days),
        bucket: bucketOf(Number(days)),
      })),
  });
  return { ...page, owedPaise: Number(totals?.owed ?? 0) };
}
