import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { batchSettings } from "#app/features/settings/index.server";
import { indiaDate } from "#app/lib/india-time";
import { db } from "#app/server/db/db.server";
import { attendance, batches, courses, profiles, students } from "#app/server/db/schema";

/** A student counts as at risk only once this many days are marked: two absences in week one say little. */
const AT_RISK_MIN_DAYS = 5;

/** The weekday (0 = Sunday, as batches.days stores it) of a YYYY-MM-DD date. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The batches meeting today in India (open or running, today within their dates, today's
 * weekday among their days) with their trainer, and who is marked absent today; `marked` is
 * how many students have a mark for today (0: attendance not taken yet).
 */
export async function batchesMeetingToday(today = indiaDate()) {
  const rows = await db
    .select({
      id: batches.id,
      code: batches.code,
      course: courses.course_name,
      branch: batches.branch,
      start_time: batches.start_time,
      end_time: batches.end_time,
      trainer: sql<string | null>`nullif(trim(coalesce(${profiles.first_name}, '') || ' ' || coalesce(${profiles.last_name}, '')), '')`,
    })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.course_id))
    .leftJoin(profiles, eq(profiles.user_id, batches.trainer_user_id))
    .where(
      and(
        inArray(batches.status, ["open", "running"]),
        lte(batches.start_date, today),
        gte(batches.end_date, today),
        sql`${weekdayOf(today)}::smallint = any(${batches.days})`,
      ),
    )
    .orderBy(asc(batches.start_time), asc(batches.code));
  if (rows.length === 0) return [];
  const marks = await db
    .select({ batch_id: attendance.batch_id, mark: attendance.mark, student_id: students.id, name: students.full_name })
    .from(attendance)
    .innerJoin(students, eq(students.id, attendance.student_id))
    .where(
      and(
        eq(attendance.day, today),
        inArray(
          attendance.batch_id,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(students.full_name));
  return rows.map((batch) => {
    const mine = marks.filter((m) => m.batch_id === batch.id);
    return {
      ...batch,
      marked: mine.length,
      absent: mine.filter((m) => m.mark === "absent").map((m) => ({ id: m.student_id, name: m.name })),
    };
  });
}

/**
 * Studying students whose attendance (present and late over the days marked, at least
 * AT_RISK_MIN_DAYS of them) is under the certificate minimum in settings, lowest first.
 * One grouped scan of their attendance rows (the key starts with student_id).
 */
export async function studentsAtRisk(limit = 20) {
  const minimum = (await batchSettings()).certificateMinAttendance;
  const marked = sql<number>`count(*)::int`;
  const attended = sql<number>`(count(*) filter (where ${attendance.mark} <> 'absent'))::int`;
  const rows = await db
    .select({
      id: students.id,
      name: students.full_name,
      student_number: students.student_number,
      batch: batches.code,
      marked,
      attended,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(students)
    .innerJoin(attendance, eq(attendance.student_id, students.id))
    .innerJoin(batches, eq(batches.id, students.batch_id))
    .where(eq(students.status, "studying"))
    .groupBy(students.id, batches.code)
    .having(sql`count(*) >= ${AT_RISK_MIN_DAYS} and (count(*) filter (where ${attendance.mark} <> 'absent')) * 100 < ${minimum} * count(*)`)
    .orderBy(sql`(count(*) filter (where ${attendance.mark} <> 'absent'))::float / count(*)`, asc(students.full_name))
    .limit(limit);
  return {
    minimum,
    total: rows[0]?.total ?? 0,
    // Rounded down: 79.6% is not shown as the 80% it falls short of.
    students: rows.map(({ total: _, ...r }) => ({ ...r, percent: Math.floor((r.attended * 100) / r.marked) })),
  };
}
