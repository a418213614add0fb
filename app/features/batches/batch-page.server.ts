import { asc, count, eq, sql } from "drizzle-orm";
import { BATCH_DEFAULTS } from "#app/lib/batch-vocabulary";
import { db } from "#app/server/db/db.server";
import { attendance, practicalTasks, siteSettings, students, taskSignoffs } from "#app/server/db/schema";
import { findTrainerClashes, getAdminBatch, outer } from "./batches-admin.server";

/**
 * A student's figures on the batch page, counted by the database: days marked (every batch they
 * sat in: attendance stays with the student), days present (Late counts as present), and the
 * course's practical tasks signed off.
 */
const marked = sql<number>`(select count(*) from ${attendance} where ${attendance.student_id} = ${outer("students", "id")})`.mapWith(
  Number,
);
const present =
  sql<number>`(select count(*) from ${attendance} where ${attendance.student_id} = ${outer("students", "id")} and ${attendance.mark} in ('present', 'late'))`.mapWith(
    Number,
  );

export type BatchStudent = {
  id: string;
  full_name: string;
  student_number: string;
  status: string;
  marked: number;
  present: number;
  /** Whole per cent of the days marked, null before any day is. */
  attendance: number | null;
  tasksDone: number;
  eligible: boolean;
};

/** Eligible for a certificate: attendance at least the settings' minimum and every practical task signed off. */
export function isEligible(s: { attendance: number | null; tasksDone: number }, tasksTotal: number, minAttendance: number): boolean {
  return s.attendance !== null && s.attendance >= minAttendance && s.tasksDone >= tasksTotal;
}

/** Everything the batch page shows, or null for a batch that does not exist. */
export async function loadBatchPage(id: string) {
  const batch = await getAdminBatch(id);
  if (!batch) return null;
  const done = sql<number>`(select count(*) from ${taskSignoffs} join ${practicalTasks} on ${practicalTasks.id} = ${taskSignoffs.task_id}
    where ${taskSignoffs.student_id} = ${outer("students", "id")} and ${practicalTasks.course_id} = ${batch.course_id})`.mapWith(Number);
  const [rows, [tasks], [settings], clashes] = await Promise.all([
    db
      .select({
        id: students.id,
        full_name: students.full_name,
        student_number: students.student_number,
        status: students.status,
        marked,
        present,
        tasksDone: done,
      })
      .from(students)
      .where(eq(students.batch_id, id))
      .orderBy(asc(students.full_name), asc(students.id)),
    db.select({ n: count() }).from(practicalTasks).where(eq(practicalTasks.course_id, batch.course_id)),
    db.select({ min: siteSettings.certificate_min_attendance }).from(siteSettings).where(eq(siteSettings.id, 1)).limit(1),
    findTrainerClashes(batch),
  ]);
  const tasksTotal = tasks?.n ?? 0;
  const minAttendance = settings?.min ?? BATCH_DEFAULTS.certificateMinAttendance;
  const list: BatchStudent[] = rows.map((r) => {
    const share = r.marked > 0 ? Math.floor((r.present * 100) / r.marked) : null;
    const figures = { ...r, attendance: share };
    return { ...figures, eligible: isEligible(figures, tasksTotal, minAttendance) };
  });
  return { batch, students: list, tasksTotal, minAttendance, clashes };
}
