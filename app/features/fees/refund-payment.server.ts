import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Actor } from "#app/features/accounts/index.server";
import { formatPaise } from "#app/lib/format";
import { indiaDate } from "#app/lib/india-time";
import { type Refusable, refusal } from "#app/lib/refusal";
import { audit } from "#app/server/db/audit.server";
import type { Transaction } from "#app/server/db/db.server";
import { Refused, refusable } from "#app/server/db/refusable.server";
import { dues, paymentAllocations, payments, refunds, studentEvents, students } from "#app/server/db/schema";
import { nextMoneyDocumentNumber } from "./receipt-numbers.server";

export type RefundInput = { paymentId: string; amountPaise: number; reason: string; cancelDues: boolean };

const onlySuperAdmin = (actor: Actor) => {
  if (actor.profile.role !== "super_admin") throw new Refused(refusal(403, "Only a super admin can refund a payment"));
};

/** The payment's allocations with their dues, newest due first (the last settled is the first given back), locked. */
async function lockAllocations(tx: Transaction, paymentId: string) {
  return tx
    .select({ dueId: dues.id, allocated: paymentAllocations.amount_paise, paid: dues.paid_paise })
    .from(paymentAllocations)
    .innerJoin(dues, eq(dues.id, paymentAllocations.due_id))
    .where(eq(paymentAllocations.payment_id, paymentId))
    .orderBy(desc(dues.due_date), desc(dues.position), desc(dues.created_at))
    .for("update");
}

/** Gives `amount` back out of the payment's allocations, newest due first; returns the dues it reopened. */
async function reverseAllocations(tx: Transaction, paymentId: string, amount: number) {
  const reopened: { dueId: string; amountPaise: number }[] = [];
  let left = amount;
  for (const part of await lockAllocations(tx, paymentId)) {
    const take = Math.min(left, part.allocated);
    if (take <= 0) continue;
    await tx
      .update(paymentAllocations)
      .set({ amount_paise: sql`${paymentAllocations.amount_paise} - ${take}` })
      .where(and(eq(paymentAllocations.payment_id, paymentId), eq(paymentAllocations.due_id, part.dueId)));
    await tx
      .update(dues)
      .set({ paid_paise: sql`${dues.paid_paise} - ${take}`, updated_at: new Date() })
      .where(eq(dues.id, part.dueId));
    reopened.push({ dueId: part.dueId, amountPaise: take });
    left -= take;
    if (left === 0) break;
  }
  return reopened;
}

/**
 * A super admin refunds (part of) a payment (issue 24 point 8): a credit note CN/2026-27/0001
 * from the same gapless series machinery as receipts, the payment's advance given back first,
 * then its allocations newest due first, so the balance grows by what the dues lost. With
 * `cancelDues` (the student left) the reopened dues are cancelled instead of owed again.
 * Nothing is deleted; the audit keeps before and after.
 */
export async function refundPayment(
  studentId: string,
  input: RefundInput,
  actor: Actor,
  day = indiaDate(),
): Promise<Refusable<{ creditNoteNumber: string; refundId: string }>> {
  return refusable(async (tx) => {
    onlySuperAdmin(actor);
    await tx.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for("update");
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!payment || payment.student_id !== studentId) throw new Refused(refusal(404, "This payment no longer exists", "payment_id"));
    const refundable = payment.amount_paise - payment.refunded_paise;
    if (input.amountPaise > refundable)
      throw new Refused(refusal(400, `At most ${formatPaise(refundable)} of this payment can be refunded`, "amount"));
    const fromAdvance = Math.min(payment.advance_paise, input.amountPaise);
    const reopened = await reverseAllocations(tx, payment.id, input.amountPaise - fromAdvance);
    const cancelled = input.cancelDues && reopened.length > 0;
    if (cancelled)
      await tx
        .update(dues)
        .set({ cancelled_at: new Date(), updated_at: new Date() })
        .where(
          and(
            inArray(
              dues.id,
              reopened.map((r) => r.dueId),
            ),
            isNull(dues.cancelled_at),
          ),
        );
    const { number, financialYear } = await nextMoneyDocumentNumber(tx, "CN", day);
    const [refund] = await tx
      .insert(refunds)
      .values({
        payment_id: payment.id,
        student_id: studentId,
        amount_paise: input.amountPaise,
        credit_note_number: number,
        financial_year: financialYear,
        refunded_on: day,
        reason: input.reason,
        cancelled_dues: cancelled,
        refunded_by: actor.id,
      })
      .returning({ id: refunds.id });
    const after = { refunded_paise: payment.refunded_paise + input.amountPaise, advance_paise: payment.advance_paise - fromAdvance };
    await tx.update(payments).set(after).where(eq(payments.id, payment.id));
    const details = { refund_id: refund.id, payment_id: payment.id, credit_note_number: number, amount_paise: input.amountPaise };
    await tx.insert(studentEvents).values({ student_id: studentId, type: "payment_refunded", actor_id: actor.id, details });
    await audit(
      {
        adminUserId: actor.id,
        action: "payment_refunded",
        details: {
          student_id: studentId,
          ...details,
          receipt_number: payment.receipt_number,
          reason_length: input.reason.length,
          reopened_dues: reopened,
          cancelled_dues: cancelled,
          before: { refunded_paise: payment.refunded_paise, advance_paise: payment.advance_paise },
          after,
        },
      },
      tx,
    );
    return { ok: true as const, creditNoteNumber: number, refundId: refund.id };
  });
}

/**
 * Cancels what a student still owes without a refund (the student left): every open due with
 * something outstanding is marked cancelled; what was paid on it stays paid. Audited.
 */
export async function cancelRemainingDues(studentId: string, reason: string, actor: Actor): Promise<Refusable<{ count: number }>> {
  return refusable(async (tx) => {
    const [student] = await tx.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for("update");
    if (!student) throw new Refused(refusal(404, "This student no longer exists"));
    const open = sql`${dues.paid_paise} + ${dues.discount_paise} < ${dues.amount_paise}`;
    const cancelled = await tx
      .update(dues)
      .set({ cancelled_at: new Date(), updated_at: new Date() })
      .where(and(eq(dues.student_id, studentId), isNull(dues.cancelled_at), open))
      .returning({ id: dues.id, owed: sql<number>`${dues.amount_paise} - ${dues.paid_paise} - ${dues.discount_paise}` });
    if (cancelled.length === 0) throw new Refused(refusal(409, "Nothing is owed: there are no dues to cancel"));
    const details = { due_ids: cancelled.map((d) => d.id), owed_paise: cancelled.reduce((s, d) => s + Number(d.owed), 0) };
    await tx
      .insert(studentEvents)
      .values({ student_id: studentId, type: "dues_cancelled", actor_id: actor.id, details: { ...details, reason } });
    await audit(
      {
        adminUserId: actor.id,
        action: "dues_cancelled",
        details: {
          student_id: studentId,
          ...details,
          reason_length: reason.length,
          before: { cancelled_at: null },
          after: { cancelled: true },
        },
      },
      tx,
    );
    return { ok: true as const, count: cancelled.length };
  });
}
