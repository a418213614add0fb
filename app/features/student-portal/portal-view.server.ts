import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { attendanceSummaries } from "#app/features/attendance/index.server";
import { type DuePaymentOptionsData, duePaymentOptionsFor, type StudentFees, studentFees } from "#app/features/fees/index.server";
import { getSiteSettings } from "#app/features/settings/index.server";
import type { Eligibility } from "#app/features/skills";
import { certificateEligibility } from "#app/features/skills/index.server";
import { indiaDate, indiaDateTimeLocal } from "#app/lib/india-time";
import { db } from "#app/server/db/db.server";
import { batches, certificates, courses, practicalTasks, students, taskSignoffs, user } from "#app/server/db/schema";
import { classesNeeded, mapLink, nextClassDay } from "./course-figures";
import type { LinkedStudent } from "./linked-students.server";

/** One student as the portal shows them: course, attendance, tasks, fees and certificate. */
export type PortalStudent = Awaited<ReturnType<typeof loadPortalStudents>>[number];

async function studentRows(ids: string[]) {
  return db
    .select({
      id: students.id,
      number: students.student_number,
      name: students.full_name,
      status: students.status,
      batchCode: batches.code,
      branch: batches.branch,
      days: batches.days,
      startDate: batches.start_date,
      endDate: batches.end_date,
      startTime: batches.start_time,
      endTime: batches.end_time,
      batchStatus: batches.status,
      courseId: courses.id,
      course: courses.course_name,
      courseHi: courses.name_hi,
      trainer: user.name,
    })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batch_id))
    .innerJoin(courses, eq(courses.id, batches.course_id))
    .leftJoin(user, eq(user.id, batches.trainer_user_id))
    .where(inArray(students.id, ids));
}

/** Each practical task of the students' courses, and whether the student has it signed off. */
async function tasksOf(rows: { id: string; courseId: string }[]) {
  const courseIds = [...new Set(rows.map((r) => r.courseId))];
  const [tasks, done] = await Promise.all([
    db
      .select({ id: practicalTasks.id, courseId: practicalTasks.course_id, title: practicalTasks.title, titleHi: practicalTasks.title_hi })
      .from(practicalTasks)
      .where(inArray(practicalTasks.course_id, courseIds))
      .orderBy(asc(practicalTasks.position), asc(practicalTasks.created_at)),
    db
      .select({ studentId: taskSignoffs.student_id, taskId: taskSignoffs.task_id })
      .from(taskSignoffs)
      .where(
        inArray(
          taskSignoffs.student_id,
          rows.map((r) => r.id),
        ),
      ),
  ]);
  const signed = new Set(done.map((d) => `${d.studentId}:${d.taskId}`));
  return (studentId: string, courseId: string) =>
    tasks
      .filter((t) => t.courseId === courseId)
      .map((t) => ({ title: t.title, titleHi: t.titleHi, done: signed.has(`${studentId}:${t.id}`) }));
}

async function certificatesOf(ids: string[]) {
  const rows = await db
    .select({ studentId: certificates.student_id, certificateId: certificates.certificate_id, issueDate: certificates.issue_date })
    .from(certificates)
    .where(and(inArray(certificates.student_id, ids), isNull(certificates.revoked_at)));
  return new Map(rows.map((r) => [r.studentId, r]));
}

type Money = { fees: StudentFees; pay: DuePaymentOptionsData };

async function moneyOf(ids: string[], today: string): Promise<Map<string, Money>> {
  const entries = await Promise.all(
    ids.map(async (id) => [id, { fees: await studentFees(id, today), pay: await duePaymentOptionsFor(id) }] as const),
  );
  return new Map(entries);
}

/**
 * Everything the portal page shows for the students linked to the signed-in number, through the
 * other features' own summaries (attendance, skills' eligibility, fees): nothing is re-counted here.
 * `linked` comes from studentsOfPhone, so only those students are ever read.
 */
export async function loadPortalStudents(linked: readonly LinkedStudent[], now = new Date()) {
  const ids = linked.map((s) => s.id);
  if (!ids.length) return [];
  const today = indiaDate(now);
  const nowTime = indiaDateTimeLocal(now).slice(11, 16);
  const rows = await studentRows(ids);
  const [eligibility, attendance, taskList, certs, money, settings] = await Promise.all([
    certificateEligibility(ids),
    attendanceSummaries(ids),
    tasksOf(rows),
    certificatesOf(ids),
    moneyOf(ids, today),
    getSiteSettings(),
  ]);
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    const judged = eligibility.get(id) as Eligibility | undefined;
    const fees = money.get(id);
    if (!row || !judged || !fees) return [];
    return [
      {
        ...row,
        isGuardian: linked.find((s) => s.id === id)?.isGuardian ?? false,
        mapUrl: mapLink(row.branch, settings.address),
        nextClass: nextClassDay(
          { days: row.days, start_date: row.startDate, end_date: row.endDate, start_time: row.startTime, status: row.batchStatus },
          today,
          nowTime,
        ),
        attendance: {
          percent: judged.attendancePercent,
          marked: judged.marked,
          missed: attendance.get(id)?.absent ?? 0,
          minimum: judged.minAttendance,
          needed: classesNeeded(judged.attended, judged.marked, judged.minAttendance),
        },
        tasks: taskList(id, row.courseId),
        eligibility: { eligible: judged.eligible, tasksLeft: judged.tasksTotal - judged.tasksDone },
        certificate: certs.get(id) ?? null,
        fees: fees.fees,
        pay: fees.pay,
      },
    ];
  });
}
