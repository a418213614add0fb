// The fee-receipt fixtures of the end-to-end server (tests/e2e/receipts.test.ts): per viewport
// width, a student owing ₹15,000 who paid ₹12,500 in cash on 1 December 2025, recorded by the
// e2e admin, with receipt RCT/2025-26/0001 (375) or 0002 (1280). Written with SQL through the
// built server's `db`, as the ledger writes them (decision 044-fees-ledger), in a financial
// year the other fees tests do not number in; the series is moved on so it stays gapless.
import { sql } from "drizzle-orm";

/** Fixed ids and numbers, one set per width (tests/e2e/receipts.test.ts reads the same). */
export const receiptIds = (width) => {
  const tail = String(width).padStart(12, "0");
  return {
    course: `5e000001-0000-4000-8000-${tail}`,
    batch: `5e000002-0000-4000-8000-${tail}`,
    student: `5e000003-0000-4000-8000-${tail}`,
    due: `5e000004-0000-4000-8000-${tail}`,
    payment: `5e000005-0000-4000-8000-${tail}`,
    receiptNumber: `RCT/2025-26/000${width === 375 ? 1 : 2}`,
    studentName: `Ravi Kumar Sharma ${width}`,
  };
};

/** @param {import("drizzle-orm/pg-core").PgDatabase<any>} db */
export async function seedReceiptFixtures(db) {
  for (const width of [375, 1280]) {
    const ids = receiptIds(width);
    await db.execute(sql`insert into supertech_courses (id, course_name, course_code, duration_weeks, max_students, is_active, fee_amount, name_hi)
      values (${ids.course}, ${`Mobile Repairing ${width}`}, ${`E2E-RCT-${width}`}, 12, 20, false, '15000.00', ${`मोबाइल रिपेयरिंग ${width}`})`);
    await db.execute(sql`insert into batches (id, course_id, code, branch, start_date, end_date, days, start_time, end_time, capacity, status)
      values (${ids.batch}, ${ids.course}, ${`E2E-RCT-${width}-B1`}, 'Main Campus', '2025-11-03', '2026-02-27', '{1,2,3,4,5,6}', '10:00', '13:00', 20, 'running')`);
    await db.execute(sql`insert into students (id, student_number, batch_id, full_name, phone, admitted_on)
      values (${ids.student}, ${`STU-2025-R${width}`}, ${ids.batch}, ${ids.studentName}, ${`91000${String(width).padStart(5, "0")}`}, '2025-11-03')`);
    await db.execute(sql`insert into dues (id, student_id, kind, position, label, label_hi, amount_paise, paid_paise, due_date)
      values (${ids.due}, ${ids.student}, 'instalment', 1, 'Course fee', 'कोर्स फ़ीस', 1500000, 1250000, '2025-11-03')`);
    await db.execute(sql`insert into payments (id, student_id, batch_id, amount_paise, mode, paid_on, receipt_number, financial_year, recorded_by)
      values (${ids.payment}, ${ids.student}, ${ids.batch}, 1250000, 'cash', '2025-12-01', ${ids.receiptNumber}, '2025-26',
        (select id from "user" where email = 'e2e-admin@example.com'))`);
    await db.execute(sql`insert into payment_allocations (payment_id, due_id, amount_paise) values (${ids.payment}, ${ids.due}, 1250000)`);
  }
  await db.execute(sql`insert into document_series (series, last_given) values ('RCT/2025-26', 2)
    on conflict (series) do update set last_given = greatest(document_series.last_given, 2)`);
}
