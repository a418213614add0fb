// The fixtures of the e2e payments server (payments-server.ts, tests/e2e/payments-online.test.ts),
// written with SQL through the built server's `db` as the ledger writes them (decision
// 044-fees-ledger), after the shared server's own fixtures (start-server.mjs):
// - one student per online-payment test ("payer"): a running batch (Mon–Sat, 10:00–13:00),
//   ten marked days with two absences (80%), the course fee ₹15,000 of which ₹12,500 was paid
//   in cash on 1 December 2025 (a receipt), so ₹2,500 is still owed;
// - the "daily" student, whose four payments on 15 December 2025 fill the cash book: Cash
//   ₹5,000 and UPI ₹3,000 by Asha Admin, Card ₹1,500 by the super admin, Online ₹2,000 by the
//   gateway.
// Receipts continue the 2025-26 series after the receipts fixtures' two (kept gapless).
import { sql } from "drizzle-orm";

/** The online-payment tests' students, one per test (a paid due cannot be paid again). */
const PAYERS = ["portal-en", "portal-hi", "link-en-375", "link-hi-375", "link-en-1280", "link-hi-1280"];

/** Fixed ids, names, numbers and receipts of a payer (or "daily"). */
export const paymentsIds = (tag) => {
  const n = tag === "daily" ? 99 : PAYERS.indexOf(tag) + 1;
  if (n === 0) throw new Error(`no payments fixture ${tag}`);
  const tail = String(n).padStart(12, "0");
  // The first group differs per student too: a payment link's reference is made from the due
  // id's first 20 hex digits (payment-link.server.ts), which must differ between dues.
  const id = (kind) => `5e1${kind}${n.toString(16).padStart(2, "0")}00-0000-4000-8000-${tail}`;
  return {
    batch: id(2),
    student: id(3),
    due: id(4),
    payment: id(5),
    batchCode: `E2E-PAY-${n}`,
    studentName: `Meera Joshi ${n}`,
    /** 10 digits, as staff recorded them. */
    phone: `93000${String(n).padStart(5, "0")}`,
    /** The cash receipt of 1 December 2025 (payers only). */
    receiptNumber: `RCT/2025-26/${String(n + 2).padStart(4, "0")}`,
  };
};

const PAYMENTS_COURSE = "5e100001-0000-4000-8000-000000000001";
export const DAILY_DAY = "2025-12-15";
/** The cash book of DAILY_DAY: [mode, rupees, recorder e-mail or null for the gateway, reference]. */
const DAILY = [
  ["cash", 5000, "e2e-admin@example.com", null],
  ["upi", 3000, "e2e-admin@example.com", "UTR500000000001"],
  ["card", 1500, "e2e-super@example.com", "SLIP-0042"],
  ["online", 2000, null, "pay_E2EDaily0000001"],
];
/** Ten class days of the first two weeks (Mon–Sat); the 5th and 8th are absences. */
const CLASS_DAYS = ["03", "04", "05", "06", "07", "08", "10", "11", "12", "13"].map((d) => `2025-11-${d}`);

const student = async (db, ids, feePaise) => {
  await db.execute(sql`insert into batches (id, course_id, code, branch, start_date, end_date, days, start_time, end_time, capacity, status)
    values (${ids.batch}, ${PAYMENTS_COURSE}, ${ids.batchCode}, 'Main Campus', '2025-11-03', '2099-12-31', '{1,2,3,4,5,6}', '10:00', '13:00', 20, 'running')`);
  await db.execute(sql`insert into students (id, student_number, batch_id, full_name, phone, admitted_on)
    values (${ids.student}, ${`STU-2025-${ids.batchCode}`}, ${ids.batch}, ${ids.studentName}, ${ids.phone}, '2025-11-03')`);
  await db.execute(sql`insert into dues (id, student_id, kind, position, label, label_hi, amount_paise, paid_paise, due_date)
    values (${ids.due}, ${ids.student}, 'instalment', 1, 'Course fee', 'कोर्स फ़ीस', ${feePaise}, 0, '2025-11-03')`);
};

/** Records a payment against the student's one due, as recordPayment would (allocation and paid_paise). */
const payment = async (db, ids, p) => {
  await db.execute(sql`insert into payments (id, student_id, batch_id, amount_paise, mode, paid_on, reference, receipt_number, financial_year,
      recorded_by, razorpay_payment_id)
    values (${p.id}, ${ids.student}, ${ids.batch}, ${p.paise}, ${p.mode}, ${p.day}, ${p.reference}, ${p.receipt}, '2025-26',
      (select id from "user" where email = ${p.by}), ${p.mode === "online" ? p.reference : null})`);
  await db.execute(sql`insert into payment_allocations (payment_id, due_id, amount_paise) values (${p.id}, ${ids.due}, ${p.paise})`);
  await db.execute(sql`update dues set paid_paise = paid_paise + ${p.paise} where id = ${ids.due}`);
};

/** @param {import("drizzle-orm/pg-core").PgDatabase<any>} db */
export async function seedPaymentsFixtures(db) {
  await db.execute(sql`insert into supertech_courses (id, course_name, course_code, duration_weeks, max_students, is_active, fee_amount, name_hi)
    values (${PAYMENTS_COURSE}, 'Smartphone Repairing', 'E2E-PAY', 12, 20, false, '15000.00', 'स्मार्टफ़ोन रिपेयरिंग')`);
  let last = 2;
  for (const tag of PAYERS) {
    const ids = paymentsIds(tag);
    await student(db, ids, 1500000);
    for (const [i, day] of CLASS_DAYS.entries()) {
      await db.execute(sql`insert into attendance (student_id, day, batch_id, mark)
        values (${ids.student}, ${day}, ${ids.batch}, ${i === 4 || i === 7 ? "absent" : "present"})`);
    }
    const receipt = ids.receiptNumber;
    await payment(db, ids, {
      id: ids.payment,
      paise: 1250000,
      mode: "cash",
      day: "2025-12-01",
      reference: null,
      receipt,
      by: "e2e-admin@example.com",
    });
    last = Math.max(last, Number(receipt.slice(-4)));
  }
  const daily = paymentsIds("daily");
  await student(
    db,
    daily,
    DAILY.reduce((sum, [, rupees]) => sum + rupees * 100, 0),
  );
  for (const [i, [mode, rupees, by, reference]] of DAILY.entries()) {
    last += 1;
    const id = `5e100006-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;
    const receipt = `RCT/2025-26/${String(last).padStart(4, "0")}`;
    await payment(db, daily, { id, paise: rupees * 100, mode, day: DAILY_DAY, reference, receipt, by });
  }
  await db.execute(sql`insert into document_series (series, last_given) values ('RCT/2025-26', ${last})
    on conflict (series) do update set last_given = greatest(document_series.last_given, ${last})`);
}
