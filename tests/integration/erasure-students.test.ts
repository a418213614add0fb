import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordPayment } from "#app/features/fees/index.server";
import { erasePerson } from "#app/features/lead-desk/privacy.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { admitStudent } from "#app/features/students/admit-student.server";
import { db } from "#app/server/db/db.server";
import {
  attendance,
  certificates,
  courses,
  dues,
  feeDiscounts,
  leads,
  paymentAllocations,
  payments,
  practicalTasks,
  studentEvents,
  students,
  taskSignoffs,
} from "#app/server/db/schema";
import { accountsFor } from "#tests/support/accounts";
import { downloadFullBackup } from "#tests/support/backup";
import { admissionLead, insertBatch } from "#tests/support/batches";
import { insertCourse } from "#tests/support/courses";

// The lead desk's erasure (DPDP Act 2023) reaches students (decision 037): their record, their
// attendance, their task sign-offs and their timeline, found by their phone or their guardian's.

const people = accountsFor({ admin: "admin" });
const actor = () => ({ id: people.admin.id, profile: { role: "admin" as const } });

let course: Awaited<ReturnType<typeof insertCourse>>;
let batch: Awaited<ReturnType<typeof insertBatch>>;
let task: typeof practicalTasks.$inferSelect;
let certificateCounter = 0;

beforeAll(async () => {
  await ensureSiteSettings();
  course = await insertCourse("Erasure Students", 20);
  batch = await insertBatch(course.id, 20);
  [task] = await db.insert(practicalTasks).values({ course_id: course.id, title: "Reball a BGA chip" }).returning();
});

/** A lead admitted as a student, with two days of attendance, a task signed off, a timeline event and a certificate. */
async function studentWithRecords(name: string, phone: string, guardianPhone: string | null) {
  const lead = await admissionLead(name, phone, course.id);
  const admitted = await admitStudent(
    lead.id,
    {
      batch_id: batch.id,
      full_name: name,
      phone,
      email: null,
      guardian_name: guardianPhone ? `${name} Senior` : null,
      guardian_phone: guardianPhone,
      address: "Lajpat Nagar",
      admitted_on: "2026-11-02",
      override: false,
      override_reason: null,
    },
    actor(),
  );
  if (!admitted.ok) throw new Error(admitted.message);
  const id = admitted.studentId;
  await db.insert(attendance).values([
    { student_id: id, day: "2026-11-02", batch_id: batch.id, mark: "present" },
    { student_id: id, day: "2026-11-03", batch_id: batch.id, mark: "absent" },
  ]);
  await db.insert(taskSignoffs).values({ student_id: id, task_id: task.id, signed_on: "2026-11-04" });
  await db.insert(studentEvents).values({ student_id: id, type: "absence_alert", details: {} });
  const [certificate] = await db
    .insert(certificates)
    .values({
      certificate_id: `STI-E-${++certificateCounter}`,
      student_name: name,
      course_name: "Erasure Students",
      approved_by: "Director",
      issue_date: "2026-12-01",
      student_id: id,
    })
    .returning();
  return { id, lead, certificate };
}

async function recordsOf(studentId: string) {
  const [student, days, signoffs, events] = await Promise.all([
    db.select().from(students).where(eq(students.id, studentId)),
    db.select().from(attendance).where(eq(attendance.student_id, studentId)),
    db.select().from(taskSignoffs).where(eq(taskSignoffs.student_id, studentId)),
    db.select().from(studentEvents).where(eq(studentEvents.student_id, studentId)),
  ]);
  return { student: student.length, days: days.length, signoffs: signoffs.length, events: events.length };
}

describe("erasing a student", () => {
  it("by their phone removes the student, attendance, sign-offs and timeline, and leaves others", async () => {
    const gone = await studentWithRecords("Meera Erased", "9555500001", null);
    const kept = await studentWithRecords("Kabir Kept", "9555500002", null);
    expect(await recordsOf(gone.id)).toEqual({ student: 1, days: 2, signoffs: 1, events: 2 });

    const counts = await erasePerson({ phone: "9555500001", email: "" }, { id: people.admin.id });
    expect(counts).toMatchObject({ students: 1 });
    expect(await recordsOf(gone.id)).toEqual({ student: 0, days: 0, signoffs: 0, events: 0 });
    expect(await db.select().from(leads).where(eq(leads.id, gone.lead.id))).toEqual([]);
    // The certificate is the institute's record of a qualification: kept, no longer linked.
    expect((await db.select().from(certificates).where(eq(certificates.id, gone.certificate.id)))[0].student_id).toBeNull();
    expect(await recordsOf(kept.id)).toEqual({ student: 1, days: 2, signoffs: 1, events: 2 });

    const backup = await downloadFullBackup(people.admin);
    expect(backup).not.toContain("9555500001");
    expect(backup).not.toContain(gone.id);
    expect(backup).toContain("9555500002");
  });

  it("by their guardian's phone removes the student record too", async () => {
    const ward = await studentWithRecords("Ishaan Ward", "9555500003", "9555500099");
    const counts = await erasePerson({ phone: "9555500099", email: "" }, { id: people.admin.id });
    expect(counts).toMatchObject({ students: 1 });
    expect(await recordsOf(ward.id)).toEqual({ student: 0, days: 0, signoffs: 0, events: 0 });
    expect(
      await db
        .select()
        .from(students)
        .where(inArray(students.guardian_phone, ["9555500099"])),
    ).toEqual([]);
  });

  it("keeps the money records of a student who paid: the student is anonymised, not deleted", async () => {
    // The course charges a fee while Tara is admitted: her admission writes her dues.
    await db.update(courses).set({ fee_amount: "5000.00" }).where(eq(courses.id, course.id));
    const payer = await studentWithRecords("Tara Payer", "9555500004", "9555500098");
    await db.update(courses).set({ fee_amount: "0" }).where(eq(courses.id, course.id));
    const [due] = await db.select().from(dues).where(eq(dues.student_id, payer.id));
    expect(due).toBeDefined();
    const paid = await recordPayment({
      studentId: payer.id,
      amountPaise: 10000,
      mode: "upi",
      paidOn: "2026-11-05",
      reference: "UTR-ERASE-1",
      advance: false,
      note: "Paid by Tara's uncle",
      recordedBy: people.admin.id,
    });
    if (!paid.ok) throw new Error(paid.message);
    await db.insert(feeDiscounts).values({ due_id: due.id, student_id: payer.id, amount_paise: 500, reason: "Tara's sister studies here" });

    const counts = await erasePerson({ phone: "9555500004", email: "" }, { id: people.admin.id });
    expect(counts).toMatchObject({ students: 0, students_anonymised: 1 });
    const [kept] = await db.select().from(students).where(eq(students.id, payer.id));
    expect(kept).toMatchObject({
      full_name: "Erased student",
      phone: "0000000000",
      email: null,
      guardian_name: null,
      guardian_phone: null,
      address: null,
      lead_id: null,
    });
    expect(await recordsOf(payer.id)).toEqual({ student: 1, days: 0, signoffs: 0, events: 0 });
    const [payment] = await db.select().from(payments).where(eq(payments.student_id, payer.id));
    expect(payment).toMatchObject({ receipt_number: paid.receiptNumber, amount_paise: 10000, reference: "UTR-ERASE-1", note: null });
    expect(await db.select().from(paymentAllocations).where(eq(paymentAllocations.payment_id, payment.id))).toHaveLength(1);
    expect((await db.select().from(dues).where(eq(dues.student_id, payer.id))).length).toBeGreaterThan(0);
    const [discount] = await db.select().from(feeDiscounts).where(eq(feeDiscounts.student_id, payer.id));
    expect(discount).toMatchObject({ amount_paise: 500, reason: "Erased on request" });

    const backup = await downloadFullBackup(people.admin);
    // (Her certificate keeps her name, as for every erased student: the qualification's record.)
    for (const gone of ["9555500004", "9555500098", "Tara Payer Senior", "Tara's uncle", "Tara's sister"])
      expect(backup).not.toContain(gone);
  });
});
