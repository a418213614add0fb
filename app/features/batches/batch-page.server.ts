import { asc, count, eq } from "drizzle-orm";
import { batchSettings } from "#app/features/settings/index.server";
import { certificateEligibility } from "#app/features/skills/index.server";
import { db } from "#app/server/db/db.server";
import { practicalTasks, students } from "#app/server/db/schema";
import { findTrainerClashes, getAdminBatch } from "./batches-admin.server";

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
  /** Why not eligible, in staff's words; empty when eligible. */
  reasons: string[];
};

/** Everything the batch page shows, or null for a batch that does not exist. */
export async function loadBatchPage(id: string) {
  const batch = await getAdminBatch(id);
  if (!batch) return null;
  const [rows, [tasks], settings, clashes] = await Promise.all([
    db
      .select({ id: students.id, full_name: students.full_name, student_number: students.student_number, status: students.status })
      .from(students)
      .where(eq(students.batch_id, id))
      .orderBy(asc(students.full_name), asc(students.id)),
    db.select({ n: count() }).from(practicalTasks).where(eq(practicalTasks.course_id, batch.course_id)),
    batchSettings(),
    findTrainerClashes(batch),
  ]);
  // The certificate rule and its figures are the skills feature's: one count of attendance and tasks.
  const eligibility = await certificateEligibility(rows.map((r) => r.id));
  const tasksTotal = tasks?.n ?? 0;
  const minAttendance = settings.certificateMinAttendance;
  const list: BatchStudent[] = rows.map((r) => {
    const e = eligibility.get(r.id);
    const attendance = e?.attendancePercent == null ? null : Math.floor(e.attendancePercent);
    return {
      ...r,
      marked: e?.marked ?? 0,
      present: e?.attended ?? 0,
      attendance,
      tasksDone: e?.tasksDone ?? 0,
      eligible: e?.eligible ?? false,
      reasons: e?.reasons ?? [],
    };
  });
  return { batch, students: list, tasksTotal, minAttendance, clashes };
}
