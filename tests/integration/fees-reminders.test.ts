import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordPayment } from "#app/features/fees/index.server";
import { sendFeeReminders } from "#app/features/fees/online/reminders.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { indiaDate } from "#app/lib/india-time";
import { db } from "#app/server/db/db.server";
import { dues, feeReminders, feeSettings, mailOutbox, studentEvents, students } from "#app/server/db/schema";
import { baseUrl } from "#app/server/env.server";
import { accountsFor } from "#tests/support/accounts";
import { admittedStudent, plannedCourse } from "#tests/support/fee-students";

// Fee reminders (issue 24 point 7): before a due date, then every N days while overdue (at most
// M times), at most one a day per student, claimed before sending so a second run sends nothing.

const people = accountsFor({ admin: "admin" });
const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
/** Noon in India on `day`: the clock the reminders run with. */
const at = (day: string) => new Date(`${day}T06:30:00Z`);

let courseId = "";
beforeAll(async () => {
  await ensureSiteSettings();
  await db
    .update(feeSettings)
    .set({ reminder_days_before: 3, reminder_every_days: 7, reminder_max_overdue: 3, upi_id: "institute@okicici" });
  courseId = (await plannedCourse("Reminder Course")).id;
});

/** A student whose registration (₹2,500) is due on `registrationDay`; the instalments are far off. */
async function studentOwing(registrationDay: string, email?: string) {
  const student = (await admittedStudent(people.admin, courseId, { batchStart: "2099-01-10", form: email ? { email } : {} })).student;
  const [registration] = await db.select().from(dues).where(eq(dues.student_id, student.id)).orderBy(asc(dues.position));
  await db.update(dues).set({ due_date: registrationDay }).where(eq(dues.id, registration.id));
  return { student, registration };
}

const remindersOf = (studentId: string) =>
  db.select().from(feeReminders).where(eq(feeReminders.student_id, studentId)).orderBy(asc(feeReminders.sent_on));
const timelineOf = (studentId: string) =>
  db
    .select()
    .from(studentEvents)
    .where(and(eq(studentEvents.student_id, studentId), eq(studentEvents.type, "fee_reminder")));

describe("fee reminders", () => {
  it("reminds 3 days before the due date, by e-mail with the amount, date and UPI link, and on the timeline", async () => {
    const dueDay = "2030-05-20";
    const { student, registration } = await studentOwing(dueDay, "payer.before@example.com");
    expect(await sendFeeReminders({ now: at(shift(dueDay, -4)) })).toBeGreaterThanOrEqual(0);
    expect(await remindersOf(student.id)).toHaveLength(0);
    await sendFeeReminders({ now: at(shift(dueDay, -3)) });
    const [reminder] = await remindersOf(student.id);
    expect(reminder).toMatchObject({ sent_on: shift(dueDay, -3), kind: "before_due", due_ids: [registration.id] });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "payer.before@example.com"));
    expect(mail.subject).toBe("Fee reminder: ₹2,500 due on 20 May 2030");
    expect(mail.text_body).toContain("₹2,500 for Registration is due on 20 May 2030.");
    expect(mail.text_body).toContain(`upi://pay?pa=institute@okicici`);
    expect(mail.text_body).toContain("am=2500.00");
    expect(mail.text_body).toContain(`Your dues and receipts are on your student page: ${baseUrl()}/student`);
    const events = await timelineOf(student.id);
    expect(events).toHaveLength(1);
    expect(events[0].details).toMatchObject({ kind: "before_due", due_ids: [registration.id], amount_paise: 250000 });
  });

  it("reminds every 7 days while overdue, at most 3 times", async () => {
    const dueDay = "2031-03-01";
    const { student } = await studentOwing(dueDay);
    for (let day = 1; day <= 36; day++) await sendFeeReminders({ now: at(shift(dueDay, day)) });
    const sent = await remindersOf(student.id);
    expect(sent.map((r) => [r.sent_on, r.kind])).toEqual([
      [shift(dueDay, 7), "overdue"],
      [shift(dueDay, 14), "overdue"],
      [shift(dueDay, 21), "overdue"],
    ]);
    expect(await timelineOf(student.id)).toHaveLength(3);
  });

  it("sends nothing once the due is paid", async () => {
    const dueDay = "2032-07-01";
    const { student } = await studentOwing(dueDay);
    const paid = await recordPayment({
      studentId: student.id,
      amountPaise: 250000,
      mode: "cash",
      paidOn: indiaDate(),
      reference: null,
      advance: false,
      recordedBy: people.admin.id,
    });
    expect(paid.ok).toBe(true);
    await sendFeeReminders({ now: at(shift(dueDay, -3)) });
    await sendFeeReminders({ now: at(shift(dueDay, 7)) });
    expect(await remindersOf(student.id)).toHaveLength(0);
  });

  it("skips a student who dropped out, and still reminds one who studies", async () => {
    const dueDay = "2034-03-15";
    const { student: left } = await studentOwing(dueDay);
    const { student: studying } = await studentOwing(dueDay);
    await db.update(students).set({ status: "dropped_out" }).where(eq(students.id, left.id));
    await sendFeeReminders({ now: at(shift(dueDay, -3)) });
    await sendFeeReminders({ now: at(shift(dueDay, 7)) });
    expect(await remindersOf(left.id)).toHaveLength(0);
    expect(await timelineOf(left.id)).toHaveLength(0);
    expect((await remindersOf(studying.id)).map((r) => r.kind)).toEqual(["before_due", "overdue"]);
  });

  it("two runs at once send one reminder", async () => {
    const dueDay = "2033-09-10";
    const { student } = await studentOwing(dueDay, "payer.twice@example.com");
    const now = at(shift(dueDay, 7));
    await Promise.all([sendFeeReminders({ now }), sendFeeReminders({ now }), sendFeeReminders({ now })]);
    expect(await remindersOf(student.id)).toHaveLength(1);
    expect(await timelineOf(student.id)).toHaveLength(1);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, "payer.twice@example.com"))).toHaveLength(1);
  });
});
