import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type PaymentMode, REFERENCE_REQUIRED_MODES } from "#app/lib/fee-vocabulary";
import { formatPaise } from "#app/lib/format";
import { type Refusable, refusal } from "#app/lib/refusal";
import { audit } from "#app/server/db/audit.server";
import { isUniqueViolation } from "#app/server/db/db-errors.server";
import type { Transaction } from "#app/server/db/db.server";
import { Refused, refusable } from "#app/server/db/refusable.server";
import { dues, feeDiscounts, paymentAllocations, payments, studentEvents, students } from "#app/server/db/schema";
import { dueOutstanding } from "./due-status";
import { readFeeSettings } from "./fee-settings.server";
import { nextMoneyDocumentNumber } from "./receipt-numbers.server";

export type PaymentInput = {
  studentId: string;
  amountPaise: number;
  mode: PaymentMode;
  /** India calendar date the money came in; it picks the receipt's financial year. */
  paidOn: string;
  reference: string | null;
  /** Staff ticked "Advance": what the dues do not take is kept as credit. The gateway always may. */
  advance: boolean;
  note?: string | null;
  /** The staff member at the counter; null for the gateway. */
  recordedBy: string | null;
  razorpayPaymentId?: string | null;
  paymentLinkId?: string | null;
};

export type RecordedPayment = {
  paymentId: string;
  receiptNumber: string;
  allocations: { dueId: string; amountPaise: number }[];
  advancePaise: number;
  balanceAfterPaise: number;
  discountPaise: number;
};

const REFERENCE_WORDS: Partial<Record<PaymentMode, string>> = { upi: "Enter the UPI payment's UTR", bank_transfer: "Enter the bank transfer's reference" };

/** The student's open dues, oldest first, locked until the payment commits: two payments for one student queue here. */
async function lockOpenDues(tx: Transaction, studentId: string) {
  return tx
    .select()
    .from(dues)
    .where(and(eq(dues.student_id, studentId), isNull(dues.cancelled_at)))
    .orderBy(asc(dues.due_date), asc(dues.position), asc(dues.created_at))
    .for("update");
}

type OpenDue = Awaited<ReturnType<typeof lockOpenDues>>[number];

/** Splits `amount` over the dues, oldest first, each up to what it still owes. */
function allocate(open: OpenDue[], amount: number) {
  const allocations: { dueId: string; amountPaise: number }[] = [];
  let left = amount;
  for (const due of open) {
    const take = Math.min(left, dueOutstanding(due));
    if (take <= 0) continue;
    allocations.push({ dueId: due.id, amountPaise: take });
    left -= take;
    if (left === 0) break;
  }
  return { allocations, advancePaise: left };
}

/**
 * The online admission discount (fee settings; the seed's banner offers ₹3,000): given once,
 * when the student's first payment comes in online, over their open dues oldest first.
 */
async function onlineAdmissionDiscount(tx: Transaction, input: PaymentInput, open: OpenDue[]): Promise<number> {
  if (input.mode !== "online") return 0;
  const [earlier] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.student_id, input.studentId)).limit(1);
  if (earlier) return 0;
  const { online_admission_discount_paise: offer } = await readFeeSettings(tx);
  const { allocations } = allocate(open, offer);
  for (const part of allocations) {
    await tx.update(dues).set({ discount_paise: sql`${dues.discount_paise} + ${part.amountPaise}`, updated_at: new Date() }).where(eq(dues.id, part.dueId));
    await tx.insert(feeDiscounts).values({
      due_id: part.dueId,
      student_id: input.studentId,
      amount_paise: part.amountPaise,
      reason: "Online admission discount",
      rule: "online_admission",
    });
    const due = open.find((d) => d.id === part.dueId);
    if (due) due.discount_paise += part.amountPaise;
  }
  return allocations.reduce((sum, part) => sum + part.amountPaise, 0);
}

/** Refuses a counter payment that lacks its reference or repeats one already on a receipt. */
async function checkReference(tx: Transaction, input: PaymentInput) {
  const words = REFERENCE_WORDS[input.mode];
  if (words && !input.reference) throw new Refused(refusal(400, words, "reference"));
  if (!input.reference) return;
  const [used] = await tx
    .select({ receipt: payments.receipt_number })
    .from(payments)
    .where(and(eq(payments.mode, input.mode), sql`upper(${payments.reference}) = upper(${input.reference})`));
  if (used) throw new Refused(refusal(409, `Reference ${input.reference} is already on receipt ${used.receipt}`, "reference"));
}

async function writePayment(tx: Transaction, input: PaymentInput, batchId: string, split: ReturnType<typeof allocate>) {
  const { number, financialYear } = await nextMoneyDocumentNumber(tx, "RCT", input.paidOn);
  const [payment] = await tx
    .insert(payments)
    .values({
      student_id: input.studentId,
      batch_id: batchId,
      amount_paise: input.amountPaise,
      advance_paise: split.advancePaise,
      mode: input.mode,
      paid_on: input.paidOn,
      reference: input.reference,
      receipt_number: number,
      financial_year: financialYear,
      recorded_by: input.recordedBy,
      razorpay_payment_id: input.razorpayPaymentId ?? null,
      payment_link_id: input.paymentLinkId ?? null,
      note: input.note ?? null,
    })
    .returning({ id: payments.id });
  for (const part of split.allocations) {
    await tx.insert(paymentAllocations).values({ payment_id: payment.id, due_id: part.dueId, amount_paise: part.amountPaise });
    await tx.update(dues).set({ paid_paise: sql`${dues.paid_paise} + ${part.amountPaise}`, updated_at: new Date() }).where(eq(dues.id, part.dueId));
  }
  return { paymentId: payment.id, receiptNumber: number };
}

/**
 * Records money received, in the caller's transaction (decision 044-fees-ledger): locks the
 * student's dues, applies the online admission discount when due, settles the oldest dues
 * first, keeps any rest as advance (only when allowed), takes the receipt number and writes the
 * timeline and the audit. Throws Refused (rolling everything back) for what staff must fix.
 */
export async function recordPaymentIn(tx: Transaction, input: PaymentInput): Promise<RecordedPayment> {
  const [student] = await tx.select({ id: students.id, batchId: students.batch_id }).from(students).where(eq(students.id, input.studentId)).for("update");
  if (!student) throw new Refused(refusal(404, "This student no longer exists"));
  await checkReference(tx, input);
  const open = await lockOpenDues(tx, input.studentId);
  const discountPaise = await onlineAdmissionDiscount(tx, input, open);
  const balance = open.reduce((sum, due) => sum + dueOutstanding(due), 0);
  const allowAdvance = input.advance || input.recordedBy === null;
  if (input.amountPaise > balance && !allowAdvance)
    throw new Refused(
      refusal(400, `${formatPaise(input.amountPaise)} is more than the balance of ${formatPaise(balance)}. Tick "Advance" to keep the rest as credit.`, "amount"),
    );
  const split = allocate(open, input.amountPaise);
  const written = await writePayment(tx, input, student.batchId, split);
  const details = { payment_id: written.paymentId, receipt_number: written.receiptNumber, amount_paise: input.amountPaise, mode: input.mode };
  await tx.insert(studentEvents).values({ student_id: input.studentId, type: "payment_received", actor_id: input.recordedBy, details });
  if (input.recordedBy) await audit({ adminUserId: input.recordedBy, action: "record_payment", details: { student_id: input.studentId, ...details } }, tx);
  const balanceAfterPaise = Math.max(0, balance - input.amountPaise);
  return { ...written, allocations: split.allocations, advancePaise: split.advancePaise, balanceAfterPaise, discountPaise };
}

/** Records a payment in its own transaction; a refusal or a repeated reference changes nothing. */
export async function recordPayment(input: PaymentInput): Promise<Refusable<RecordedPayment>> {
  try {
    return await refusable(async (tx) => ({ ok: true as const, ...(await recordPaymentIn(tx, input)) }));
  } catch (error) {
    // Two staff typing the same UTR at once (or a gateway payment twice): the second insert meets a unique index.
    if (isUniqueViolation(error))
      return input.reference
        ? refusal(409, `Reference ${input.reference} is already on another receipt`, "reference")
        : refusal(409, "This payment is already recorded");
    throw error;
  }
}
