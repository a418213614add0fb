import { and, asc, eq, gte, inArray, lte, or } from "drizzle-orm";
import { type AttendanceMark, STUDENT_STATUS_LABELS, type StudentStatus } from "#app/lib/batch-vocabulary";
import { toCsv } from "#app/lib/csv";
import { db } from "#app/server/db/db.server";
import { attendance, students } from "#app/server/db/schema";
import { addDays, addMonths, type BatchCalendar, meetingDaysOfMonth } from "./attendance-days";
import { attendancePercentLabel, MARK_LETTERS } from "./attendance-marks";

type RegisterRow = {
  id: string;
  student_number: string;
  full_name: string;
  status: StudentStatus;
  /** The mark of each meeting day of the month, in `days` order; null where none is stored. */
  marks: (AttendanceMark | null)[];
  present: number;
  late: number;
  absent: number;
  /** (present + late) / days marked this month × 100, unrounded; null when none is marked. */
  percent: number | null;
};

/**
 * A batch's monthly register, as the paper one: a row per student (those in the batch now, and
 * anyone marked in it that month who has since moved), a column per day it meets, totals and
 * the month's attendance % per student, and the number present (with late) per day.
 */
export async function attendanceRegister(batch: BatchCalendar & { id: string }, month: string) {
  const days = meetingDaysOfMonth(batch, month);
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const inMonth = and(eq(attendance.batch_id, batch.id), gte(attendance.day, first), lte(attendance.day, last));
  const [people, marks] = await Promise.all([
    db
      .select({ id: students.id, student_number: students.student_number, full_name: students.full_name, status: students.status })
      .from(students)
      .where(
        or(
          eq(students.batch_id, batch.id),
          inArray(students.id, db.selectDistinct({ id: attendance.student_id }).from(attendance).where(inMonth)),
        ),
      )
      .orderBy(asc(students.full_name), asc(students.id)),
    db.select({ student_id: attendance.student_id, day: attendance.day, mark: attendance.mark }).from(attendance).where(inMonth),
  ]);
  const byStudent = new Map<string, Map<string, AttendanceMark>>();
  for (const m of marks) {
    const row = byStudent.get(m.student_id) ?? new Map<string, AttendanceMark>();
    row.set(String(m.day).slice(0, 10), m.mark);
    byStudent.set(m.student_id, row);
  }
  const rows: RegisterRow[] = people.map((person) => {
    const own = byStudent.get(person.id);
    const cells = days.map((day) => own?.get(day) ?? null);
    const count = (mark: AttendanceMark) => cells.filter((c) => c === mark).length;
    const [present, late, absent] = [count("present"), count("late"), count("absent")];
    const marked = present + late + absent;
    return { ...person, marks: cells, present, late, absent, percent: marked ? ((present + late) * 100) / marked : null };
  });
  const attended = days.map((_, i) => rows.filter((r) => r.marks[i] === "present" || r.marks[i] === "late").length);
  const markedDays = days.map((_, i) => rows.some((r) => r.marks[i] !== null));
  return { month, days, rows, attended, markedDays };
}
export type AttendanceRegister = Awaited<ReturnType<typeof attendanceRegister>>;

/** The register as a CSV file (formula-safe cells, like every export: app/lib/csv.ts). */
export function registerCsv(register: AttendanceRegister, batchCode: string) {
  const header = ["Student number", "Name", "Status", ...register.days, "Present", "Late", "Absent", "Attendance %"];
  const rows = register.rows.map((r) => [
    r.student_number,
    r.full_name,
    STUDENT_STATUS_LABELS[r.status],
    ...r.marks.map((m) => (m ? MARK_LETTERS[m] : "")),
    r.present,
    r.late,
    r.absent,
    attendancePercentLabel(r.percent, ""),
  ]);
  const safeCode = batchCode.replace(/[^A-Za-z0-9-]+/g, "-");
  return { filename: `attendance-${safeCode}-${register.month}.csv`, body: toCsv(header, rows) };
}
