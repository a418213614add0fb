import { parseWithZod } from "@conform-to/zod/v4";
import { asc, count, eq, sql } from "drizzle-orm";
import { audit } from "#app/server/db/audit.server";
import { db, type Transaction } from "#app/server/db/db.server";
import { courses, practicalTasks, taskSignoffs } from "#app/server/db/schema";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { type CourseTaskIntent, courseTaskIntentSchema } from "./skills-schemas";

/** A course's practical tasks in order, each with how many students have it signed off. */
export async function listCourseTasks(courseId: string) {
  return db
    .select({
      id: practicalTasks.id,
      title: practicalTasks.title,
      title_hi: practicalTasks.title_hi,
      position: practicalTasks.position,
      signoffs: sql<number>`(select count(*) from ${taskSignoffs} where ${taskSignoffs.task_id} = ${practicalTasks.id})::int`,
    })
    .from(practicalTasks)
    .where(eq(practicalTasks.course_id, courseId))
    .orderBy(asc(practicalTasks.position), asc(practicalTasks.created_at));
}

const FAILED = "Failed to save practical tasks";

const AUDIT_ACTIONS: Record<CourseTaskIntent["intent"], string> = {
  "task-add": "practical_task_added",
  "task-rename": "practical_task_renamed",
  "task-up": "practical_task_moved",
  "task-down": "practical_task_moved",
  "task-remove": "practical_task_removed",
};

type Refused = { status: number; message: string };
type Done = { toast: string; details: Record<string, unknown> };

/**
 * The "Practical tasks" section of the course editor: add, rename, move up or down, remove.
 * Each task keeps its id through renames and moves, so sign-offs stay with it. Removing a
 * task some student has signed off is refused unless "Also delete its sign-offs" is ticked
 * (decision "Practical tasks and earned certificates"). Audited; back to the editor.
 */
export async function courseTasksAction(request: Request, formData: FormData, adminId: string, courseId: string) {
  const submission = parseWithZod(formData, { schema: courseTaskIntentSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).find((m) => m?.length)?.[0] ?? "Check the task and try again.";
    return refuse({ status: 400, title: FAILED, description: message });
  }
  const outcome = await db.transaction((tx) => applyTaskChange(tx, courseId, submission.value));
  if ("message" in outcome) return refuse({ status: outcome.status, title: FAILED, description: outcome.message });
  await audit({
    adminUserId: adminId,
    action: AUDIT_ACTIONS[submission.value.intent],
    details: { course_id: courseId, ...outcome.details },
  });
  const back = new URL(request.url);
  return redirectWithToast(`${back.pathname}${back.search}#practical-tasks`, { title: outcome.toast, type: "success" });
}

async function applyTaskChange(tx: Transaction, courseId: string, change: CourseTaskIntent): Promise<Done | Refused> {
  // One course's list changes one writer at a time: positions stay consecutive.
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("update");
  const tasks = await tx
    .select({ id: practicalTasks.id, title: practicalTasks.title, title_hi: practicalTasks.title_hi })
    .from(practicalTasks)
    .where(eq(practicalTasks.course_id, courseId))
    .orderBy(asc(practicalTasks.position), asc(practicalTasks.created_at));
  if (change.intent === "task-add") {
    const [row] = await tx
      .insert(practicalTasks)
      .values({ course_id: courseId, title: change.title, title_hi: change.title_hi, position: tasks.length })
      .returning({ id: practicalTasks.id });
    return { toast: "Practical task added", details: { task_id: row.id, title: change.title } };
  }
  const index = tasks.findIndex((t) => t.id === change.task_id);
  if (index < 0) return { status: 404, message: "This practical task no longer exists. Reload the page." };
  const task = tasks[index];
  if (change.intent === "task-rename") {
    await tx.update(practicalTasks).set({ title: change.title, title_hi: change.title_hi }).where(eq(practicalTasks.id, task.id));
    const before = { title: task.title, title_hi: task.title_hi };
    return {
      toast: "Practical task saved",
      details: { task_id: task.id, before, after: { title: change.title, title_hi: change.title_hi } },
    };
  }
  if (change.intent === "task-remove") return removeTask(tx, tasks, index, change.remove_signoffs);
  const to = change.intent === "task-up" ? index - 1 : index + 1;
  if (to < 0 || to >= tasks.length) return { status: 400, message: `“${task.title}” cannot move further.` };
  const order = tasks.map((t) => t.id);
  [order[index], order[to]] = [order[to], order[index]];
  await renumber(tx, order);
  return { toast: "Practical task moved", details: { task_id: task.id, from: index + 1, to: to + 1 } };
}

async function removeTask(tx: Transaction, tasks: { id: string; title: string }[], index: number, withSignoffs: boolean) {
  const task = tasks[index];
  const [{ n }] = await tx.select({ n: count() }).from(taskSignoffs).where(eq(taskSignoffs.task_id, task.id));
  if (n > 0 && !withSignoffs) {
    const students = n === 1 ? "1 student" : `${n} students`;
    return {
      status: 409,
      message: `“${task.title}” is signed off for ${students}. Tick “Also delete its sign-offs” to remove it anyway.`,
    };
  }
  await tx.delete(practicalTasks).where(eq(practicalTasks.id, task.id));
  await renumber(
    tx,
    tasks.filter((t) => t.id !== task.id).map((t) => t.id),
  );
  return { toast: "Practical task removed", details: { task_id: task.id, title: task.title, signoffs_removed: n } };
}

/** Positions 0..n-1 in the given order. */
async function renumber(tx: Transaction, order: string[]) {
  for (const [position, id] of order.entries()) await tx.update(practicalTasks).set({ position }).where(eq(practicalTasks.id, id));
}
