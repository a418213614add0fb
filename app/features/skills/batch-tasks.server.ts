import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, eq, inArray } from "drizzle-orm";
import { data } from "react-router";
import { isUuid } from "#app/lib/ids";
import { indiaDate } from "#app/lib/india-time";
import { audit } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { batches, courses, practicalTasks, students, taskSignoffs } from "#app/server/db/schema";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { signoffIntentSchema } from "./skills-schemas";
import type { Staff } from "./staff";

/** A batch as the tasks page needs it; a 404 for an id that is not a batch's. */
export async function findTaskBatch(batchId: string | undefined) {
  const [batch] = isUuid(batchId)
    ? await db
        .select({
          id: batches.id,
          code: batches.code,
          status: batches.status,
          course_id: batches.course_id,
          course_name: courses.course_name,
          trainer_user_id: batches.trainer_user_id,
        })
        .from(batches)
        .innerJoin(courses, eq(courses.id, batches.course_id))
        .where(eq(batches.id, batchId))
        .limit(1)
    : [];
  if (!batch) throw data({ error: "Batch not found" }, { status: 404 });
  return batch;
}

export type TaskBatch = Awaited<ReturnType<typeof findTaskBatch>>;

/** The batch's students (names only: a trainer sees no contact details), the course's tasks, and who has signed off what. */
export async function loadBatchTasks(batch: TaskBatch) {
  const [people, tasks] = await Promise.all([
    db
      .select({ id: students.id, full_name: students.full_name, student_number: students.student_number, status: students.status })
      .from(students)
      .where(eq(students.batch_id, batch.id))
      .orderBy(asc(students.full_name), asc(students.student_number)),
    db
      .select({ id: practicalTasks.id, title: practicalTasks.title })
      .from(practicalTasks)
      .where(eq(practicalTasks.course_id, batch.course_id))
      .orderBy(asc(practicalTasks.position), asc(practicalTasks.created_at)),
  ]);
  const signed = people.length
    ? await db
        .select({ student_id: taskSignoffs.student_id, task_id: taskSignoffs.task_id, signed_on: taskSignoffs.signed_on })
        .from(taskSignoffs)
        .where(
          inArray(
            taskSignoffs.student_id,
            people.map((p) => p.id),
          ),
        )
    : [];
  const byStudent = new Map<string, Record<string, string>>();
  for (const s of signed) byStudent.set(s.student_id, { ...byStudent.get(s.student_id), [s.task_id]: s.signed_on });
  return {
    tasks,
    students: people.map((p) => ({ ...p, signed: byStudent.get(p.id) ?? {} })),
    today: indiaDate(),
  };
}

const FAILED = "Failed to save the sign-off";

/**
 * One button per task posts `do` = "sign:<task id>" or "undo:<task id>" with the student's
 * form (one date for all of them): read into the schema's `intent` and `task_id`.
 */
function intentFields(formData: FormData): FormData {
  const [intent, taskId] = String(formData.get("do") ?? "").split(":");
  if (intent && taskId) {
    formData.set("intent", intent);
    formData.set("task_id", taskId);
  }
  return formData;
}

/**
 * A trainer signs a task off for a student of their batch, with the date (today in India unless
 * they change it), or undoes it: the row is deleted and the audit entry keeps what was undone.
 * The student must sit in this batch and the task be its course's; the date not in the future.
 */
export async function batchTasksAction(request: Request, staff: Staff, batch: TaskBatch) {
  const submission = parseWithZod(intentFields(await request.formData()), { schema: signoffIntentSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).find((m) => m?.length)?.[0] ?? "Check the form and try again.";
    return refuse({ status: 400, title: FAILED, description: message });
  }
  const change = submission.value;
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, change.student_id), eq(students.batch_id, batch.id)))
    .limit(1);
  const [task] = await db
    .select({ id: practicalTasks.id, title: practicalTasks.title })
    .from(practicalTasks)
    .where(and(eq(practicalTasks.id, change.task_id), eq(practicalTasks.course_id, batch.course_id)))
    .limit(1);
  if (!student || !task)
    return refuse({ status: 404, title: FAILED, description: "This student or task is not in this batch. Reload the page." });
  const back = `${new URL(request.url).pathname}?student=${student.id}#student-${student.id}`;
  const key = and(eq(taskSignoffs.student_id, student.id), eq(taskSignoffs.task_id, task.id));
  if (change.intent === "undo") {
    const undone = await db.transaction(async (tx) => {
      const [row] = await tx.delete(taskSignoffs).where(key).returning();
      if (row)
        await audit({ adminUserId: staff.id, action: "task_signoff_undone", details: { batch_id: batch.id, ...signoffDetails(row) } }, tx);
      return row;
    });
    return redirectWithToast(back, {
      title: undone ? "Sign-off undone" : "This task was not signed off",
      type: undone ? "success" : "info",
    });
  }
  if (change.signed_on > indiaDate()) return refuse({ status: 400, title: FAILED, description: "The date cannot be in the future." });
  const signed = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taskSignoffs)
      .values({ student_id: student.id, task_id: task.id, signed_on: change.signed_on, signed_by: staff.id })
      .onConflictDoNothing()
      .returning();
    if (row) await audit({ adminUserId: staff.id, action: "task_signed_off", details: { batch_id: batch.id, ...signoffDetails(row) } }, tx);
    return row;
  });
  return redirectWithToast(back, { title: signed ? `Signed off: ${task.title}` : "Already signed off", type: signed ? "success" : "info" });
}

/** What the log keeps of a sign-off: ids and the date, never a name (decision 025). */
function signoffDetails(row: typeof taskSignoffs.$inferSelect) {
  return { student_id: row.student_id, task_id: row.task_id, signed_on: row.signed_on, signed_by: row.signed_by };
}
