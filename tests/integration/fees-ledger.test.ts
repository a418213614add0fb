import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordPayment, studentFees } from "#app/features/fees/index.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { indiaDate } from "#app/lib/india-time";
import * as admitRoute from "#app/routes/admin/leads/admit/route";
import { db } from "#app/server/db/db.server";
import { courses, dues, feeDiscounts, paymentAllocations, payments, studentEvents, students } from "#app/server/db/schema";
import { accountsFor } from "#tests/support/accounts";
import { admissionLead, insertBatch } from "#tests/support/batches";
import { callRoute, routeArgs } from "#tests/support/call-route";
import { insertCourse } from "#tests/support/courses";
import { plannedCourse } from "#tests/support/fee-students";

// The fees ledger (decision 044-fees-ledger): a course's plan becomes a student's dues at
// admission, and payments settle the oldest dues first with gapless receipt numbers.

const people = accountsFor({ admin: "admin" });
let phoneCounter = 0;
const freshPhone = () => `96${String(++phoneCounter).padStart(8, "0")}`;

beforeAll(async () => {
  await ensureSiteSettings();
});

/** A student admitted through the real admission route, with the dues it wrote. */
async function admittedStudent(courseId: string, batchStart = indiaDate()) {
  const batch = await insertBatch(courseId, 30, { start_date: batchStart });
  const lead = await admissionLead(`Fee Payer ${phoneCounter + 1}`, freshPhone(), courseId);
  const form = { batch_id: batch.id, full_name: lead.name, phone: lead.phone_key ?? freshPhone(), admitted_on: indiaDate() };
  const answer = await callRoute(() =>
    admitRoute.action(routeArgs(people.admin, `/admin/leads/${lead.id}/admit`, form, { id: lead.id }) as never),
  );
  expect(answer.status).toBe(302);
  const [student] = await db.select().from(students).where(eq(students.lead_id, lead.id));
  return student;
}

const counter = (studentId: string, amountPaise: number, extra: Partial<Parameters<typeof recordPayment>[0]> = {}) =>
  recordPayment({
    studentId,
    amountPaise,
    mode: "cash",
    paidOn: indiaDate(),
    reference: null,
    advance: false,
    recordedBy: people.admin.id,
    ...extra,
  });

describe("a plan becomes dues", () => {
  it("admission writes the registration today and each instalment its days after the batch's start", async () => {
    const course = await plannedCourse("Fees Plan Course");
    const student = await admittedStudent(course.id, "2099-01-10");
    const fees = await studentFees(student.id);
    expect(fees.dues.map((d) => [d.kind, d.label, d.amount_paise, d.due_date, d.status])).toEqual([
      ["registration", "Registration", 250000, indiaDate(), "due"],
      ["instalment", "Instalment 1 of 2", 500000, "2099-01-10", "due"],
      ["instalment", "Instalment 2 of 2", 500000, "2099-02-09", "due"],
    ]);
    expect(fees.balancePaise).toBe(1250000);
  });

  it("a course without a plan owes its whole fee as one due", async () => {
    const course = await insertCourse("Fees Unplanned Course", 30);
    await db.update(courses).set({ fee_amount: "8000.50" }).where(eq(courses.id, course.id));
    const student = await admittedStudent(course.id);
    const fees = await studentFees(student.id);
    expect(fees.dues.map((d) => [d.label, d.label_hi, d.amount_paise])).toEqual([["Course fee", "कोर्स फ़ीस", 800050]]);
  });
});

describe("recording a payment", () => {
  it("settles the oldest dues first and gives a receipt number", async () => {
    const student = await admittedStudent((await plannedCourse("Fees Allocation Course")).id, "2099-01-10");
    const paid = await counter(student.id, 400000);
    if (!paid.ok) throw new Error(paid.message);
    expect(paid.receiptNumber).toMatch(/^RCT\/\d{4}-\d{2}\/\d{4,}$/);
    expect(paid.allocations.map((a) => a.amountPaise)).toEqual([250000, 150000]);
    expect(paid.balanceAfterPaise).toBe(850000);
    const fees = await studentFees(student.id);
    expect(fees.dues.map((d) => d.status)).toEqual(["paid", "part_paid", "due"]);
    const [event] = await db
      .select()
      .from(studentEvents)
      .where(and(eq(studentEvents.student_id, student.id), eq(studentEvents.type, "payment_received")));
    expect(event.details).toMatchObject({ receipt_number: paid.receiptNumber, amount_paise: 400000, mode: "cash" });
  });

  it("refuses more than the balance unless it is an advance, and then keeps the rest as credit", async () => {
    const student = await admittedStudent((await plannedCourse("Fees Advance Course")).id);
    const over = await counter(student.id, 1300000);
    expect(over).toEqual({
      ok: false,
      status: 400,
      field: "amount",
      message: '₹13,000 is more than the balance of ₹12,500. Tick "Advance" to keep the rest as credit.',
    });
    expect(await db.select().from(payments).where(eq(payments.student_id, student.id))).toHaveLength(0);
    const advance = await counter(student.id, 1300000, { advance: true });
    expect(advance).toMatchObject({ ok: true, advancePaise: 50000, balanceAfterPaise: 0 });
    expect((await studentFees(student.id)).advancePaise).toBe(50000);
  });

  it("requires the UTR for UPI and refuses the same reference twice", async () => {
    const student = await admittedStudent((await plannedCourse("Fees Reference Course")).id);
    expect(await counter(student.id, 10000, { mode: "upi" })).toMatchObject({
      ok: false,
      status: 400,
      field: "reference",
      message: "Enter the UPI payment's UTR",
    });
    const first = await counter(student.id, 10000, { mode: "upi", reference: "412345678901" });
    expect(first.ok).toBe(true);
    const again = await counter(student.id, 10000, { mode: "upi", reference: "412345678901" });
    expect(again).toMatchObject({ ok: false, status: 409, field: "reference" });
    expect(again.ok || again.message).toBe(`Reference 412345678901 is already on receipt ${first.ok && first.receiptNumber}`);
  });

  it("gives the online admission discount once, on the first payment made online", async () => {
    const student = await admittedStudent((await plannedCourse("Fees Online Discount Course")).id);
    const online = await recordPayment({
      studentId: student.id,
      amountPaise: 100000,
      mode: "online",
      paidOn: indiaDate(),
      reference: "pay_TEST0001",
      advance: false,
      recordedBy: null,
      razorpayPaymentId: "pay_TEST0001",
    });
    expect(online).toMatchObject({ ok: true, discountPaise: 300000 });
    // ₹3,000 off the ₹2,500 registration and ₹500 off the first instalment, then ₹1,000 paid.
    const fees = await studentFees(student.id);
    expect(fees.dues.map((d) => [d.discount_paise, d.paid_paise])).toEqual([
      [250000, 0],
      [50000, 100000],
      [0, 0],
    ]);
    expect(fees.balancePaise).toBe(1250000 - 300000 - 100000);
    const second = await recordPayment({
      studentId: student.id,
      amountPaise: 1000,
      mode: "online",
      paidOn: indiaDate(),
      reference: "pay_TEST0002",
      advance: false,
      recordedBy: null,
      razorpayPaymentId: "pay_TEST0002",
    });
    expect(second).toMatchObject({ ok: true, discountPaise: 0 });
    expect(await db.select().from(feeDiscounts).where(eq(feeDiscounts.student_id, student.id))).toHaveLength(2);
  });
});

describe("receipt numbers", () => {
  it("are consecutive, unique and gapless when many are recorded at once", async () => {
    const course = await plannedCourse("Fees Concurrency Course");
    const people20: { id: string }[] = [];
    for (let i = 0; i < 5; i++) people20.push(await admittedStudent(course.id));
    const day = "2031-06-15";
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => counter(people20[i % 5].id, 10000, { paidOn: day })));
    expect(results.every((r) => r.ok)).toBe(true);
    const numbers = (await db.select({ n: payments.receipt_number }).from(payments).where(like(payments.receipt_number, "RCT/2031-32/%")))
      .map((r) => r.n)
      .sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `RCT/2031-32/${String(i + 1).padStart(4, "0")}`));
  });

  it("start again at 0001 with the financial year, in April", async () => {
    const student = await admittedStudent((await plannedCourse("Fees Year Course")).id);
    const march = await counter(student.id, 1000, { paidOn: "2041-03-31" });
    const april = await counter(student.id, 1000, { paidOn: "2041-04-01" });
    const april2 = await counter(student.id, 1000, { paidOn: "2041-04-02" });
    expect([march, april, april2].map((r) => r.ok && r.receiptNumber)).toEqual([
      "RCT/2040-41/0001",
      "RCT/2041-42/0001",
      "RCT/2041-42/0002",
    ]);
  });
});

describe("concurrent payments on one due", () => {
  it("never settle more than is owed", async () => {
    const student = await admittedStudent((await plannedCourse("Fees Race Course")).id);
    const results = await Promise.all(Array.from({ length: 6 }, () => counter(student.id, 500000)));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.status === 400)).toBe(true);
    const fees = await studentFees(student.id);
    expect(fees.paidPaise).toBe(1000000);
    expect(fees.dues.every((d) => d.paid_paise + d.discount_paise <= d.amount_paise)).toBe(true);
    const allocated = await db
      .select()
      .from(paymentAllocations)
      .innerJoin(dues, eq(dues.id, paymentAllocations.due_id))
      .where(eq(dues.student_id, student.id));
    expect(allocated.reduce((s, r) => s + r.payment_allocations.amount_paise, 0)).toBe(1000000);
  });
});
