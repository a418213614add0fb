import { and, asc, eq, sql } from "drizzle-orm";
import type { PaymentMode } from "#app/lib/fee-vocabulary";
import { type Database, db } from "#app/server/db/db.server";
import { batches, courses, dues, paymentAllocations, payments, refunds, students, user } from "#app/server/db/schema";

/** One payment as its receipt prints it: who paid, for what, how, what it settled and what was left. */
export type ReceiptRecord = {
  paymentId: string;
  receiptNumber: string;
  paidOn: string;
  amountPaise: number;
  advancePaise: number;
  mode: PaymentMode;
  reference: string | null;
  student: { id: string; name: string; number: string; phone: string };
  course: { name: string; nameHi: string | null } | null;
  batchCode: string | null;
  /** The staff member who recorded it; null for the gateway. */
  receivedBy: string | null;
  settled: { label: string; labelHi: string | null; amountPaise: number }[];
  /** What the student still owed once this payment was in (not today's balance). */
  balanceAfterPaise: number;
  refunds: { creditNoteNumber: string; amountPaise: number; refundedOn: string }[];
};

type Executor = Pick<Database, "select">;

/** The payment with its student, batch, course and recorder; by id or by receipt number. */
function paymentQuery(executor: Executor) {
  return executor
    .select({
      payment: payments,
      studentName: students.full_name,
      studentNumber: students.student_number,
      phone: students.phone,
      batchCode: batches.code,
      courseName: courses.course_name,
      courseNameHi: courses.name_hi,
      receivedBy: user.name,
    })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.student_id))
    .leftJoin(batches, eq(batches.id, payments.batch_id))
    .leftJoin(courses, eq(courses.id, batches.course_id))
    .leftJoin(user, eq(user.id, payments.recorded_by));
}

/**
 * The student's balance as of this payment: their dues that existed then (less discounts, cancelled
 * ones owing nothing) less what the payments recorded up to and including this one settled.
 */
async function balanceAfter(executor: Executor, payment: typeof payments.$inferSelect): Promise<number> {
  const [row] = await executor
    .select({
      owed: sql<string>`coalesce(sum(${dues.amount_paise} - ${dues.discount_paise}), 0)`,
      settled: sql<string>`coalesce((select sum(a.amount_paise) from ${paymentAllocations} a
        join ${payments} p on p.id = a.payment_id join ${dues} d on d.id = a.due_id
        where p.student_id = ${payment.student_id} and d.cancelled_at is null
          and (p.created_at, p.id) <= (select created_at, id from ${payments} where id = ${payment.id})), 0)`,
    })
    .from(dues)
    .where(
      and(
        eq(dues.student_id, payment.student_id),
        // Timestamps compared in SQL: a JavaScript Date would drop the microseconds.
        sql`${dues.cancelled_at} is null and ${dues.created_at} <= (select created_at from ${payments} where id = ${payment.id})`,
      ),
    );
  return Math.max(0, Number(row.owed) - Number(row.settled));
}

async function recordOf(
  executor: Executor,
  found: Awaited<ReturnType<ReturnType<typeof paymentQuery>["where"]>>[number],
): Promise<ReceiptRecord> {
  const { payment } = found;
  const [settled, refundRows, balanceAfterPaise] = await Promise.all([
    executor
      .select({ label: dues.label, labelHi: dues.label_hi, amountPaise: paymentAllocations.amount_paise })
      .from(paymentAllocations)
      .innerJoin(dues, eq(dues.id, paymentAllocations.due_id))
      .where(and(eq(paymentAllocations.payment_id, payment.id), sql`${paymentAllocations.amount_paise} > 0`))
      .orderBy(asc(dues.due_date), asc(dues.position)),
    executor
      .select({ creditNoteNumber: refunds.credit_note_number, amountPaise: refunds.amount_paise, refundedOn: refunds.refunded_on })
      .from(refunds)
      .where(eq(refunds.payment_id, payment.id))
      .orderBy(asc(refunds.created_at)),
    balanceAfter(executor, payment),
  ]);
  return {
    paymentId: payment.id,
    receiptNumber: payment.receipt_number,
    paidOn: payment.paid_on,
    amountPaise: payment.amount_paise,
    advancePaise: payment.advance_paise,
    mode: payment.mode,
    reference: payment.reference,
    student: { id: payment.student_id, name: found.studentName, number: found.studentNumber, phone: found.phone },
    course: found.courseName ? { name: found.courseName, nameHi: found.courseNameHi } : null,
    batchCode: found.batchCode,
    receivedBy: payment.recorded_by ? (found.receivedBy ?? "") : null,
    settled,
    balanceAfterPaise,
    refunds: refundRows,
  };
}

/** A payment's receipt, or null when there is no such payment. */
export async function receiptRecord(paymentId: string, executor: Executor = db): Promise<ReceiptRecord | null> {
  const [found] = await paymentQuery(executor).where(eq(payments.id, paymentId)).limit(1);
  return found ? recordOf(executor, found) : null;
}

/** The receipt with this number (RCT/2026-27/0001, as stored), or null. */
export async function receiptRecordByNumber(receiptNumber: string, executor: Executor = db): Promise<ReceiptRecord | null> {
  const [found] = await paymentQuery(executor).where(eq(payments.receipt_number, receiptNumber)).limit(1);
  return found ? recordOf(executor, found) : null;
}
