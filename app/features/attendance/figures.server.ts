import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AttendanceMark } from "#app/lib/batch-vocabulary";
import { indiaDate } from "#app/lib/india-time";
import { db } from "#app/server/db/db.server";
import { attendance, batches, students } from "#app/server/db/schema";

/**
 * A student's attendance over every day marked for them (whichever batch they sat in):
 * `percent` = (present + late) / days marked × 100, unrounded (null before any day is marked),
 * and the current run of absences: the absent days since the last day they came, with the day
 * that run began (the absence alert's once-only key).
 */
export type AttendanceSummary = {
  studentId: string;
  daysMarked: number;
  present: number;
  late: number;
  absent: number;
  percent: number | null;
  consecutiveAbsences: number;
  absenceRunStart: string | null;
};

const emptySummary = (studentId: string): AttendanceSummary => ({
  studentId,
  daysMarked: 0,
  present: 0,
  late: 0,
  absent: 0,
  percent: null,
  consecutiveAbsences: 0,
  absenceRunStart: null,
});

/** Each student's figures (every id asked for is in the map, with zeros when nothing is marked). */
export async function attendanceSummaries(studentIds: readonly string[]): Promise<Map<string, AttendanceSummary>> {
  const result = new Map(studentIds.map((id) => [id, emptySummary(id)]));
  if (studentIds.length === 0) return result;
  const ids = [...new Set(studentIds)];
  // One pass over the students' rows (the primary key's student_id, day order): the last day
  // they came, then the counts and the absences after it.
  const lastCame = db
    .select({
      student_id: attendance.student_id,
      last_came: sql<string | null>`max(${attendance.day}) filter (where ${attendance.mark} <> 'absent')`.as("last_came"),
    })
    .from(attendance)
    .where(inArray(attendance.student_id, ids))
    .groupBy(attendance.student_id)
    .as("last_came");
  const inRun = sql`${attendance.mark} = 'absent' and (${lastCame.last_came} is null or ${attendance.day} > ${lastCame.last_came})`;
  const rows = await db
    .select({
      student_id: attendance.student_id,
      marked: sql<number>`count(*)::int`,
      present: sql<number>`(count(*) filter (where ${attendance.mark} = 'present'))::int`,
      late: sql<number>`(count(*) filter (where ${attendance.mark} = 'late'))::int`,
      absent: sql<number>`(count(*) filter (where ${attendance.mark} = 'absent'))::int`,
      run: sql<number>`(count(*) filter (where ${inRun}))::int`,
      run_start: sql<string | null>`min(${attendance.day}) filter (where ${inRun})`,
    })
    .from(attendance)
    .innerJoin(lastCame, eq(lastCame.student_id, attendance.student_id))
    .where(inArray(attendance.student_id, ids))
    .groupBy(attendance.student_id);
  for (const row of rows) {
    result.set(row.student_id, {
      studentId: row.student_id,
      daysMarked: row.marked,
      present: row.present,
      late: row.late,
      absent: row.absent,
      percent: row.marked ? ((row.present + row.late) * 100) / row.marked : null,
      consecutiveAbsences: row.run,
      absenceRunStart: row.run_start ? String(row.run_start).slice(0, 10) : null,
    });
  }
  return result;
}

export type BatchDay = {
  batchId: string;
  day: string;
  /** Whether the day has been saved for anyone in the batch. */
  marked: boolean;
  present: number;
  late: number;
  absent: number;
  /** The studying students marked absent, by name (the dashboard's "who is absent"). */
  absentees: { id: string; full_name: string }[];
};

/** For each batch, the day's marks (today in India by default): counts and who is absent. */
export async function batchAttendanceToday(batchIds: readonly string[], day = indiaDate()): Promise<Map<string, BatchDay>> {
  const result = new Map<string, BatchDay>(
    batchIds.map((id) => [id, { batchId: id, day, marked: false, present: 0, late: 0, absent: 0, absentees: [] }]),
  );
  if (batchIds.length === 0) return result;
  const rows = await db
    .select({ batch_id: attendance.batch_id, mark: attendance.mark, student_id: students.id, full_name: students.full_name })
    .from(attendance)
    .innerJoin(students, eq(students.id, attendance.student_id))
    .where(and(inArray(attendance.batch_id, [...new Set(batchIds)]), eq(attendance.day, day)))
    .orderBy(asc(students.full_name));
  for (const row of rows) {
    const entry = result.get(row.batch_id);
    if (!entry) continue;
    entry.marked = true;
    entry[row.mark as AttendanceMark] += 1;
    if (row.mark === "absent") entry.absentees.push({ id: row.student_id, full_name: row.full_name });
  }
  return result;
}

/** The batches that meet on `day` (India's weekday), running or open, for the dashboard's "today". */
export async function batchesMeetingOn(day = indiaDate()) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return db
    .select({ id: batches.id, code: batches.code, trainer_user_id: batches.trainer_user_id })
    .from(batches)
    .where(
      and(
        sql`${batches.start_date} <= ${day}::date and ${batches.end_date} >= ${day}::date`,
        sql`${weekday}::smallint = any(${batches.days})`,
        inArray(batches.status, ["open", "running"]),
      ),
    )
    .orderBy(asc(batches.start_time));
}
