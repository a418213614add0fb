import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { indiaDate } from "#app/lib/india-time";
import * as admitRoute from "#app/routes/admin/leads/admit/route";
import * as leadRoute from "#app/routes/admin/leads/detail/route";
import * as studentRoute from "#app/routes/admin/students/detail/route";
import * as studentsRoute from "#app/routes/admin/students/route";
import { db } from "#app/server/db/db.server";
import { attendance, courseInquiries, courses, documentSeries, leadEvents, leads, studentEvents, students } from "#app/server/db/schema";
import { accountsFor } from "#tests/support/accounts";
import { logsFor } from "#tests/support/admin-logs";
import { admissionLead, insertBatch } from "#tests/support/batches";
import { callRoute, fieldErrorsOf, routeArgs } from "#tests/support/call-route";
import { insertCourse } from "#tests/support/courses";

// Admitting leads to batches, the students list and page (decision 042-student-admission),
// through the real route modules, against a real database.

const people = accountsFor({ admin: "admin", superAdmin: "super_admin" });
let phoneCounter = 0;
const freshPhone = () => `97${String(++phoneCounter).padStart(8, "0")}`;

beforeAll(async () => {
  await ensureSiteSettings();
});

type Form = Record<string, string>;

function admitForm(lead: { name: string; phone: string | null }, batchId: string, extra: Form = {}): Form {
  return { batch_id: batchId, full_name: lead.name, phone: lead.phone ?? "", admitted_on: indiaDate(), ...extra };
}

const admit = (leadId: string, form: Form, who = people.admin) =>
  callRoute(() => admitRoute.action(routeArgs(who, `/admin/leads/${leadId}/admit`, form, { id: leadId }) as never));

const postStudent = (studentId: string, form: Form, who = people.admin) =>
  callRoute(() => studentRoute.action(routeArgs(who, `/admin/students/${studentId}`, form, { id: studentId }) as never));

const studentPage = (studentId: string) =>
  callRoute(() => studentRoute.loader(routeArgs(people.admin, `/admin/students/${studentId}`, undefined, { id: studentId }) as never));

const seatsOf = async (courseId: string) =>
  (await db.select({ n: courses.currently_enrolled }).from(courses).where(eq(courses.id, courseId)))[0].n;

const countRows = async (table: typeof students | typeof studentEvents) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

describe("admitting a lead", () => {
  it("creates the student, enrols the lead through the lead desk and links the two both ways", async () => {
    const course = await insertCourse("Mobile Repair", 30);
    const batch = await insertBatch(course.id, 30);
    const lead = await admissionLead("Ravi Kumar", `+91 ${freshPhone()}`, course.id, { address: "12 Karol Bagh, Delhi" });

    const form = await callRoute(() =>
      admitRoute.loader(routeArgs(people.admin, `/admin/leads/${lead.id}/admit`, undefined, { id: lead.id }) as never),
    );
    const admission = (form.data as { admission: { defaults: Form } }).admission;
    expect(admission.defaults).toMatchObject({
      batch_id: batch.id,
      full_name: "Ravi Kumar",
      address: "12 Karol Bagh, Delhi",
      admitted_on: indiaDate(),
    });
    expect(admission.defaults.phone).toMatch(/^\d{10}$/);

    const answer = await admit(
      lead.id,
      admitForm(lead, batch.id, { guardian_name: "Suresh Kumar", guardian_phone: "98100 54321", phone: `+91 ${lead.phone_key}` }),
    );
    expect(answer.status).toBe(302);
    const [student] = await db.select().from(students).where(eq(students.lead_id, lead.id));
    expect(answer.location).toBe(`/admin/students/${student.id}`);
    const year = indiaDate().slice(0, 4);
    expect(student.student_number).toMatch(new RegExp(`^STU-${year}-\\d{4}$`));
    expect(answer.toast?.title).toBe(`Admitted as ${student.student_number}`);
    expect(student).toMatchObject({ phone: lead.phone_key, guardian_phone: "9810054321", batch_id: batch.id, status: "studying" });

    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after.status).toBe("enrolled");
    const [enquiry] = await db.select().from(courseInquiries).where(eq(courseInquiries.id, lead.source_id));
    expect(enquiry.status).toBe("enrolled");
    const events = await db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.lead_id, lead.id), eq(leadEvents.type, "status")));
    expect(events).toHaveLength(1);
    expect(await seatsOf(course.id)).toBe(1);

    const [admitted] = await db.select().from(studentEvents).where(eq(studentEvents.student_id, student.id));
    expect(admitted).toMatchObject({ type: "admitted", actor_id: people.admin.id });
    const [log] = await logsFor("admit_student");
    expect(log.details).toMatchObject({ student_id: student.id, lead_id: lead.id, batch_id: batch.id, override: false });
    expect(JSON.stringify(log.details)).not.toContain("Ravi");

    const leadPage = await callRoute(() =>
      leadRoute.loader(routeArgs(people.admin, `/admin/leads/${lead.id}`, undefined, { id: lead.id }) as never),
    );
    expect(leadPage.data?.student).toEqual({ id: student.id, student_number: student.student_number });
    const page = await studentPage(student.id);
    expect(page.data?.lead).toEqual({ id: lead.id, name: "Ravi Kumar" });

    // A lead already admitted: the form goes to the student, a second post is refused.
    const again = await callRoute(() =>
      admitRoute.loader(routeArgs(people.admin, `/admin/leads/${lead.id}/admit`, undefined, { id: lead.id }) as never),
    );
    expect(again.location).toBe(`/admin/students/${student.id}`);
    const twice = await admit(lead.id, admitForm(lead, batch.id));
    expect(twice.status).toBe(409);
    expect(twice.toast?.description).toBe(`This lead is already student ${student.student_number}`);
  });

  it("gives 20 admissions at once the numbers 1 to 20 of the year, no gap, no duplicate", async () => {
    const course = await insertCourse("Laptop Repair", 50);
    const batch = await insertBatch(course.id, 50);
    const crowd = await Promise.all(Array.from({ length: 20 }, (_, i) => admissionLead(`Crowd ${i}`, freshPhone(), course.id)));
    const answers = await Promise.all(crowd.map((lead) => admit(lead.id, admitForm(lead, batch.id, { admitted_on: "2031-04-01" }))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(302));
    const numbers = (await db.select({ n: students.student_number }).from(students).where(eq(students.batch_id, batch.id))).map((r) => r.n);
    expect(numbers.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `STU-2031-${String(i + 1).padStart(4, "0")}`));
    expect(await seatsOf(course.id)).toBe(20);
  });

  it("refuses a full batch with a clear message and writes nothing; an admin's override needs a reason, which is audited", async () => {
    const course = await insertCourse("CCTV", 10);
    const batch = await insertBatch(course.id, 1, { code: "CCTV-2026-11" });
    const first = await admissionLead("First Seat", freshPhone(), course.id);
    expect((await admit(first.id, admitForm(first, batch.id, { admitted_on: "2032-01-10" }))).status).toBe(302);

    const late = await admissionLead("Late Comer", freshPhone(), course.id);
    const [studentsBefore, eventsBefore] = [await countRows(students), await countRows(studentEvents)];
    const full = await admit(late.id, admitForm(late, batch.id, { admitted_on: "2032-01-11" }));
    expect(full.status).toBe(409);
    const message =
      "Batch CCTV-2026-11 is full (1 of 1 seats taken). An admin can tick the override and give a reason to go beyond its seats.";
    expect(full.toast?.description).toBe(message);
    expect(fieldErrorsOf({ ...full, data: { reply: full.data } })).toEqual({ batch_id: message });
    expect([await countRows(students), await countRows(studentEvents)]).toEqual([studentsBefore, eventsBefore]);
    expect((await db.select().from(leads).where(eq(leads.id, late.id)))[0].status).toBe("pending");
    // The refused admission gave its number back: the series still stands at 1.
    expect((await db.select().from(documentSeries).where(eq(documentSeries.series, "STU-2032")))[0].last_given).toBe(1);

    const noReason = await admit(late.id, admitForm(late, batch.id, { override: "on", admitted_on: "2032-01-11" }));
    expect(noReason.status).toBe(400);
    expect(fieldErrorsOf({ ...noReason, data: { reply: noReason.data } })).toEqual({
      override_reason: "Give a reason for admitting beyond the batch's seats",
    });

    const overridden = await admit(
      late.id,
      admitForm(late, batch.id, { override: "on", override_reason: "Director approved a second bench", admitted_on: "2032-01-11" }),
    );
    expect(overridden.status).toBe(302);
    const [log] = await logsFor("admit_student");
    expect(log.details).toMatchObject({ override: true, reason: "Director approved a second bench", student_number: "STU-2032-0002" });
    expect(await seatsOf(course.id)).toBe(2);
  });

  it("answers bad input with 400 and the field's message, writing nothing", async () => {
    const course = await insertCourse("Bad Input", 10);
    const batch = await insertBatch(course.id, 10);
    const lead = await admissionLead("Bad Input", freshPhone(), course.id);
    const before = await countRows(students);
    const answer = await admit(lead.id, {
      batch_id: "not-a-batch",
      full_name: " ",
      phone: "12345",
      email: "nope",
      guardian_phone: "1",
      admitted_on: "2026-02-30",
    });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf({ ...answer, data: { reply: answer.data } })).toEqual({
      batch_id: "Choose a batch",
      full_name: "Enter the student's name",
      phone: "Enter a 10-digit mobile number",
      email: "Enter a valid e-mail address",
      guardian_phone: "Enter a 10-digit mobile number",
      admitted_on: "Choose the date of admission",
    });
    const unknownBatch = await admit(lead.id, admitForm(lead, "00000000-0000-4000-8000-000000000000"));
    expect(unknownBatch.status).toBe(400);
    const cancelled = await insertBatch(course.id, 10, { status: "cancelled" });
    const refused = await admit(lead.id, admitForm(lead, cancelled.id));
    expect(refused.status).toBe(400);
    expect(refused.toast?.description).toBe(`Batch ${cancelled.code} is cancelled and takes no students`);
    expect(await countRows(students)).toBe(before);
    expect((await db.select().from(leads).where(eq(leads.id, lead.id)))[0].status).toBe("pending");
    expect(batch.id).toBeTruthy();
  });
});

describe("a student's page", () => {
  it("moves a student to another batch keeping their attendance, refusing a full one unless overridden", async () => {
    const course = await insertCourse("Move Course", 10);
    const [from, to, full] = [await insertBatch(course.id, 10), await insertBatch(course.id, 10), await insertBatch(course.id, 1)];
    const other = await admissionLead("Already There", freshPhone(), course.id);
    await admit(other.id, admitForm(other, full.id));
    const lead = await admissionLead("Mover", freshPhone(), course.id);
    await admit(lead.id, admitForm(lead, from.id));
    const [student] = await db.select().from(students).where(eq(students.lead_id, lead.id));
    await db.insert(attendance).values([
      { student_id: student.id, day: "2026-03-02", batch_id: from.id, mark: "present" },
      { student_id: student.id, day: "2026-03-03", batch_id: from.id, mark: "absent" },
    ]);

    const refused = await postStudent(student.id, { intent: "move", batch_id: full.id });
    expect(refused.status).toBe(409);
    expect(refused.toast?.description).toContain(`Batch ${full.code} is full (1 of 1 seats taken)`);

    const moved = await postStudent(student.id, { intent: "move", batch_id: to.id });
    expect(moved.status).toBe(302);
    expect(moved.toast?.title).toBe(`Moved to batch ${to.code}`);
    expect((await db.select().from(students).where(eq(students.id, student.id)))[0].batch_id).toBe(to.id);
    const days = await db.select().from(attendance).where(eq(attendance.student_id, student.id));
    expect(days.map((d) => d.batch_id)).toEqual([from.id, from.id]);
    const [log] = await logsFor("move_student");
    expect(log.details).toMatchObject({ student_id: student.id, from_batch_id: from.id, to_batch_id: to.id, override: false });

    const override = await postStudent(student.id, {
      intent: "move",
      batch_id: full.id,
      override: "on",
      override_reason: "Evening suits him",
    });
    expect(override.status).toBe(302);
    const page = await studentPage(student.id);
    const timeline = page.data?.timeline as { type: string }[];
    expect(timeline.map((e) => e.type)).toEqual(["moved", "moved", "admitted"]);
    expect(await seatsOf(course.id)).toBe(2);
  });

  it("edits contact details and status; leaving Studying gives the seat back", async () => {
    const course = await insertCourse("Status Course", 10);
    const batch = await insertBatch(course.id, 10);
    const lead = await admissionLead("Status Student", freshPhone(), course.id);
    await admit(lead.id, admitForm(lead, batch.id));
    const [student] = await db.select().from(students).where(eq(students.lead_id, lead.id));
    expect(await seatsOf(course.id)).toBe(1);

    const bad = await postStudent(student.id, { intent: "details", full_name: "Status Student", phone: "98", status: "graduated" });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf({ ...bad, data: { reply: bad.data } })).toEqual({
      phone: "Enter a 10-digit mobile number",
      status: "Choose a status",
    });

    const saved = await postStudent(student.id, {
      intent: "details",
      full_name: "Status Student",
      phone: "+91-99999-00001",
      email: "NEW@Example.com",
      status: "dropped_out",
    });
    expect(saved.status).toBe(302);
    const [after] = await db.select().from(students).where(eq(students.id, student.id));
    expect(after).toMatchObject({ phone: "9999900001", email: "new@example.com", status: "dropped_out" });
    expect(await seatsOf(course.id)).toBe(0);
    const [log] = await logsFor("update_student");
    expect(log.details).toMatchObject({ before: { status: "studying" }, after: { status: "dropped_out" }, withheld: ["phone", "email"] });
    expect(JSON.stringify(log.details)).not.toContain("9999900001");
  });
});

describe("the students list", () => {
  it("searches by name, phone and number and filters by course, batch and status", async () => {
    const [a, b] = [await insertCourse("List A", 10), await insertCourse("List B", 10)];
    const [batchA, batchB] = [await insertBatch(a.id, 10), await insertBatch(b.id, 10)];
    const anil = await admissionLead("Anil Listed", "9811100001", a.id);
    const bina = await admissionLead("Bina Listed", "9811100002", b.id);
    await admit(anil.id, admitForm(anil, batchA.id));
    await admit(bina.id, admitForm(bina, batchB.id));
    const [binaRow] = await db.select().from(students).where(eq(students.lead_id, bina.id));
    await db.update(students).set({ status: "completed" }).where(eq(students.id, binaRow.id));

    const names = async (query: string) => {
      const list = await callRoute(() => studentsRoute.loader(routeArgs(people.admin, `/admin/students?${query}`) as never));
      return ((list.data?.rows ?? []) as { full_name: string }[]).map((r) => r.full_name).sort();
    };
    expect(await names("q=listed")).toEqual(["Anil Listed", "Bina Listed"]);
    expect(await names("q=98111-00002")).toEqual(["Bina Listed"]);
    expect(await names(`q=${binaRow.student_number.toLowerCase()}`)).toEqual(["Bina Listed"]);
    expect(await names(`q=listed&course=${a.id}`)).toEqual(["Anil Listed"]);
    expect(await names(`batch=${batchB.id}`)).toEqual(["Bina Listed"]);
    expect(await names("q=listed&status=studying")).toEqual(["Anil Listed"]);
    expect(await names("q=listed&status=completed")).toEqual(["Bina Listed"]);
    expect(await names("q=nobody-at-all")).toEqual([]);
  });
});
