import { and, eq, sql } from "drizzle-orm";
import type { PaymentMode } from "#app/lib/fee-vocabulary";
import { db } from "#app/server/db/db.server";
import { payments, refunds, students, user } from "#app/server/db/schema";

export type DailyCollection = {
  day: string;
  byMode: { mode: PaymentMode; count: number; paise: number }[];
  byStaff: { name: string; count: number; paise: number }[];
  payments: {
    id: string;
    receipt_number: string;
    student_name: string;
    mode: PaymentMode;
    reference: string | null;
    amount_paise: number;
    recorded_by: string | null;
  }[];
  refunds: { id: string; credit_note_number: string; student_name: string; amount_paise: number }[];
  receivedPaise: number;
  refundedPaise: number;
};

const sumPaise = sql<string>`coalesce(sum(${payments.amount_paise}), 0)`;

/**
 * The cash book of one India day: what came in by mode and by staff member (the gateway is its
 * own line), each payment, the refunds paid out that day, and the net.
 */
export async function dailyCollection(day: string): Promise<DailyCollection> {
  const byMode = await db
    .select({ mode: payments.mode, count: sql<number>`count(*)::int`, paise: sumPaise })
    .from(payments)
    .where(eq(payments.paid_on, day))
    .groupBy(payments.mode)
    .orderBy(payments.mode);
  const byStaff = await db
    .select({ name: sql<string>`coalesce(${user.name}, 'Online (gateway)')`, count: sql<number>`count(*)::int`, paise: sumPaise })
    .from(payments)
    .leftJoin(user, eq(user.id, payments.recorded_by))
    .where(eq(payments.paid_on, day))
    .groupBy(user.name)
    .orderBy(user.name);
  const rows = await db
    .select({
      id: payments.id,
      receipt_number: payments.receipt_number,
      student_name: students.full_name,
      mode: payments.mode,
      reference: payments.reference,
      amount_paise: payments.amount_paise,
      recorded_by: user.name,
    })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.student_id))
    .leftJoin(user, eq(user.id, payments.recorded_by))
    .where(eq(payments.paid_on, day))
    .orderBy(payments.receipt_number);
  const refundRows = await db
    .select({
      id: refunds.id,
      credit_note_number: refunds.credit_note_number,
      student_name: students.full_name,
      amount_paise: refunds.amount_paise,
    })
    .from(refunds)
    .innerJoin(students, eq(students.id, refunds.student_id))
    .where(and(eq(refunds.refunded_on, day)))
    .orderBy(refunds.credit_note_number);
  const money = <T extends { paise: string }>(list: T[]) => list.map((r) => ({ ...r, paise: Number(r.paise) }));
  return {
    day,
    byMode: money(byMode),
    byStaff: money(byStaff),
    payments: rows,
    refunds: refundRows,
    receivedPaise: rows.reduce((sum, r) => sum + r.amount_paise, 0),
    refundedPaise: refundRows.reduce((sum, r) => sum + r.amount_paise, 0),
  };
}
