import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { studentFees } from "#app/features/fees/index.server";
import { ensureSiteSettings } from "#app/features/settings/settings.server";
import { indiaDate } from "#app/lib/india-time";
import * as courseEditRoute from "#app/routes/admin/courses/edit/route";
import * as studentRoute from "#app/routes/admin/students/detail/route";
import { db } from "#app/server/db/db.server";
import {
  adminLogs,
  courses,
  dues,
  feeDiscounts,
  feePlans,
  feeSettings,
  paymentAllocations,
  payments,
  refunds,
  studentEvents,
} from "#app/server/db/schema";
import { accountsFor, type TestAccount } from "#tests/support/accounts";
import { callRoute, routeArgs } from "#tests/support/call-route";
import { courseForm } from "#tests/support/course-form";
import { insertCourse } from "#tests/support/courses";
import { admittedStudent, plannedCourse } from "#tests/support/fee-students";

// The counter (issue 24 points 2, 3 and 8): Record payment, discounts, refunds and cancelled
// dues, posted to the real student page's action as the dialogs post them.

const people = accountsFor({ admin: "admin", superAdmin: "super_admin" });

beforeAll(async () => {
  await ensureSiteSettings();
});

const post = (who: TestAccount, studentId: string, form: Record<string, string>, query = "") =>
  callRoute(() => studentRoute.action(routeArgs(who, `/admin/students/${studentId}${query}`, form, { id: studentId }) as never));

const pay = (who: TestAccount, studentId: string, form: Record<string, string>) =>
  post(who, studentId, { intent: "pay", mode: "cash", paid_on: indiaDate(), ...form });

/** Conform's reply: the first message per field. */
const errorsOf = (answer: Awaited<ReturnType<typeof post>>) =>
  Object.fromEntries(Object.entries((answer.data?.error ?? {}) as Record<string, string[] | null>).map(([k, v]) => [k, v?.[0]]));

async function student() {
  return (await admittedStudent(people.admin, (await plannedCourse(`Counter Course ${Math.random()}`)).id, { batchStart: "2099-01-10" }))
    .student;
}

describe("Record payment", () => {
  it("records a counter payment, settles the oldest due and says the receipt number", async () => {
    const s = await student();
    const answer = await pay(people.admin, s.id, { amount: "3,000.50", reference: "" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/admin/students/${s.id}`);
    expect(answer.toast?.title).toBe("Payment recorded");
    const fees = await studentFees(s.id);
    expect(answer.toast?.description).toBe(`Receipt ${fees.payments[0].receipt_number}`);
    expect(fees.payments[0]).toMatchObject({ amount_paise: 300050, mode: "cash", recorded_by: people.admin.id });
    expect(fees.dues.map((d) => [d.paid_paise, d.status])).toEqual([
      [250000, "paid"],
      [50050, "part_paid"],
      [0, "due"],
    ]);
    expect(fees.balancePaise).toBe(1250000 - 300050);
  });

  it("answers in Hindi on the Hindi page", async () => {
    const s = await student();
    const answer = await post(people.admin, s.id, { intent: "pay", mode: "cash", paid_on: indiaDate(), amount: "100" }, "?lang=hi");
    expect(answer.location).toBe(`/admin/students/${s.id}?lang=hi`);
    expect(answer.toast?.title).toBe("भुगतान दर्ज हुआ");
  });

  it("refuses bad input with a 400 and the message under its field, recording nothing", async () => {
    const s = await student();
    const cases: [Record<string, string>, string, string][] = [
      [{ amount: "" }, "amount", "Enter the amount"],
      [{ amount: "12.345" }, "amount", "Enter the amount in rupees, e.g. 12500 or 12500.50"],
      [{ amount: "0" }, "amount", "The amount must be more than ₹0"],
      [{ amount: "-5" }, "amount", "Enter the amount in rupees, e.g. 12500 or 12500.50"],
      [{ amount: "100", mode: "cheque" }, "mode", "Choose how the money was paid"],
      [{ amount: "100", mode: "upi" }, "reference", "Enter the UTR of the UPI payment"],
      [{ amount: "100", mode: "bank_transfer", reference: " " }, "reference", "Enter the bank transfer's reference"],
      [{ amount: "100", paid_on: "2999-01-01" }, "paid_on", "The date of payment cannot be in the future"],
      [{ amount: "100", paid_on: "2026-02-30" }, "paid_on", "Enter the date of payment"],
    ];
    for (const [form, field, message] of cases) {
      const answer = await pay(people.admin, s.id, form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect(errorsOf(answer)[field], JSON.stringify(form)).toBe(message);
      expect(answer.toast?.title).toBe("Could not record the payment");
    }
    expect(await db.select().from(payments).where(eq(payments.student_id, s.id))).toEqual([]);
  });

  it("says the forms' field messages in Hindi on the Hindi page (?lang=hi), recording nothing", async () => {
    const s = await student();
    const hiPay = (form: Record<string, string>) =>
      post(people.admin, s.id, { intent: "pay", mode: "cash", paid_on: indiaDate(), ...form }, "?lang=hi");
    const cases: [Record<string, string>, string, string][] = [
      [{ amount: "" }, "amount", "राशि दर्ज करें"],
      [{ amount: "12.345" }, "amount", "राशि रुपये में दर्ज करें, जैसे 12500 या 12500.50"],
      [{ amount: "0" }, "amount", "राशि ₹0 से अधिक होनी चाहिए"],
      [{ amount: "100", mode: "cheque" }, "mode", "भुगतान का माध्यम चुनें"],
      [{ amount: "100", mode: "upi" }, "reference", "UPI भुगतान का UTR दर्ज करें"],
      [{ amount: "100", paid_on: "2999-01-01" }, "paid_on", "भुगतान की तिथि आगे की नहीं हो सकती"],
    ];
    for (const [form, field, message] of cases) {
      const answer = await hiPay(form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect(errorsOf(answer)[field], JSON.stringify(form)).toBe(message);
      expect(answer.toast?.title).toBe("भुगतान दर्ज नहीं हो सका");
    }
    const noReason = await post(people.admin, s.id, { intent: "cancel-dues", reason: "" }, "?lang=hi");
    expect([noReason.status, errorsOf(noReason).reason]).toEqual([400, "कारण लिखें"]);
    expect(await db.select().from(payments).where(eq(payments.student_id, s.id))).toEqual([]);
  });

  it("refuses more than the balance unless Advance is ticked, then keeps the rest as credit", async () => {
    const s = await student();
    const over = await pay(people.admin, s.id, { amount: "13000" });
    expect(over.status).toBe(400);
    expect(errorsOf(over).amount).toBe('₹13,000 is more than the balance of ₹12,500. Tick "Advance" to keep the rest as credit.');
    // The Fees section in Hindi (?lang=hi) shows the same refusal from the catalogue.
    const overHi = await post(people.admin, s.id, { intent: "pay", mode: "cash", paid_on: indiaDate(), amount: "13000" }, "?lang=hi");
    expect(overHi.status).toBe(400);
    expect(errorsOf(overHi).amount).toBe('₹13,000 बकाया राशि ₹12,500 से अधिक है। बाकी को जमा रखने के लिए "अग्रिम" चुनें।');
    const advance = await pay(people.admin, s.id, { amount: "13000", advance: "on" });
    expect(advance.status).toBe(302);
    const fees = await studentFees(s.id);
    expect([fees.balancePaise, fees.advancePaise]).toEqual([0, 50000]);
  });

  it("refuses a UTR already on a receipt, under the reference", async () => {
    const [a, b] = [await student(), await student()];
    const utr = `UTR${Date.now()}`;
    expect((await pay(people.admin, a.id, { amount: "100", mode: "upi", reference: utr })).status).toBe(302);
    const again = await pay(people.admin, b.id, { amount: "100", mode: "upi", reference: utr.toLowerCase() });
    expect(again.status).toBe(409);
    const [first] = await db.select().from(payments).where(eq(payments.student_id, a.id));
    expect(errorsOf(again).reference).toBe(`Reference ${utr.toLowerCase()} is already on receipt ${first.receipt_number}`);
  });
});

describe("discounts", () => {
  it("lowers what a due owes, with its reason, audited and on the timeline", async () => {
    const s = await student();
    const [registration] = (await studentFees(s.id)).dues;
    const answer = await post(people.admin, s.id, {
      intent: "discount",
      due_id: registration.id,
      amount: "500",
      reason: "Sibling enrolled",
    });
    expect(answer.status).toBe(302);
    expect(answer.toast?.title).toBe("Discount given");
    const fees = await studentFees(s.id);
    expect([fees.dues[0].discount_paise, fees.dues[0].outstanding_paise, fees.balancePaise]).toEqual([50000, 200000, 1200000]);
    const [row] = await db.select().from(feeDiscounts).where(eq(feeDiscounts.due_id, registration.id));
    expect(row).toMatchObject({ amount_paise: 50000, reason: "Sibling enrolled", given_by: people.admin.id, rule: null });
    const logs = await db.select().from(adminLogs).where(eq(adminLogs.action, "fee_discount_given"));
    expect(logs.some((l) => (l.details as { discount_id?: string }).discount_id === row.id)).toBe(true);
    const events = await db.select().from(studentEvents).where(eq(studentEvents.student_id, s.id));
    expect(events.map((e) => e.type)).toContain("discount_given");
  });

  it("above the settings' limit only a super admin; never more than the due owes; a reason always", async () => {
    await db.update(feeSettings).set({ discount_limit_paise: 100000 }).where(eq(feeSettings.id, 1));
    const s = await student();
    const [registration] = (await studentFees(s.id)).dues;
    const form = { intent: "discount", due_id: registration.id, amount: "1500", reason: "Scholarship" };
    const admin = await post(people.admin, s.id, form);
    expect(admin.status).toBe(403);
    expect(errorsOf(admin).amount).toBe("A discount over ₹1,000 needs a super admin");
    expect((await post(people.superAdmin, s.id, form)).status).toBe(302);
    const tooMuch = await post(people.superAdmin, s.id, { ...form, amount: "1000.01" });
    expect(tooMuch.status).toBe(400);
    expect(errorsOf(tooMuch).amount).toBe("A discount cannot be more than the ₹1,000 this due still owes");
    const noReason = await post(people.superAdmin, s.id, { ...form, amount: "10", reason: "" });
    expect([noReason.status, errorsOf(noReason).reason]).toEqual([400, "Give a reason"]);
    expect((await studentFees(s.id)).dues[0].discount_paise).toBe(150000);
    await db.update(feeSettings).set({ discount_limit_paise: 500000 }).where(eq(feeSettings.id, 1));
  });
});

describe("refunds", () => {
  it("only a super admin, with a credit note; the advance first, then the newest due it settled", async () => {
    const s = await student();
    expect((await pay(people.admin, s.id, { amount: "13000", advance: "on" })).status).toBe(302);
    const [payment] = await db.select().from(payments).where(eq(payments.student_id, s.id));
    const form = { intent: "refund", payment_id: payment.id, amount: "1000", reason: "Over-collected" };
    const admin = await post(people.admin, s.id, form);
    expect(admin.status).toBe(403);
    expect(errorsOf(admin)[""]).toBe("Only a super admin can refund a payment");

    const first = await post(people.superAdmin, s.id, form);
    expect(first.status).toBe(302);
    const second = await post(people.superAdmin, s.id, { ...form, amount: "3000" });
    const notes = await db.select().from(refunds).where(eq(refunds.payment_id, payment.id));
    const numbers = notes.map((r) => r.credit_note_number).sort();
    expect(first.toast?.title).toBe(`Refunded: credit note ${numbers[0]}`);
    expect(second.toast?.title).toBe(`Refunded: credit note ${numbers[1]}`);
    const [n1, n2] = numbers.map((n) => Number(n.split("/")[2]));
    expect(n2).toBe(n1 + 1);
    expect(numbers[0]).toMatch(/^CN\/\d{4}-\d{2}\/\d{4}$/);

    const fees = await studentFees(s.id);
    // ₹13,000 settled all three dues and kept ₹500 advance; ₹4,000 back: the ₹500 advance, then ₹3,500 off the newest due.
    expect(fees.payments[0]).toMatchObject({ refunded_paise: 400000, advance_paise: 0 });
    expect(fees.dues.map((d) => d.paid_paise)).toEqual([250000, 500000, 150000]);
    expect([fees.balancePaise, fees.advancePaise]).toEqual([350000, 0]);
    const allocations = await db.select().from(paymentAllocations).where(eq(paymentAllocations.payment_id, payment.id));
    expect(allocations.map((a) => a.amount_paise).sort((x, y) => x - y)).toEqual([150000, 250000, 500000]);

    const tooMuch = await post(people.superAdmin, s.id, { ...form, amount: "9000.01" });
    expect([tooMuch.status, errorsOf(tooMuch).amount]).toEqual([400, "At most ₹9,000 of this payment can be refunded"]);
    const logs = await db.select().from(adminLogs).where(eq(adminLogs.action, "payment_refunded"));
    const mine = logs.filter((l) => (l.details as { payment_id?: string }).payment_id === payment.id);
    expect(mine.map((l) => (l.details as { before: unknown }).before)).toContainEqual({ refunded_paise: 100000, advance_paise: 0 });
    expect(mine.map((l) => (l.details as { before: unknown }).before)).toContainEqual({ refunded_paise: 0, advance_paise: 50000 });
  });

  it("cancels the dues it reopened when the student left, and cancelling the rest needs no refund", async () => {
    const s = await student();
    await pay(people.admin, s.id, { amount: "2500" });
    const [payment] = await db.select().from(payments).where(eq(payments.student_id, s.id));
    const form = { intent: "refund", payment_id: payment.id, amount: "2500", reason: "Left the course", cancel_dues: "on" };
    expect((await post(people.superAdmin, s.id, form)).status).toBe(302);
    let fees = await studentFees(s.id);
    expect(fees.dues.map((d) => d.status)).toEqual(["cancelled", "due", "due"]);
    const cancel = await post(people.admin, s.id, { intent: "cancel-dues", reason: "Left the course" });
    expect([cancel.status, cancel.toast?.title]).toEqual([302, "Remaining dues cancelled"]);
    fees = await studentFees(s.id);
    expect(fees.dues.map((d) => d.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect(fees.balancePaise).toBe(0);
    expect((await db.select().from(dues).where(eq(dues.student_id, s.id))).length).toBe(3);
    const again = await post(people.admin, s.id, { intent: "cancel-dues", reason: "Left the course" });
    expect(again.status).toBe(409);
  });
});

describe("the student page", () => {
  it("shows the Fees section's data and opens the dialog the address names", async () => {
    const s = await student();
    const page = await callRoute(() =>
      studentRoute.loader(routeArgs(people.admin, `/admin/students/${s.id}?fees=pay&lang=hi`, undefined, { id: s.id }) as never),
    );
    const fees = page.data?.fees as { dialog: unknown; lang: string; balancePaise: number; isSuperAdmin: boolean };
    expect(fees).toMatchObject({ dialog: { kind: "pay" }, lang: "hi", balancePaise: 1250000, isSuperAdmin: false });
    const refund = await callRoute(() =>
      studentRoute.loader(routeArgs(people.admin, `/admin/students/${s.id}?fees=refund&payment=x`, undefined, { id: s.id }) as never),
    );
    expect(refund.data?.fees).toMatchObject({ dialog: null });
  });
});

describe("the fee plan in the course editor", () => {
  const save = (courseId: string, form: Record<string, string>) =>
    callRoute(() =>
      courseEditRoute.action(
        routeArgs(people.admin, `/admin/courses/${courseId}/edit`, { intent: "fee-plan", ...form }, { id: courseId }) as never,
      ),
    );

  it("saves a registration and instalments that add up to the course's fee; only later admissions follow it", async () => {
    const course = await plannedCourse(`Plan Editor Course ${Math.random()}`);
    const { student: before } = await admittedStudent(people.admin, course.id, { batchStart: "2099-01-10" });
    const answer = await save(course.id, {
      registration: "1500",
      "instalments[0].amount": "5500.50",
      "instalments[0].days": "0",
      "instalments[1].amount": "",
      "instalments[1].days": "",
      "instalments[2].amount": "5499.50",
      "instalments[2].days": "45",
    });
    expect([answer.status, answer.toast?.title]).toEqual([302, "Fee plan saved"]);
    const editor = await callRoute(() =>
      courseEditRoute.loader(routeArgs(people.admin, `/admin/courses/${course.id}/edit`, undefined, { id: course.id }) as never),
    );
    expect(editor.data?.feePlan).toEqual({
      totalPaise: 1250000,
      saved: true,
      registrationPaise: 150000,
      instalments: [
        { amountPaise: 550050, dueAfterDays: 0 },
        { amountPaise: 549950, dueAfterDays: 45 },
      ],
    });
    const { student: after } = await admittedStudent(people.admin, course.id, { batchStart: "2099-01-10" });
    expect((await studentFees(after.id)).dues.map((d) => [d.amount_paise, d.due_date])).toEqual([
      [150000, indiaDate()],
      [550050, "2099-01-10"],
      [549950, "2099-02-24"],
    ]);
    expect((await studentFees(before.id)).dues.map((d) => d.amount_paise)).toEqual([250000, 500000, 500000]);
    const logs = await db.select().from(adminLogs).where(eq(adminLogs.action, "fee_plan_updated"));
    expect(logs.some((l) => (l.details as { course_id?: string }).course_id === course.id)).toBe(true);
  });

  it("refuses a new course fee its saved plan does not add up to (400, under the fee) and keeps one that fits", async () => {
    const course = await plannedCourse(`Plan Fee Course ${Math.random()}`);
    const [row] = await db.select().from(courses).where(eq(courses.id, course.id));
    const details = (fee: string) =>
      callRoute(() =>
        courseEditRoute.action(
          routeArgs(
            people.admin,
            `/admin/courses/${course.id}/edit`,
            courseForm({ course_name: row.course_name, course_code: row.course_code, fee_amount: fee }),
            { id: course.id },
          ) as never,
        ),
      );
    const updates = async () =>
      (await db.select().from(adminLogs).where(eq(adminLogs.action, "course_updated"))).filter(
        (l) => (l.details as { course_id?: string }).course_id === course.id,
      ).length;
    const refused = await details("13000");
    expect(refused.status).toBe(400);
    expect(errorsOf(refused).fee_amount).toBe(
      "The fee plan adds up to ₹12,500, but the fee is ₹13,000. Change the fee plan first, or keep the fee at ₹12,500.",
    );
    // Nothing written: neither the fee nor anything else of the form, and no audit entry.
    expect((await db.select().from(courses).where(eq(courses.id, course.id)))[0]).toMatchObject({ fee_amount: "12500.00" });
    expect(await updates()).toBe(0);
    expect((await details("12500")).status).toBe(302);
    expect(await updates()).toBe(1);
  });

  it("keeps the fee and the plan adding up when a fee change and a first plan come at once", async () => {
    // A course without a plan: its fee may change freely, and a first plan must add up to the fee.
    // Each side checks the other inside its transaction with the course locked, so whichever goes
    // second sees the first's write: never a ₹13,000 fee with a ₹12,500 plan.
    for (let round = 0; round < 4; round++) {
      const course = await insertCourse(`Plan Race Course ${Math.random()}`, 30);
      await db.update(courses).set({ fee_amount: "12500.00" }).where(eq(courses.id, course.id));
      const [row] = await db.select().from(courses).where(eq(courses.id, course.id));
      const post = (form: Record<string, string>) =>
        callRoute(() =>
          courseEditRoute.action(routeArgs(people.admin, `/admin/courses/${course.id}/edit`, form, { id: course.id }) as never),
        );
      const [fee, plan] = await Promise.all([
        post(courseForm({ course_name: row.course_name, course_code: row.course_code, fee_amount: "13000" })),
        post({ intent: "fee-plan", registration: "1000", "instalments[0].amount": "11500", "instalments[0].days": "0" }),
      ]);
      expect([fee.status, plan.status].sort()).toEqual([302, 400]);
      const [after] = await db.select().from(courses).where(eq(courses.id, course.id));
      const saved = await db.select().from(feePlans).where(eq(feePlans.course_id, course.id));
      if (saved.length) expect([after.fee_amount, saved[0].registration_paise, plan.status]).toEqual(["12500.00", 100000, 302]);
      else expect([after.fee_amount, fee.status]).toEqual(["13000.00", 302]);
    }
  });

  it("refuses a plan that does not add up, or a bad amount or day, with a 400 and changes nothing", async () => {
    const course = await plannedCourse(`Plan Refusal Course ${Math.random()}`);
    const cases: [Record<string, string>, string, string][] = [
      [
        { registration: "2500", "instalments[0].amount": "5000", "instalments[0].days": "0" },
        "registration",
        "The registration and instalments add up to ₹7,500, but the course fee is ₹12,500. Make them equal.",
      ],
      [{ registration: "abc" }, "registration", "Enter the registration amount in rupees, e.g. 12500 or 12500.50"],
      [
        { registration: "0", "instalments[0].amount": "12500", "instalments[0].days": "ten" },
        "instalments[0].days",
        "Enter whole days from the batch's start, 0 to 3660",
      ],
      [
        { registration: "12500", "instalments[0].amount": "0", "instalments[0].days": "3" },
        "instalments[0].amount",
        "Instalment 1's amount must be more than ₹0",
      ],
    ];
    for (const [form, field, message] of cases) {
      const answer = await save(course.id, form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect(errorsOf(answer)[field], JSON.stringify(form)).toBe(message);
    }
    const [plan] = await db.select().from(feePlans).where(eq(feePlans.course_id, course.id));
    expect(plan.registration_paise).toBe(250000);
  });

  it("refuses a plan that does not add up in Hindi on the Hindi course editor (?lang=hi)", async () => {
    const course = await plannedCourse(`Plan Hindi Course ${Math.random()}`);
    const form = { intent: "fee-plan", registration: "2500", "instalments[0].amount": "5000", "instalments[0].days": "0" };
    const answer = await callRoute(() =>
      courseEditRoute.action(routeArgs(people.admin, `/admin/courses/${course.id}/edit?lang=hi`, form, { id: course.id }) as never),
    );
    expect(answer.status).toBe(400);
    expect(errorsOf(answer).registration).toBe("रजिस्ट्रेशन और किस्तों का जोड़ ₹7,500 है, पर कोर्स फ़ीस ₹12,500 है। दोनों बराबर करें।");
    expect(answer.toast?.title).toBe("फ़ीस योजना सहेजी नहीं जा सकी");
    const bad = await callRoute(() =>
      courseEditRoute.action(
        routeArgs(
          people.admin,
          `/admin/courses/${course.id}/edit?lang=hi`,
          { intent: "fee-plan", registration: "12500", "instalments[0].amount": "0", "instalments[0].days": "3" },
          { id: course.id },
        ) as never,
      ),
    );
    expect(errorsOf(bad)["instalments[0].amount"]).toBe("किस्त 1 की राशि ₹0 से अधिक होनी चाहिए");
    const [plan] = await db.select().from(feePlans).where(eq(feePlans.course_id, course.id));
    expect(plan.registration_paise).toBe(250000);
  });
});
