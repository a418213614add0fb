import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withBatchInstances } from "#app/features/batches";
import { recountCourseSeats } from "#app/features/batches/index.server";
import { batchSeats } from "#app/features/batches/upcoming-batches";
import { translatorFor } from "#app/i18n/i18n";
import { seatLabel } from "#app/lib/course-card-state";
import { courseJsonLd } from "#app/lib/course-jsonld";
import { jsonLd } from "#app/lib/seo";
import * as detailRoute from "#app/routes/admin/batches/detail/route";
import * as editRoute from "#app/routes/admin/batches/edit/route";
import * as newRoute from "#app/routes/admin/batches/new/route";
import * as listRoute from "#app/routes/admin/batches/route";
import * as settingsRoute from "#app/routes/admin/settings/route";
import * as courseRoute from "#app/routes/site/course";
import { db } from "#app/server/db/db.server";
import { adminLogs, attendance, batches, courses, leads, practicalTasks, students, taskSignoffs } from "#app/server/db/schema";
import { account, requestAs, type TestAccount } from "#tests/support/accounts";
import { SETTINGS_FORM } from "#tests/support/admin-forms";
import { logsFor } from "#tests/support/admin-logs";
import { callRoute, ROUTE_CONTEXT, type RouteOutcome } from "#tests/support/call-route";

/**
 * Batches (decision "Batch seats and the course's seat fields"): the editor's checks and
 * suggestions, the trainer clash warning, the guarded delete, the batch page's figures, seats
 * and the public course page's upcoming batches with their CourseInstance JSON-LD.
 */

let admin: TestAccount;
let trainer: TestAccount;
let course: typeof courses.$inferSelect;
let otherCourse: typeof courses.$inferSelect;

/** A urlencoded POST as the editor sends it (the days repeat). */
function post(url: string, fields: Record<string, string | readonly string[]>): Request {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  const full = new URL(url, "http://localhost:3000");
  return new Request(full, { method: "POST", headers: { origin: full.origin, cookie: admin.cookie }, body });
}
const get = (url: string) => new Request(new URL(url, "http://localhost:3000"), { headers: { cookie: admin.cookie } });

const create = (fields: Record<string, string | readonly string[]>) =>
  callRoute(() => newRoute.action({ request: post("/admin/batches/new", fields), params: {}, context: ROUTE_CONTEXT } as never));
const update = (id: string, fields: Record<string, string | readonly string[]>) =>
  callRoute(() =>
    editRoute.action({ request: post(`/admin/batches/${id}/edit`, fields), params: { id }, context: ROUTE_CONTEXT } as never),
  );
const remove = (id: string, confirmed = true) =>
  callRoute(() =>
    listRoute.action({
      request: post("/admin/batches", { intent: "delete", id, ...(confirmed ? { confirmed: "1" } : {}) }),
      params: {},
      context: ROUTE_CONTEXT,
    } as never),
  );
const batchPage = (id: string) =>
  callRoute(() => detailRoute.loader({ request: get(`/admin/batches/${id}`), params: { id }, context: ROUTE_CONTEXT } as never));

const valid = () => ({
  course_id: course.id,
  code: "",
  branch: "Main Campus",
  start_date: "2030-07-01",
  end_date: "",
  days: ["1", "2", "3", "4", "5", "6"],
  start_time: "10:00",
  end_time: "13:00",
  trainer_user_id: trainer.id,
  capacity: "",
  status: "open",
});

const idOf = (outcome: RouteOutcome) => (outcome.location ?? "").split("/").pop() ?? "";
const errorsOf = (outcome: RouteOutcome) =>
  Object.fromEntries(
    Object.entries((outcome.data?.error ?? {}) as Record<string, string[] | null>).flatMap(([k, v]) => (v?.length ? [[k, v[0]]] : [])),
  );
const rowOf = async (id: string) => (await db.select().from(batches).where(eq(batches.id, id)))[0];

let studentNo = 0;
async function addStudent(batchId: string, status: "studying" | "completed" | "dropped_out" = "studying", leadId: string | null = null) {
  studentNo++;
  const [row] = await db
    .insert(students)
    .values({
      student_number: `STU-2030-${String(studentNo).padStart(4, "0")}`,
      batch_id: batchId,
      lead_id: leadId,
      full_name: `Student ${studentNo}`,
      phone: `98${String(studentNo).padStart(8, "0")}`,
      admitted_on: "2030-07-01",
      status,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  admin = await account("admin");
  trainer = await account("trainer");
  [course, otherCourse] = await db
    .insert(courses)
    .values([
      { course_name: "Mobile Repair Course", course_code: "MRC", duration_weeks: 8, max_students: 12, currently_enrolled: 5 },
      { course_name: "Laptop Repair Course", course_code: "LRC", duration_weeks: 6, max_students: 20, currently_enrolled: 7 },
    ])
    .returning();
});

describe("the batch editor", () => {
  it("creates a batch with the suggested code, end date and capacity, audited, and opens its page", async () => {
    const result = await create(valid());
    expect(result).toMatchObject({ status: 302, toast: { title: "Batch created successfully", type: "success" } });
    expect(result.location).toMatch(/^\/admin\/batches\/[0-9a-f-]{36}$/);
    const row = await rowOf(idOf(result));
    expect(row).toMatchObject({
      code: "MRC-2030-07",
      branch: "Main Campus",
      start_date: "2030-07-01",
      // 8 weeks, the start day included.
      end_date: "2030-08-25",
      days: [1, 2, 3, 4, 5, 6],
      start_time: "10:00:00",
      end_time: "13:00:00",
      trainer_user_id: trainer.id,
      capacity: 12,
      status: "open",
    });
    const [log] = await logsFor("batch_created");
    expect(log).toMatchObject({ admin_user_id: admin.id, details: { batch_id: row.id, code: "MRC-2030-07", course_id: course.id } });

    // The same course and month again: the next free code.
    const again = await create({ ...valid(), trainer_user_id: "" });
    expect((await rowOf(idOf(again))).code).toBe("MRC-2030-07-2");
  });

  it("refuses bad input with 400 and the field's message, and writes nothing", async () => {
    const [{ n: before }] = await db.select({ n: count() }).from(batches);
    const [{ n: logsBefore }] = await db.select({ n: count() }).from(adminLogs);
    const cases: [Record<string, string | string[]>, Record<string, string>][] = [
      [{ course_id: "" }, { course_id: "Please select a course" }],
      [{ course_id: "00000000-0000-4000-8000-000000000000" }, { course_id: "Please select a course" }],
      [{ branch: "" }, { branch: "Please select a branch" }],
      [{ branch: "Mars Campus" }, { branch: "Please select a branch from the list" }],
      [{ start_date: "" }, { start_date: "Start date is required" }],
      [{ start_date: "2030-02-30" }, { start_date: "Start date must be a valid date" }],
      [{ end_date: "2030-06-01" }, { end_date: "End date cannot be before the start date" }],
      [{ days: [] }, { days: "Choose at least one day" }],
      [{ days: ["1", "9"] }, { "days[1]": "Choose days from Monday to Sunday" }],
      [{ start_time: "" }, { start_time: "Start time is required" }],
      [{ start_time: "25:00" }, { start_time: "Start time must be a time, e.g. 10:00" }],
      [{ end_time: "10:00" }, { end_time: "End time must be after the start time" }],
      [{ end_time: "09:30" }, { end_time: "End time must be after the start time" }],
      [{ capacity: "0" }, { capacity: "Capacity must be at least 1" }],
      [{ capacity: "2.5" }, { capacity: "Capacity must be a whole number" }],
      [{ status: "paused" }, { status: "Please select a status" }],
      [{ trainer_user_id: admin.id.replace(/.$/, "x") }, { trainer_user_id: "Please select a trainer from the list" }],
      [{ code: "MRC 2030/07!" }, { code: "Use letters, digits and dashes only, e.g. MRC-2026-07" }],
    ];
    for (const [change, errors] of cases) {
      const result = await create({ ...valid(), ...change });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.toast, JSON.stringify(change)).toMatchObject({ title: "Failed to save batch", type: "error" });
      expect(errorsOf(result), JSON.stringify(change)).toMatchObject(errors);
    }
    const [{ n: after }] = await db.select({ n: count() }).from(batches);
    const [{ n: logsAfter }] = await db.select({ n: count() }).from(adminLogs);
    expect(after).toBe(before);
    expect(logsAfter).toBe(logsBefore);
  });

  it("refuses a code another batch has, whatever its case", async () => {
    // Codes are kept in capitals: "dup-code-1" is stored as DUP-CODE-1.
    expect((await create({ ...valid(), code: "dup-code-1", trainer_user_id: "" })).status).toBe(302);
    const clash = await create({ ...valid(), code: "Dup-Code-1", trainer_user_id: "" });
    expect(clash.status).toBe(400);
    expect(errorsOf(clash)).toEqual({ code: "Batch code DUP-CODE-1 is already used by another batch. Choose another code." });
    expect(await db.select().from(batches).where(eq(batches.code, "DUP-CODE-1"))).toHaveLength(1);
    // An edit keeping its own code is no clash.
    const [own] = await db.select().from(batches).where(eq(batches.code, "DUP-CODE-1"));
    expect((await update(own.id, { ...valid(), code: "dup-code-1", trainer_user_id: "" })).status).toBe(302);
  });

  it("edits a batch, audits what changed, and 404s a batch that is gone", async () => {
    const created = await create({ ...valid(), code: "EDIT-ME", trainer_user_id: "" });
    const id = idOf(created);
    const result = await update(id, { ...valid(), code: "EDIT-ME", trainer_user_id: "", capacity: "15", status: "running" });
    expect(result).toMatchObject({ status: 302, location: `/admin/batches/${id}`, toast: { title: "Batch updated successfully" } });
    expect(await rowOf(id)).toMatchObject({ capacity: 15, status: "running" });
    const [log] = await logsFor("batch_updated");
    expect(log.details).toMatchObject({
      batch_id: id,
      before: { capacity: 12, status: "open" },
      after: { capacity: 15, status: "running" },
    });
    const gone = await update("00000000-0000-4000-8000-000000000000", valid());
    expect(gone.status).toBe(404);
  });
});

describe("the branches (Admin > Settings, one a line)", () => {
  const saveSettings = (branches: string) =>
    callRoute(() =>
      settingsRoute.action({
        request: requestAs(admin, "/admin/settings", { form: { ...SETTINGS_FORM, branches } }),
        params: {},
        context: ROUTE_CONTEXT,
      } as never),
    );

  it("are what a batch can be at; an empty list is refused", async () => {
    const empty = await saveSettings(" \n ");
    expect(empty.status).toBe(400);
    expect(errorsOf(empty)).toMatchObject({ branches: "Add at least one branch" });
    expect((await saveSettings("Main Campus\r\n\r\nNorth Campus\nMain Campus")).status).toBe(302);
    const north = await create({ ...valid(), branch: "North Campus", code: "NORTH-1", trainer_user_id: "" });
    expect(north.status).toBe(302);
    expect((await rowOf(idOf(north))).branch).toBe("North Campus");
    const form = await callRoute(() =>
      newRoute.loader({ request: get("/admin/batches/new"), params: {}, context: ROUTE_CONTEXT } as never),
    );
    expect((form.data?.choices as { branches: string[] } | undefined)?.branches).toEqual(["Main Campus", "North Campus"]);
    // Back to the defaults for the other tests.
    expect((await saveSettings("Main Campus\nPractical Lab & Hostel")).status).toBe(302);
  });
});

describe("a trainer teaching two batches at once", () => {
  it("is warned about (dates, a day and hours all overlap), never refused", async () => {
    const slot = { ...valid(), start_date: "2031-01-06", end_date: "2031-03-01", code: "CLASH-A" };
    const first = await create(slot);
    expect(first.toast?.type).toBe("success");
    const a = idOf(first);

    const overlapping = await create({ ...slot, code: "CLASH-B", days: ["3"], start_time: "12:00", end_time: "14:00" });
    expect(overlapping.status).toBe(302);
    expect(overlapping.toast).toMatchObject({ title: "Batch created successfully", type: "info" });
    expect(overlapping.toast?.description).toContain("CLASH-A");
    const page = await batchPage(idOf(overlapping));
    expect(((page.data?.clashes ?? []) as { code: string }[]).map((c) => c.code)).toEqual(["CLASH-A"]);
    // The first batch's page warns too.
    expect((await batchPage(a)).data?.clashes).toEqual([expect.objectContaining({ code: "CLASH-B" })]);

    // Back to back (13:00 to 15:00), another day (Sunday), other dates, or another trainer: no clash.
    for (const [code, change] of [
      ["CLASH-C", { days: ["1"], start_time: "13:00", end_time: "15:00" }],
      ["CLASH-D", { days: ["0"] }],
      ["CLASH-E", { start_date: "2031-03-02", end_date: "2031-04-30" }],
      ["CLASH-F", { trainer_user_id: "" }],
    ] as const) {
      const result = await create({ ...slot, code, ...change });
      expect(result.toast?.type, code).toBe("success");
    }
  });
});

describe("deleting a batch", () => {
  it("is refused while it has students (cancel it instead), and otherwise deleted once confirmed, audited", async () => {
    const id = idOf(await create({ ...valid(), code: "DEL-1", trainer_user_id: "" }));
    const student = await addStudent(id, "dropped_out");
    const refused = await remove(id);
    expect(refused.status).toBe(409);
    expect(refused.toast).toMatchObject({ title: "Failed to delete batch", type: "error" });
    expect(refused.toast?.description).toContain("Cancel it instead");
    expect(await rowOf(id)).toBeDefined();

    await db.delete(students).where(eq(students.id, student.id));
    expect((await remove(id, false)).status).toBe(400);
    expect(await rowOf(id)).toBeDefined();
    const deleted = await remove(id);
    expect(deleted).toMatchObject({ status: 302, location: "/admin/batches", toast: { title: "Batch DEL-1 deleted" } });
    expect(await rowOf(id)).toBeUndefined();
    const [log] = await logsFor("batch_deleted");
    expect(log.details).toMatchObject({ batch_id: id, code: "DEL-1" });
  });
});

describe("seats", () => {
  it("counts studying students per batch in the list, and the course's currently_enrolled follows them", async () => {
    const [solo] = await db
      .insert(courses)
      .values({ course_name: "Seat Course", course_code: "SEAT", max_students: 10, currently_enrolled: 4 })
      .returning();
    // A course without batches keeps the figure staff typed.
    expect(await recountCourseSeats(db, solo.id)).toBeNull();
    expect((await db.select().from(courses).where(eq(courses.id, solo.id)))[0].currently_enrolled).toBe(4);

    const id = idOf(await create({ ...valid(), course_id: solo.id, code: "SEAT-1", trainer_user_id: "", capacity: "10" }));
    expect((await db.select().from(courses).where(eq(courses.id, solo.id)))[0].currently_enrolled).toBe(0);
    for (let i = 0; i < 8; i++) await addStudent(id);
    await addStudent(id, "dropped_out");
    await addStudent(id, "completed");
    // A lead the lead desk enrolled (its seat) that is not a student yet counts; an admitted one counts once.
    const [waiting, admitted] = await db
      .insert(leads)
      .values([
        {
          kind: "admission",
          source_id: crypto.randomUUID(),
          name: "Waiting",
          phone: "9000000001",
          phone_key: "9000000001",
          status: "enrolled",
          course_id: solo.id,
          seat_course_id: solo.id,
        },
        {
          kind: "admission",
          source_id: crypto.randomUUID(),
          name: "Admitted",
          phone: "9000000002",
          phone_key: "9000000002",
          status: "enrolled",
          course_id: solo.id,
          seat_course_id: solo.id,
        },
      ] as never)
      .returning();
    expect(waiting).toBeDefined();
    await addStudent(id, "studying", admitted.id);
    expect(await recountCourseSeats(db, solo.id)).toBe(10);

    const list = await callRoute(() =>
      listRoute.loader({ request: get(`/admin/batches?course=${solo.id}`), params: {}, context: ROUTE_CONTEXT } as never),
    );
    const rows = list.data?.batches as { code: string; admitted: number; capacity: number }[];
    expect(rows).toEqual([expect.objectContaining({ code: "SEAT-1", admitted: 9, capacity: 10 })]);
    expect(seatLabel(batchSeats(rows[0]))).toBe("Almost Full");
    expect(seatLabel(batchSeats({ capacity: 10, admitted: 7 }))).toBe("Filling Fast");
    expect(seatLabel(batchSeats({ capacity: 10, admitted: 3 }))).toBe("Available");
    expect(seatLabel(batchSeats({ capacity: 10, admitted: 10 }))).toBe("Course Full");
  });
});

describe("the batch page", () => {
  it("lists its students with attendance %, tasks done and eligibility, counted by the database", async () => {
    const id = idOf(await create({ ...valid(), course_id: otherCourse.id, code: "PAGE-1", trainer_user_id: "" }));
    const empty = await batchPage(id);
    expect(empty.data?.students).toEqual([]);

    const tasks = await db
      .insert(practicalTasks)
      .values([
        { course_id: otherCourse.id, title: "Replace a keyboard", position: 1 },
        { course_id: otherCourse.id, title: "Reball a BGA chip", position: 2 },
      ])
      .returning();
    const good = await addStudent(id);
    const poor = await addStudent(id);
    const days = ["2030-07-01", "2030-07-02", "2030-07-03", "2030-07-04", "2030-07-05"];
    // good: 4 present + 1 late of 5 = 100%; poor: 3 of 5 = 60%.
    await db
      .insert(attendance)
      .values(days.map((day, i) => ({ student_id: good.id, batch_id: id, day, mark: i === 0 ? ("late" as const) : ("present" as const) })));
    await db
      .insert(attendance)
      .values(days.map((day, i) => ({ student_id: poor.id, batch_id: id, day, mark: i < 3 ? ("present" as const) : ("absent" as const) })));
    await db.insert(taskSignoffs).values(tasks.map((t) => ({ student_id: good.id, task_id: t.id, signed_on: "2030-07-05" })));
    await db.insert(taskSignoffs).values({ student_id: poor.id, task_id: tasks[0].id, signed_on: "2030-07-05" });

    const page = await batchPage(id);
    expect(page.data).toMatchObject({ tasksTotal: 2, minAttendance: 80 });
    const byName = Object.fromEntries(((page.data?.students ?? []) as { full_name: string }[]).map((s) => [s.full_name, s]));
    expect(byName[good.full_name]).toMatchObject({ marked: 5, present: 5, attendance: 100, tasksDone: 2, eligible: true });
    expect(byName[poor.full_name]).toMatchObject({ marked: 5, present: 3, attendance: 60, tasksDone: 1, eligible: false });

    // One task left undone is enough to wait.
    await db.delete(taskSignoffs).where(and(eq(taskSignoffs.student_id, good.id), eq(taskSignoffs.task_id, tasks[1].id)));
    const after = await batchPage(id);
    expect(((after.data?.students ?? []) as { id: string; eligible: boolean }[]).find((s) => s.id === good.id)?.eligible).toBe(false);

    const missing = await batchPage("00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
  });
});

describe("the public course page", () => {
  it("shows upcoming batches (planned, open, running; not over) in English and Hindi, each a CourseInstance", async () => {
    const [pub] = await db
      .insert(courses)
      .values({ course_name: "Public Batch Course", course_code: "PBC", duration_weeks: 4, max_students: 20 })
      .returning();
    const base = { course_id: pub.id, branch: "Main Campus", days: [1, 3, 5], start_time: "10:00", end_time: "13:00", capacity: 10 };
    const [open] = await db
      .insert(batches)
      .values([
        { ...base, code: "PBC-OPEN", start_date: "2030-09-01", end_date: "2030-09-30", status: "open" as const },
        { ...base, code: "PBC-CANCELLED", start_date: "2030-09-01", end_date: "2030-09-30", status: "cancelled" as const },
        { ...base, code: "PBC-DONE", start_date: "2020-01-01", end_date: "2020-02-01", status: "running" as const },
        { ...base, code: "PBC-PAST-COMPLETED", start_date: "2030-01-01", end_date: "2030-02-01", status: "completed" as const },
      ])
      .returning();
    for (let i = 0; i < 9; i++) await addStudent(open.id);

    for (const path of [`/course/${pub.id}`, `/hi/course/${pub.id}`]) {
      const page = await callRoute(() =>
        courseRoute.loader({
          request: new Request(`http://localhost:3000${path}`),
          params: { courseId: pub.id },
          context: ROUTE_CONTEXT,
        } as never),
      );
      const shown = page.data?.batches as { code: string; admitted: number; capacity: number; days: number[] }[];
      expect(
        shown.map((b) => b.code),
        path,
      ).toEqual(["PBC-OPEN"]);
      expect(shown[0]).toMatchObject({ admitted: 9, capacity: 10, days: [1, 3, 5] });

      const ld = withBatchInstances(
        courseJsonLd(pub, { origin: "https://example.com", siteName: "Supertech <Institute>", path }),
        shown as never,
        {
          siteName: "Supertech <Institute>",
          weeks: 4,
        },
      );
      expect(ld.hasCourseInstance).toEqual([
        expect.objectContaining({
          "@type": "CourseInstance",
          startDate: "2030-09-01",
          endDate: "2030-09-30",
          location: { "@type": "Place", name: "Supertech <Institute>, Main Campus" },
          courseSchedule: expect.objectContaining({
            byDay: ["https://schema.org/Monday", "https://schema.org/Wednesday", "https://schema.org/Friday"],
            startTime: "10:00",
            endTime: "13:00",
          }),
          remainingAttendeeCapacity: 1,
        }),
      ]);
      expect(jsonLd(ld)).not.toContain("<Institute>");
    }
    const en = translatorFor("en");
    const hi = translatorFor("hi");
    expect(en("course.batches.heading")).toBe("Upcoming batches");
    expect(hi("course.batches.heading")).toBe("आने वाले बैच");
    expect(hi("course.seats.availability.Almost Full")).toBe("लगभग भर गया");
  });
});
