import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyCertificate } from "#app/features/certificates/certificate-signing.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { certificateEligibility } from "#app/features/skills/index.server";
import type { BatchStatus } from "#app/lib/batch-vocabulary";
import { indiaDate } from "#app/lib/india-time";
import * as batchCertificatesRoute from "#app/routes/admin/batches/certificates/route";
import * as tasksRoute from "#app/routes/admin/batches/tasks/route";
import * as editCourseRoute from "#app/routes/admin/courses/edit/route";
import * as studentCertificateRoute from "#app/routes/admin/students/certificate/route";
import * as lookupRoute from "#app/routes/site/certificate";
import { db } from "#app/server/db/db.server";
import { attendance, batches, certificates, courses, practicalTasks, studentEvents, students, taskSignoffs } from "#app/server/db/schema";
import { account, type TestAccount } from "#tests/support/accounts";
import { logsFor } from "#tests/support/admin-logs";
import { callRoute, ROUTE_CONTEXT as context, multipartAs, type RouteFunction } from "#tests/support/call-route";

/**
 * Practical skills and earned certificates: the course editor's task list, a trainer's
 * sign-off and its undo, the eligibility rule (attendance with Late as present, every task),
 * issuing a student's certificate through the signed certificate flow, the super admin's
 * override, and a completed batch's certificates at once.
 */

const call = (fn: RouteFunction, who: TestAccount, url: string, params: Record<string, string>, form?: Record<string, string>) =>
  callRoute(() => fn({ request: form ? multipartAs(who, url, form) : getAs(who, url), params, context }));
const getAs = (who: TestAccount, url: string) => new Request(new URL(url, "http://localhost:3000"), { headers: { cookie: who.cookie } });

let admin: TestAccount;
let superAdmin: TestAccount;
let trainer: TestAccount;
let otherTrainer: TestAccount;
let courseId: string;

async function insertBatch(trainerId: string, status: BatchStatus = "running", course = courseId) {
  const [row] = await db
    .insert(batches)
    .values({
      course_id: course,
      code: `B-${Math.random().toString(36).slice(2, 8)}`,
      branch: "Main Campus",
      start_date: "2024-01-01",
      end_date: "2026-12-31",
      days: [1, 2, 3, 4, 5, 6],
      start_time: "10:00",
      end_time: "13:00",
      trainer_user_id: trainerId,
      capacity: 30,
      status,
    })
    .returning();
  return row;
}

let studentCounter = 0;
async function insertStudent(batchId: string, fullName: string) {
  studentCounter++;
  const [row] = await db
    .insert(students)
    .values({
      student_number: `STU-2026-${String(studentCounter).padStart(4, "0")}`,
      batch_id: batchId,
      full_name: fullName,
      phone: `98${String(studentCounter).padStart(8, "0")}`,
      admitted_on: "2024-01-01",
    })
    .returning();
  return row;
}

/** Marks days from 2024-01-01 on: `present`, `late` and `absent` of them, in that order. */
async function markDays(studentId: string, batchId: string, counts: { present?: number; late?: number; absent?: number }) {
  const marks = [
    ...Array<"present">(counts.present ?? 0).fill("present"),
    ...Array<"late">(counts.late ?? 0).fill("late"),
    ...Array<"absent">(counts.absent ?? 0).fill("absent"),
  ];
  const start = Date.UTC(2024, 0, 1);
  const rows = marks.map((mark, i) => ({
    student_id: studentId,
    batch_id: batchId,
    day: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    mark,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(attendance).values(rows.slice(i, i + 500));
}

async function courseTasks(course = courseId) {
  return db.select().from(practicalTasks).where(eq(practicalTasks.course_id, course)).orderBy(practicalTasks.position);
}

async function signAll(studentId: string, course = courseId) {
  const tasks = await courseTasks(course);
  if (tasks.length)
    await db.insert(taskSignoffs).values(tasks.map((t) => ({ student_id: studentId, task_id: t.id, signed_on: "2024-02-01" })));
}

async function insertCourse(name: string, code: string) {
  const [row] = await db.insert(courses).values({ course_name: name, course_code: code, duration_weeks: 12 }).returning({ id: courses.id });
  return row.id;
}

beforeAll(async () => {
  await ensureSiteSettings();
  admin = await account("admin");
  superAdmin = await account("super_admin");
  trainer = await account("trainer");
  otherTrainer = await account("trainer");
  courseId = await insertCourse("Mobile Repairing", "MOB-SK-1");
});

describe("the course editor's practical tasks", () => {
  const edit = (form: Record<string, string>) =>
    call(editCourseRoute.action, admin, `/admin/courses/${courseId}/edit`, { id: courseId }, form);

  it("adds, renames, moves and removes tasks, keeping ids, each audited", async () => {
    for (const title of ["Replace a charging port", "Reball a BGA chip", "Change a display"]) {
      const added = await edit({ intent: "task-add", title, title_hi: title === "Reball a BGA chip" ? "BGA चिप रीबॉल करना" : "" });
      expect(added).toMatchObject({ status: 302, toast: { title: "Practical task added" } });
      expect(added.location).toBe(`/admin/courses/${courseId}/edit#practical-tasks`);
    }
    let tasks = await courseTasks();
    expect(tasks.map((t) => [t.title, t.title_hi, t.position])).toEqual([
      ["Replace a charging port", null, 0],
      ["Reball a BGA chip", "BGA चिप रीबॉल करना", 1],
      ["Change a display", null, 2],
    ]);
    const [port, bga, display] = tasks;
    expect(await edit({ intent: "task-rename", task_id: port.id, title: "Replace a USB-C charging port", title_hi: "" })).toMatchObject({
      status: 302,
    });
    expect(await edit({ intent: "task-up", task_id: display.id })).toMatchObject({ status: 302, toast: { title: "Practical task moved" } });
    tasks = await courseTasks();
    expect(tasks.map((t) => t.id)).toEqual([port.id, display.id, bga.id]);
    expect(tasks[0].title).toBe("Replace a USB-C charging port");
    const [renamed] = await logsFor("practical_task_renamed");
    expect(renamed.details).toMatchObject({ task_id: port.id, before: { title: "Replace a charging port" } });
    expect((await logsFor("practical_task_added")).length).toBe(3);
    expect((await logsFor("practical_task_moved")).length).toBe(1);

    // The loader lists them for the editor, in order.
    const page = await call(editCourseRoute.loader, admin, `/admin/courses/${courseId}/edit`, { id: courseId });
    expect(((page.data?.tasks ?? []) as { id: string }[]).map((t) => t.id)).toEqual([port.id, display.id, bga.id]);
  });

  it("refuses bad input with a 400 and the message, writing nothing", async () => {
    const before = (await courseTasks()).length;
    const empty = await edit({ intent: "task-add", title: "   " });
    expect(empty).toMatchObject({ status: 400, data: { ok: false, error: "Task title is required" } });
    const long = await edit({ intent: "task-add", title: "x".repeat(201) });
    expect(long).toMatchObject({ status: 400, data: { error: "Task title must be at most 200 characters" } });
    const badId = await edit({ intent: "task-rename", task_id: "not-an-id", title: "X" });
    expect(badId).toMatchObject({ status: 400, data: { error: "Unknown practical task" } });
    const [first] = await courseTasks();
    const top = await edit({ intent: "task-up", task_id: first.id });
    expect(top).toMatchObject({ status: 400, data: { error: `“${first.title}” cannot move further.` } });
    expect((await courseTasks()).length).toBe(before);
  });

  it("removes a task with sign-offs only when its sign-offs are to go too", async () => {
    const batch = await insertBatch(trainer.id);
    const student = await insertStudent(batch.id, "Remove Case");
    const [{ id: taskId }] = await db
      .insert(practicalTasks)
      .values({ course_id: courseId, title: "Temporary task", position: 99 })
      .returning({ id: practicalTasks.id });
    await db.insert(taskSignoffs).values({ student_id: student.id, task_id: taskId, signed_on: "2024-02-01" });
    const refused = await edit({ intent: "task-remove", task_id: taskId });
    expect(refused).toMatchObject({
      status: 409,
      data: { error: "“Temporary task” is signed off for 1 student. Tick “Also delete its sign-offs” to remove it anyway." },
    });
    expect((await courseTasks()).some((t) => t.id === taskId)).toBe(true);
    const removed = await edit({ intent: "task-remove", task_id: taskId, remove_signoffs: "true" });
    expect(removed).toMatchObject({ status: 302, toast: { title: "Practical task removed" } });
    expect((await courseTasks()).some((t) => t.id === taskId)).toBe(false);
    expect((await courseTasks()).map((t) => t.position)).toEqual([0, 1, 2]);
    const [log] = await logsFor("practical_task_removed");
    expect(log.details).toMatchObject({ task_id: taskId, signoffs_removed: 1 });
  });

  it("the course form itself still saves through the same action", async () => {
    const answer = await edit({ course_name: "", course_code: "MOB-SK-1", course_type: "mobile_repair" });
    expect(answer.status).toBe(400);
  });
});

describe("signing practical tasks off", () => {
  it("a trainer signs a task off for a student of their batch and undoes it, both audited", async () => {
    const batch = await insertBatch(trainer.id);
    const student = await insertStudent(batch.id, "Asha Kumari");
    const [task] = await courseTasks();
    const url = `/admin/batches/${batch.id}/tasks`;
    const page = await call(tasksRoute.loader, trainer, url, { id: batch.id });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ today: indiaDate(), students: [{ id: student.id, full_name: "Asha Kumari", signed: {} }] });
    expect(page.data?.students).not.toContainEqual(expect.objectContaining({ phone: expect.anything() }));

    const signed = await call(
      tasksRoute.action,
      trainer,
      url,
      { id: batch.id },
      {
        student_id: student.id,
        signed_on: "2026-01-15",
        do: `sign:${task.id}`,
      },
    );
    expect(signed).toMatchObject({ status: 302, toast: { title: `Signed off: ${task.title}` } });
    expect(signed.location).toBe(`${url}?student=${student.id}#student-${student.id}`);
    const [row] = await db.select().from(taskSignoffs).where(eq(taskSignoffs.student_id, student.id));
    expect(row).toMatchObject({ task_id: task.id, signed_on: "2026-01-15", signed_by: trainer.id });
    const [signLog] = await logsFor("task_signed_off");
    expect(signLog).toMatchObject({
      admin_user_id: trainer.id,
      details: { student_id: student.id, task_id: task.id, signed_on: "2026-01-15" },
    });

    const undone = await call(tasksRoute.action, trainer, url, { id: batch.id }, { student_id: student.id, do: `undo:${task.id}` });
    expect(undone).toMatchObject({ status: 302, toast: { title: "Sign-off undone" } });
    expect(await db.select().from(taskSignoffs).where(eq(taskSignoffs.student_id, student.id))).toEqual([]);
    const [undoLog] = await logsFor("task_signoff_undone");
    expect(undoLog).toMatchObject({
      admin_user_id: trainer.id,
      details: { batch_id: batch.id, student_id: student.id, task_id: task.id, signed_on: "2026-01-15", signed_by: trainer.id },
    });
  });

  it("a trainer of another batch gets 404 for its page and its action; bad input is a 400", async () => {
    const batch = await insertBatch(trainer.id);
    const student = await insertStudent(batch.id, "Ravi Singh");
    const [task] = await courseTasks();
    const url = `/admin/batches/${batch.id}/tasks`;
    expect((await call(tasksRoute.loader, otherTrainer, url, { id: batch.id })).status).toBe(404);
    const form = { student_id: student.id, signed_on: indiaDate(), do: `sign:${task.id}` };
    expect((await call(tasksRoute.action, otherTrainer, url, { id: batch.id }, form)).status).toBe(404);
    expect(await db.select().from(taskSignoffs).where(eq(taskSignoffs.student_id, student.id))).toEqual([]);
    // An admin teaches every batch.
    expect((await call(tasksRoute.loader, admin, url, { id: batch.id })).status).toBe(200);
    // A batch that does not exist, and one that is not a uuid.
    expect((await call(tasksRoute.loader, admin, "/admin/batches/x/tasks", { id: "x" })).status).toBe(404);

    const future = await call(tasksRoute.action, trainer, url, { id: batch.id }, { ...form, signed_on: indiaDate(new Date(), 2) });
    expect(future).toMatchObject({ status: 400, data: { error: "The date cannot be in the future." } });
    const badDate = await call(tasksRoute.action, trainer, url, { id: batch.id }, { ...form, signed_on: "31-12-2025" });
    expect(badDate).toMatchObject({ status: 400, data: { error: "Date must be a valid date" } });
    const noTask = await call(tasksRoute.action, trainer, url, { id: batch.id }, { student_id: student.id, signed_on: indiaDate() });
    expect(noTask.status).toBe(400);
    // A student of another batch, through this batch's page.
    const elsewhere = await insertStudent((await insertBatch(otherTrainer.id)).id, "Elsewhere");
    const wrong = await call(tasksRoute.action, trainer, url, { id: batch.id }, { ...form, student_id: elsewhere.id });
    expect(wrong.status).toBe(404);
    expect(await db.select().from(taskSignoffs).where(eq(taskSignoffs.student_id, student.id))).toEqual([]);
  });
});

describe("certificate eligibility", () => {
  it("needs the minimum attendance (79.9% is not 80%), counts Late as present, and every task", async () => {
    const batch = await insertBatch(trainer.id);
    const below = await insertStudent(batch.id, "Below Line");
    const exact = await insertStudent(batch.id, "Exactly Eighty");
    const late = await insertStudent(batch.id, "Late Comer");
    const missing = await insertStudent(batch.id, "Missing Task");
    const nothing = await insertStudent(batch.id, "Not Marked");
    await markDays(below.id, batch.id, { present: 799, absent: 201 });
    await markDays(exact.id, batch.id, { present: 800, absent: 200 });
    await markDays(late.id, batch.id, { present: 6, late: 2, absent: 2 });
    await markDays(missing.id, batch.id, { present: 10 });
    for (const s of [below, exact, late, nothing]) await signAll(s.id);
    const tasks = await courseTasks();
    await db.insert(taskSignoffs).values(tasks.slice(1).map((t) => ({ student_id: missing.id, task_id: t.id, signed_on: "2024-02-01" })));

    const result = await certificateEligibility([below.id, exact.id, late.id, missing.id, nothing.id]);
    expect(result.get(below.id)).toMatchObject({
      attendancePercent: 79.9,
      eligible: false,
      reasons: ["Attendance 79.9% (needs 80%)"],
    });
    expect(result.get(exact.id)).toMatchObject({ attendancePercent: 80, eligible: true, reasons: [] });
    expect(result.get(late.id)).toMatchObject({ marked: 10, attended: 8, attendancePercent: 80, eligible: true });
    expect(result.get(missing.id)).toMatchObject({
      tasksDone: tasks.length - 1,
      tasksTotal: tasks.length,
      eligible: false,
      reasons: [`1 of ${tasks.length} practical tasks still to sign off`],
    });
    expect(result.get(nothing.id)).toMatchObject({ attendancePercent: null, eligible: false, reasons: ["No attendance marked yet"] });
  });
});

describe("issuing a student's certificate", () => {
  async function eligibleStudent(name: string, batchId?: string) {
    const batch = batchId ?? (await insertBatch(trainer.id)).id;
    const student = await insertStudent(batch, name);
    await markDays(student.id, batch, { present: 9, late: 1 });
    await signAll(student.id);
    return student;
  }
  const issue = (who: TestAccount, studentId: string, form: Record<string, string> = {}) =>
    call(studentCertificateRoute.action, who, `/admin/students/${studentId}/certificate`, { id: studentId }, form);

  it("issues a signed certificate linked to the student, verifiable on /certificate?id=, and only once", async () => {
    const student = await eligibleStudent("Priya Sharma");
    const page = await call(studentCertificateRoute.loader, admin, `/admin/students/${student.id}/certificate`, { id: student.id });
    expect(page.data?.card).toMatchObject({ eligibility: { eligible: true }, certificate: null, canOverride: false });

    const answer = await issue(admin, student.id);
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/students/${student.id}/certificate`,
      toast: { title: "Certificate issued" },
    });
    const [row] = await db.select().from(certificates).where(eq(certificates.student_id, student.id));
    const year = indiaDate().slice(0, 4);
    expect(row).toMatchObject({
      student_name: "Priya Sharma",
      course_name: "Mobile Repairing",
      course_id: courseId,
      duration: "12 weeks",
      issue_date: indiaDate(),
    });
    expect(row.certificate_id).toMatch(new RegExp(`^STI-${year}-\\d{4}$`));
    expect(row.approved_by.length).toBeGreaterThan(0);
    expect(answer.toast?.description).toBe(`${row.certificate_id} for Priya Sharma`);
    expect(await verifyCertificate(row)).toBe("valid");

    const lookup = (await lookupRoute.loader({
      request: new Request(`http://localhost:3000/certificate?id=${encodeURIComponent(row.certificate_id)}`),
      params: {},
      context,
    } as never)) as unknown as { data: { lookup: { status: string; certificate: { record: string; student_name: string } } } };
    expect(lookup.data.lookup).toMatchObject({ status: "found", certificate: { record: "valid", student_name: "Priya Sharma" } });

    const [event] = await db.select().from(studentEvents).where(eq(studentEvents.student_id, student.id));
    expect(event).toMatchObject({ type: "certificate_issued", actor_id: admin.id, details: { certificate_id: row.certificate_id } });
    const [log] = await logsFor("certificate_created");
    expect(log.details).toEqual({
      id: row.id,
      certificate_id: row.certificate_id,
      course_name: "Mobile Repairing",
      student_id: student.id,
    });

    const again = await issue(admin, student.id);
    expect(again).toMatchObject({ status: 409, data: { error: `This student already has certificate ${row.certificate_id}.` } });
    expect((await db.select().from(certificates).where(eq(certificates.student_id, student.id))).length).toBe(1);
    const shown = await call(studentCertificateRoute.loader, admin, `/admin/students/${student.id}/certificate`, { id: student.id });
    expect(shown.data?.card).toMatchObject({ certificate: { certificate_id: row.certificate_id } });
  });

  it("two admins at once link one certificate to the student", async () => {
    const student = await eligibleStudent("Race Case");
    const answers = await Promise.all([issue(admin, student.id), issue(superAdmin, student.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409]);
    const linked = await db.select().from(certificates).where(eq(certificates.student_id, student.id));
    expect(linked.length).toBe(1);
    expect((await db.select().from(certificates).where(eq(certificates.student_name, "Race Case"))).length).toBe(1);
  });

  it("refuses a student who is not eligible; a super admin issues anyway with a reason, audited", async () => {
    const batch = await insertBatch(trainer.id);
    const student = await insertStudent(batch.id, "Kiran Patel");
    await markDays(student.id, batch.id, { present: 7, absent: 3 });
    const refused = await issue(admin, student.id);
    expect(refused.status).toBe(400);
    expect(refused.data?.error).toBe(
      `Not eligible yet: Attendance 70% (needs 80%); ${(await courseTasks()).length} of ${(await courseTasks()).length} practical tasks still to sign off.`,
    );
    expect(await issue(admin, student.id, { override: "true", reason: "Medical leave, tasks shown in person" })).toMatchObject({
      status: 403,
    });
    const noReason = await issue(superAdmin, student.id, { override: "true", reason: " " });
    expect(noReason).toMatchObject({ status: 400, data: { error: "A reason is required to issue anyway" } });
    expect(await db.select().from(certificates).where(eq(certificates.student_id, student.id))).toEqual([]);

    const reason = "Medical leave, tasks shown in person";
    const issued = await issue(superAdmin, student.id, { override: "true", reason });
    expect(issued).toMatchObject({ status: 302, toast: { title: "Certificate issued" } });
    const [row] = await db.select().from(certificates).where(eq(certificates.student_id, student.id));
    const [log] = await logsFor("certificate_issued_anyway");
    expect(log).toMatchObject({
      admin_user_id: superAdmin.id,
      details: { student_id: student.id, certificate_id: row.certificate_id, reason_length: reason.length },
    });
    expect(JSON.stringify(log.details)).not.toContain("Medical");
    const [event] = await db
      .select()
      .from(studentEvents)
      .where(and(eq(studentEvents.student_id, student.id), eq(studentEvents.type, "certificate_issued")));
    expect(event.details).toMatchObject({ override: true, reason });
  });

  it("is for admins only: a trainer is refused, an unknown student is a 404", async () => {
    const student = await eligibleStudent("Trainer Tries");
    const asTrainer = await issue(trainer, student.id);
    expect(asTrainer.status === 403 || asTrainer.toast?.title === "Access Denied").toBe(true);
    expect(await db.select().from(certificates).where(eq(certificates.student_id, student.id))).toEqual([]);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await issue(admin, unknown)).status).toBe(404);
    expect((await call(studentCertificateRoute.loader, admin, "/admin/students/nope/certificate", { id: "nope" })).status).toBe(404);
  });
});

describe("a completed batch's certificates at once", () => {
  it("issues to every eligible student and sums up the others with their reason", async () => {
    const batch = await insertBatch(trainer.id, "running");
    const ready = [await insertStudent(batch.id, "Anil Kumar"), await insertStudent(batch.id, "Bina Rawat")];
    for (const s of ready) {
      await markDays(s.id, batch.id, { present: 10 });
      await signAll(s.id);
    }
    const short = await insertStudent(batch.id, "Chetan Das");
    await markDays(short.id, batch.id, { present: 5, absent: 5 });
    await signAll(short.id);
    const url = `/admin/batches/${batch.id}/certificates`;

    const page = await call(batchCertificatesRoute.loader, admin, url, { id: batch.id });
    expect(((page.data?.ready ?? []) as { full_name: string }[]).map((r) => r.full_name)).toEqual(["Anil Kumar", "Bina Rawat"]);
    expect(page.data?.others).toMatchObject([{ full_name: "Chetan Das", eligibility: { reasons: ["Attendance 50% (needs 80%)"] } }]);

    const notYet = await call(batchCertificatesRoute.action, admin, url, { id: batch.id }, {});
    expect(notYet).toMatchObject({ status: 400, data: { error: "Certificates are issued to a batch once it is completed." } });

    await db.update(batches).set({ status: "completed" }).where(eq(batches.id, batch.id));
    const done = await call(batchCertificatesRoute.action, admin, url, { id: batch.id }, {});
    expect(done).toMatchObject({
      status: 302,
      location: url,
      toast: { title: "Issued 2 certificates.", description: "1 student is not eligible: Chetan Das (Attendance 50% (needs 80%))." },
    });
    for (const s of ready) expect((await db.select().from(certificates).where(eq(certificates.student_id, s.id))).length).toBe(1);
    expect(await db.select().from(certificates).where(eq(certificates.student_id, short.id))).toEqual([]);

    const twice = await call(batchCertificatesRoute.action, admin, url, { id: batch.id }, {});
    expect(twice.toast?.title).toBe("Issued 0 certificates.");
    const after = await call(batchCertificatesRoute.loader, admin, url, { id: batch.id });
    expect(((after.data?.issued ?? []) as unknown[]).length).toBe(2);

    const asTrainer = await call(batchCertificatesRoute.action, trainer, url, { id: batch.id }, {});
    expect(asTrainer.status === 403 || asTrainer.toast?.title === "Access Denied").toBe(true);
  });
});
