import { createServer, type Server } from "node:http";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, addMonths, weekdayOf } from "#app/features/attendance/attendance-days";
import { absenceAlertsIdle, attendanceSummaries, batchAttendanceToday, batchesMeetingOn } from "#app/features/attendance/index.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { indiaDate } from "#app/lib/india-time";
import * as attendancePage from "#app/routes/admin/batches/attendance/route";
import * as registerCsv from "#app/routes/admin/batches/register/csv";
import * as registerPage from "#app/routes/admin/batches/register/route";
import { db } from "#app/server/db/db.server";
import { attendance, batches, mailOutbox, messages, studentEvents, students } from "#app/server/db/schema";
import { baseUrl, getEnv } from "#app/server/env.server";
import { accountsFor, type TestAccount } from "#tests/support/accounts";
import { logsFor } from "#tests/support/admin-logs";
import { callRoute, routeArgs } from "#tests/support/call-route";
import { insertCourse } from "#tests/support/courses";

// Attendance at the workbench (app/features/attendance) against a real database: the day's
// sheet saved through the route's action as the phone's form posts it, the rules for trainers
// and admins, the figures, the register and its CSV, and the absence alert's once-only send.

const people = accountsFor({ admin: "admin", trainer: "trainer", otherTrainer: "trainer" });
const today = indiaDate();
const day = (offset: number) => addDays(today, offset);

let counter = 0;
async function insertBatch(trainerId: string, { days = [0, 1, 2, 3, 4, 5, 6], start = day(-60), end = day(60) } = {}) {
  const course = await insertCourse(`Attendance course ${++counter}`, 30);
  const [batch] = await db
    .insert(batches)
    .values({
      course_id: course.id,
      code: `ATT-${counter}-${Math.random().toString(36).slice(2, 6)}`,
      branch: "Main Campus",
      start_date: start,
      end_date: end,
      days,
      start_time: "10:00",
      end_time: "13:00",
      trainer_user_id: trainerId,
      capacity: 30,
      status: "running",
    })
    .returning();
  return batch;
}

async function insertStudents(batchId: string, names: string[], extra: Partial<typeof students.$inferInsert> = {}) {
  return db
    .insert(students)
    .values(
      names.map((full_name) => ({
        student_number: `STU-T-${String(++counter).padStart(5, "0")}`,
        batch_id: batchId,
        full_name,
        phone: `97${String(counter).padStart(8, "0")}`,
        admitted_on: day(-60),
        ...extra,
      })),
    )
    .returning();
}

const url = (batchId: string, date?: string) => `/admin/batches/${batchId}/attendance${date ? `?date=${date}` : ""}`;
const marksForm = (date: string, marks: Record<string, string>, extra: Record<string, string> = {}) => ({
  day: date,
  ...Object.fromEntries(Object.entries(marks).map(([id, mark]) => [`mark-${id}`, mark])),
  ...extra,
});
const save = (who: TestAccount, batchId: string, date: string, marks: Record<string, string>, extra: Record<string, string> = {}) =>
  callRoute(() => attendancePage.action(routeArgs(who, url(batchId, date), marksForm(date, marks, extra), { id: batchId }) as never));
const open = (who: TestAccount, batchId: string, date?: string) =>
  callRoute(() => attendancePage.loader(routeArgs(who, url(batchId, date), undefined, { id: batchId }) as never));
const rowsOn = (batchId: string, date: string) =>
  db
    .select()
    .from(attendance)
    .where(and(eq(attendance.batch_id, batchId), eq(attendance.day, date)));

beforeAll(async () => {
  await ensureSiteSettings();
});

describe("the day's sheet", () => {
  it("lists every studying student as Present until the day is saved", async () => {
    const batch = await insertBatch(people.trainer.id);
    const [a, b] = await insertStudents(batch.id, ["Bhavna Rao", "Aman Gill"]);
    await insertStudents(batch.id, ["Dropped Dev"], { status: "dropped_out" });
    const page = await open(people.trainer, batch.id);
    expect(page.status).toBe(200);
    const sheet = page.data?.sheet as { saved: boolean; students: { id: string; full_name: string; mark: string }[] };
    expect(page.data?.day).toBe(today);
    expect(sheet.saved).toBe(false);
    expect(sheet.students.map((s) => [s.full_name, s.mark])).toEqual([
      ["Aman Gill", "present"],
      ["Bhavna Rao", "present"],
    ]);
    expect(sheet.students.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
  });

  it("saving twice keeps one row per student and day, updated, with one audit entry per save that changed something", async () => {
    const batch = await insertBatch(people.trainer.id);
    const [a, b] = await insertStudents(batch.id, ["Chetan Arora", "Deepa Nair"]);
    const first = await save(people.trainer, batch.id, today, { [a.id]: "present", [b.id]: "absent" });
    expect(first.status).toBe(302);
    expect(first.location).toBe(url(batch.id, today));
    expect(first.toast?.title).toBe("Attendance saved");
    const second = await save(people.trainer, batch.id, today, { [a.id]: "late", [b.id]: "absent" });
    expect(second.status).toBe(302);
    const rows = await rowsOn(batch.id, today);
    expect(rows).toHaveLength(2);
    expect(Object.fromEntries(rows.map((r) => [r.student_id, r.mark]))).toEqual({ [a.id]: "late", [b.id]: "absent" });
    expect(rows.every((r) => r.marked_by === people.trainer.id)).toBe(true);

    const logs = (await logsFor("attendance_saved")).filter((l) => (l.details as { batch_id: string }).batch_id === batch.id);
    expect(logs).toHaveLength(2);
    expect(logs[0].details).toMatchObject({ day: today, changes: [{ student_id: a.id, from: "present", to: "late" }] });
    // The same marks again: nothing changed, nothing logged.
    await save(people.trainer, batch.id, today, { [a.id]: "late", [b.id]: "absent" });
    expect((await logsFor("attendance_saved")).filter((l) => (l.details as { batch_id: string }).batch_id === batch.id)).toHaveLength(2);
    // The page now shows the stored marks.
    const page = await open(people.trainer, batch.id, today);
    const sheet = page.data?.sheet as { saved: boolean; students: { id: string; mark: string }[] };
    expect(sheet.saved).toBe(true);
    expect(sheet.students.find((s) => s.id === a.id)?.mark).toBe("late");
  });

  it("the phone's resend of a save the server already has (same save id) changes nothing", async () => {
    const batch = await insertBatch(people.trainer.id);
    const [a] = await insertStudents(batch.id, ["Esha Malik"]);
    const sent = await save(people.trainer, batch.id, today, { [a.id]: "absent" }, { saveId: "phone-save-0001", js: "1" });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ ok: true, changed: 1 });
    // Meanwhile an admin corrects the day; the stale resend must not undo it.
    await save(people.admin, batch.id, today, { [a.id]: "present" });
    const again = await save(people.trainer, batch.id, today, { [a.id]: "absent" }, { saveId: "phone-save-0001", js: "1" });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ ok: true, changed: 0 });
    expect((await rowsOn(batch.id, today)).map((r) => r.mark)).toEqual(["present"]);
  });
});

describe("who may mark which day", () => {
  let batch: Awaited<ReturnType<typeof insertBatch>>;
  let ids: string[];
  const skipped = weekdayOf(day(-3));
  beforeAll(async () => {
    batch = await insertBatch(people.trainer.id, { days: [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== skipped) });
    ids = (await insertStudents(batch.id, ["Farhan Ali", "Gita Sen"])).map((s) => s.id);
  });
  const all = (mark: string) => Object.fromEntries(ids.map((id) => [id, mark]));

  it("a trainer marks today and yesterday", async () => {
    expect((await save(people.trainer, batch.id, day(0), all("present"))).status).toBe(302);
    expect((await save(people.trainer, batch.id, day(-1), all("late"))).status).toBe(302);
    expect(await rowsOn(batch.id, day(-1))).toHaveLength(2);
  });

  it("a trainer is refused two days ago, with the reason, and nothing is stored", async () => {
    const refused = await save(people.trainer, batch.id, day(-2), all("absent"));
    expect(refused.status).toBe(400);
    expect(refused.data?.message).toBe("Trainers may mark today and yesterday only. Ask an admin to correct an earlier day.");
    expect(await rowsOn(batch.id, day(-2))).toHaveLength(0);
    // The page says so too, and offers no sheet.
    const page = await open(people.trainer, batch.id, day(-2));
    expect(page.data?.refusal).toBe("Trainers may mark today and yesterday only. Ask an admin to correct an earlier day.");
    expect(page.data?.sheet).toBeNull();
  });

  it("an admin marks any day of the batch", async () => {
    expect((await save(people.admin, batch.id, day(-2), all("absent"))).status).toBe(302);
    expect((await save(people.admin, batch.id, day(-50), all("present"))).status).toBe(302);
    expect(await rowsOn(batch.id, day(-50))).toHaveLength(2);
  });

  it("a day the batch does not meet, before it starts or to come is refused for everyone, nothing stored", async () => {
    const weekday = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"][skipped];
    const notMeeting = await save(people.admin, batch.id, day(-3), all("present"));
    expect(notMeeting.status).toBe(400);
    expect(notMeeting.data?.message).toBe(`This batch does not meet on ${weekday}, so there is no attendance to mark.`);
    const before = await save(people.admin, batch.id, day(-61), all("present"));
    expect(before.status).toBe(400);
    expect(before.data?.message).toMatch(/is outside this batch, which runs from/);
    const future = await save(people.admin, batch.id, day(1), all("present"));
    expect(future.status).toBe(400);
    expect(future.data?.message).toBe("Attendance cannot be marked for a day that has not come yet.");
    const badDate = await save(people.admin, batch.id, "2026-02-30", all("present"));
    expect(badDate.status).toBe(400);
    for (const d of [day(-3), day(-61), day(1)]) expect(await rowsOn(batch.id, d)).toHaveLength(0);
    // The page of a day the batch does not meet: the message, no sheet, and a way to the days around it.
    const page = await open(people.admin, batch.id, day(-3));
    expect(page.data?.refusal).toBe(`This batch does not meet on ${weekday}, so there is no attendance to mark.`);
    expect(page.data?.previous).toBe(day(-4));
    expect(page.data?.next).toBe(day(-2));
    expect((await open(people.admin, batch.id, "not-a-date")).status).toBe(400);
  });

  it("bad marks and students of another batch are refused with a message", async () => {
    const wrong = await save(people.admin, batch.id, today, { [ids[0]]: "sleeping" });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.message).toBe("Choose Present, Absent or Late for every student.");
    const other = await insertBatch(people.trainer.id);
    const [stranger] = await insertStudents(other.id, ["Stranger Singh"]);
    const mixed = await save(people.admin, batch.id, today, { ...all("absent"), [stranger.id]: "present" });
    expect(mixed.status).toBe(400);
    expect(mixed.data?.message).toMatch(/no longer in this batch/);
    expect((await rowsOn(batch.id, today)).map((r) => r.mark)).toEqual(["present", "present"]);
  });

  it("another trainer's batch is not found, to read or to save", async () => {
    expect((await open(people.otherTrainer, batch.id)).status).toBe(404);
    expect((await save(people.otherTrainer, batch.id, today, all("absent"))).status).toBe(404);
    const register = await callRoute(() =>
      registerPage.loader(routeArgs(people.otherTrainer, `/admin/batches/${batch.id}/register`, undefined, { id: batch.id }) as never),
    );
    expect(register.status).toBe(404);
    const csv = await callRoute(() =>
      registerCsv.loader(routeArgs(people.otherTrainer, `/admin/batches/${batch.id}/register.csv`, undefined, { id: batch.id }) as never),
    );
    expect(csv.status).toBe(404);
    expect((await rowsOn(batch.id, today)).map((r) => r.mark)).toEqual(["present", "present"]);
  });
});

describe("figures", () => {
  it("attendance % counts late as present over the days marked; absences in a row since the last day they came", async () => {
    const batch = await insertBatch(people.trainer.id);
    const [kiran, lata, mohan] = await insertStudents(batch.id, ["Kiran Bose", "Lata Iyer", "Mohan Das"]);
    const plan: [number, string, string][] = [
      [-6, "present", "absent"],
      [-5, "late", "absent"],
      [-4, "absent", "present"],
      [-3, "present", "absent"],
      [-2, "absent", "absent"],
    ];
    for (const [offset, k, l] of plan) await save(people.admin, batch.id, day(offset), { [kiran.id]: k, [lata.id]: l });
    await absenceAlertsIdle();
    const figures = await attendanceSummaries([kiran.id, lata.id, mohan.id]);
    expect(figures.get(kiran.id)).toMatchObject({ daysMarked: 5, present: 2, late: 1, absent: 2, percent: 60, consecutiveAbsences: 1 });
    expect(figures.get(lata.id)).toMatchObject({ daysMarked: 5, absent: 4, percent: 20, consecutiveAbsences: 2, absenceRunStart: day(-3) });
    expect(figures.get(mohan.id)).toMatchObject({ daysMarked: 0, percent: null, consecutiveAbsences: 0 });

    const today2 = await batchAttendanceToday([batch.id], day(-2));
    expect(today2.get(batch.id)).toMatchObject({
      marked: true,
      present: 0,
      absent: 2,
      absentees: [{ full_name: "Kiran Bose" }, { full_name: "Lata Iyer" }],
    });
    expect((await batchAttendanceToday([batch.id], day(-1))).get(batch.id)).toMatchObject({ marked: false, absent: 0 });
    // The dashboard's batches of the day: running or open, meeting on that weekday, within their dates.
    expect((await batchesMeetingOn(today)).map((b) => b.id)).toContain(batch.id);
    const tomorrowOnly = await insertBatch(people.trainer.id, { days: [weekdayOf(day(1))] });
    expect((await batchesMeetingOn(today)).map((b) => b.id)).not.toContain(tomorrowOnly.id);
    expect((await batchesMeetingOn(day(1))).map((b) => b.id)).toContain(tomorrowOnly.id);
  });

  it("the monthly register grid and its formula-safe CSV", async () => {
    const start = `${today.slice(0, 7)}-01`;
    const batch = await insertBatch(people.trainer.id, { start, days: [0, 1, 2, 3, 4, 5, 6] });
    const [nisha, formula] = await insertStudents(batch.id, ["Nisha Kapoor", '=HYPERLINK("http://x")']);
    await save(people.admin, batch.id, start, { [nisha.id]: "present", [formula.id]: "absent" });
    if (today > start) await save(people.admin, batch.id, addDays(start, 1), { [nisha.id]: "late", [formula.id]: "present" });
    const month = today.slice(0, 7);
    const page = await callRoute(() =>
      registerPage.loader(
        routeArgs(people.trainer, `/admin/batches/${batch.id}/register?month=${month}`, undefined, { id: batch.id }) as never,
      ),
    );
    expect(page.status).toBe(200);
    const register = page.data?.register as {
      days: string[];
      rows: { full_name: string; marks: (string | null)[]; percent: number | null }[];
    };
    expect(register.days[0]).toBe(start);
    expect(register.days.at(-1)).toBe(addDays(`${addMonths(month, 1)}-01`, -1));
    const row = register.rows.find((r) => r.full_name === "Nisha Kapoor");
    expect(row?.marks[0]).toBe("present");
    expect(row?.percent).toBe(100);
    const other = register.rows.find((r) => r.full_name.startsWith("=HYPERLINK"));
    expect(other?.percent).toBe(today > start ? 50 : 0);

    const csv = await registerCsv.loader(
      routeArgs(people.trainer, `/admin/batches/${batch.id}/register.csv?month=${month}`, undefined, { id: batch.id }) as never,
    );
    const response = csv as Response;
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain(`attendance-${batch.code}-${month}.csv`);
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(["Student number", "Name", "Status", ...register.days, "Present", "Late", "Absent", "Attendance %"].join(","));
    const formulaLine = lines.find((l) => l.includes("HYPERLINK")) ?? "";
    expect(formulaLine).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines.find((l) => l.includes("Nisha Kapoor"))).toMatch(/,Studying,P,/);
    expect(
      (
        await callRoute(() =>
          registerPage.loader(
            routeArgs(people.admin, `/admin/batches/${batch.id}/register?month=2026-13`, undefined, { id: batch.id }) as never,
          ),
        )
      ).status,
    ).toBe(400);
  });
});

describe("the absence alert", () => {
  const api = { calls: [] as { to: string; template: string }[], server: null as Server | null, url: "" };
  beforeAll(async () => {
    api.server = createServer(async (req, res) => {
      let text = "";
      for await (const chunk of req) text += chunk;
      const body = JSON.parse(text);
      api.calls.push({ to: body.to, template: body.template?.name });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: `wamid.ATT${api.calls.length}` }] }));
    });
    await new Promise<void>((resolve) => api.server?.listen(0, "127.0.0.1", resolve));
    api.url = `http://127.0.0.1:${(api.server.address() as { port: number }).port}/v21.0`;
  });
  afterAll(async () => {
    await absenceAlertsIdle();
    await new Promise<void>((resolve) => api.server?.close(() => resolve()));
  });
  const whatsApp = (on: boolean) =>
    Object.assign(getEnv(), {
      WHATSAPP_TOKEN: on ? "test-token" : undefined,
      WHATSAPP_PHONE_NUMBER_ID: on ? "1234567890" : undefined,
      WHATSAPP_APP_SECRET: on ? "secret" : undefined,
      WHATSAPP_VERIFY_TOKEN: on ? "verify" : undefined,
      WHATSAPP_API_BASE: api.url,
    });
  beforeEach(() => {
    whatsApp(false);
    api.calls = [];
  });

  const alertsOf = (studentId: string) =>
    db
      .select()
      .from(studentEvents)
      .where(and(eq(studentEvents.student_id, studentId), eq(studentEvents.type, "absence_alert")))
      .orderBy(studentEvents.created_at);
  const mailTo = async (email: string) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0].n;

  it("goes out once per run of absences, and again after a day they came", async () => {
    const batch = await insertBatch(people.trainer.id);
    const [ravi, sona] = await insertStudents(batch.id, ["Ravi Absent", "Sona Present"], { email: null });
    await db.update(students).set({ email: "ravi.absent@example.com" }).where(eq(students.id, ravi.id));
    const mark = async (offset: number, m: string) => {
      await save(people.admin, batch.id, day(offset), { [ravi.id]: m, [sona.id]: "present" });
      await absenceAlertsIdle();
    };
    await mark(-10, "absent");
    await mark(-9, "absent");
    expect(await alertsOf(ravi.id)).toHaveLength(0);
    await mark(-8, "absent");
    const [first] = await alertsOf(ravi.id);
    expect(first.once_key).toBe(`absence:${ravi.id}:${day(-10)}`);
    expect(first.details).toMatchObject({
      days: 3,
      since: day(-10),
      channels: [
        { channel: "email", to: "student", status: "queued" },
        { channel: "whatsapp", status: "skipped", reason: "WhatsApp is not configured" },
      ],
    });
    expect(await mailTo("ravi.absent@example.com")).toBe(1);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "ravi.absent@example.com"));
    expect(mail.subject).toContain("You have missed 3 classes in a row");
    // Issue 26: the alert links the student page, where the attendance is.
    expect(mail.text_body).toContain(`Your attendance, day by day, is on your student page: ${baseUrl()}/student`);
    // The same run goes on, and the day is saved again: no second alert.
    await mark(-8, "absent");
    await mark(-7, "absent");
    expect(await alertsOf(ravi.id)).toHaveLength(1);
    expect(await mailTo("ravi.absent@example.com")).toBe(1);
    // A day they came ends the run; three more absences are a new run, alerted again.
    await mark(-6, "present");
    await mark(-5, "absent");
    await mark(-4, "absent");
    expect(await alertsOf(ravi.id)).toHaveLength(1);
    await mark(-3, "absent");
    const alerts = await alertsOf(ravi.id);
    expect(alerts).toHaveLength(2);
    expect(alerts[1].once_key).toBe(`absence:${ravi.id}:${day(-5)}`);
    expect(await mailTo("ravi.absent@example.com")).toBe(2);
    expect(await alertsOf(sona.id)).toHaveLength(0);
  });

  it("with WhatsApp on: a template to the student and the guardian; without an e-mail, that is recorded", async () => {
    whatsApp(true);
    const batch = await insertBatch(people.trainer.id);
    const [tara] = await insertStudents(batch.id, ["Tara Guardian"], {
      email: null,
      guardian_name: "Mr Guardian",
      guardian_phone: "9811111111",
    });
    for (const offset of [-3, -2, -1]) await save(people.admin, batch.id, day(offset), { [tara.id]: "absent" });
    await absenceAlertsIdle();
    expect(api.calls.map((c) => c.template)).toEqual(["absence_alert", "absence_alert"]);
    expect(api.calls.map((c) => c.to).sort()).toEqual([`91${tara.phone}`, "919811111111"].sort());
    const [alert] = await alertsOf(tara.id);
    expect(alert.details).toMatchObject({
      days: 3,
      channels: [
        { channel: "email", status: "skipped", reason: "no e-mail address" },
        { channel: "whatsapp", to: "student", status: "sent" },
        { channel: "whatsapp", to: "guardian", status: "sent" },
      ],
    });
    const sent = await db.select().from(messages).where(eq(messages.to_number, "919811111111"));
    expect(sent).toHaveLength(1);
  });

  it("a failed send is recorded and the save still stands", async () => {
    whatsApp(true);
    Object.assign(getEnv(), { WHATSAPP_API_BASE: "http://127.0.0.1:9/v21.0" });
    const batch = await insertBatch(people.trainer.id);
    const [uma] = await insertStudents(batch.id, ["Uma Unreachable"], { email: null });
    const results = [];
    for (const offset of [-3, -2, -1]) results.push((await save(people.admin, batch.id, day(offset), { [uma.id]: "absent" })).status);
    expect(results).toEqual([302, 302, 302]);
    await absenceAlertsIdle();
    const [alert] = await alertsOf(uma.id);
    expect(alert.details).toMatchObject({
      channels: [
        { channel: "email", status: "skipped" },
        { channel: "whatsapp", to: "student", status: "failed" },
      ],
    });
    expect(await rowsOn(batch.id, day(-1))).toHaveLength(1);
  }, 30_000);
});
