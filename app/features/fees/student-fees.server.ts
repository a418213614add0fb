import { asc, desc, eq } from "drizzle-orm";
import type { DueStatus } from "#app/lib/fee-vocabulary";
import { indiaDate } from "#app/lib/india-time";
import { type Database, db } from "#app/server/db/db.server";
import { dues, payments, refunds } from "#app/server/db/schema";
import { dueOutstanding, dueStatus } from "./due-status";

export type StudentDue = typeof dues.$inferSelect & { status: DueStatus; outstanding_paise: number };
type StudentPayment = typeof payments.$inferSelect;
type StudentRefund = typeof refunds.$inferSelect;

export type StudentFees = {
  dues: StudentDue[];
  payments: StudentPayment[];
  refunds: StudentRefund[];
  /** What is still owed over all open dues. */
  balancePaise: number;
  /** Paid beyond the dues and not refunded (a refund takes from a payment's advance first): credit held. */
  advancePaise: number;
  /** The whole fee after discounts (cancelled dues count what was paid on them). */
  totalPaise: number;
  paidPaise: number;
};

/**
 * One student's fees, as the admin student page and the student's own page show them: each due
 * with its status on `today`, the payments newest first, the refunds, and the balance.
 */
export async function studentFees(studentId: string, today = indiaDate(), executor: Pick<Database, "select"> = db): Promise<StudentFees> {
  const [dueRows, paymentRows, refundRows] = await Promise.all([
    executor
      .select()
      .from(dues)
      .where(eq(dues.student_id, studentId))
      .orderBy(asc(dues.due_date), asc(dues.position), asc(dues.created_at)),
    executor.select().from(payments).where(eq(payments.student_id, studentId)).orderBy(desc(payments.paid_on), desc(payments.created_at)),
    executor.select().from(refunds).where(eq(refunds.student_id, studentId)).orderBy(desc(refunds.created_at)),
  ]);
  const withStatus = dueRows.map((due) => ({ ...due, status: dueStatus(due, today), outstanding_paise: dueOutstanding(due) }));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    dues: withStatus,
    payments: paymentRows,
    refunds: refundRows,
    balancePaise: sum(withStatus.map((due) => due.outstanding_paise)),
    advancePaise: sum(paymentRows.map((p) => p.advance_paise)),
    totalPaise: sum(withStatus.map((due) => (due.cancelled_at ? due.paid_paise : due.amount_paise - due.discount_paise))),
    paidPaise: sum(withStatus.map((due) => due.paid_paise)),
  };
}
