import { eq } from "drizzle-orm";
import { type Database, db } from "#app/server/db/db.server";
import { refunds, user } from "#app/server/db/schema";
import { type ReceiptRecord, receiptRecord } from "./receipt-record.server";

/** One refund as its credit note prints it, with the receipt it refunds. */
export type CreditNoteRecord = {
  refundId: string;
  creditNoteNumber: string;
  refundedOn: string;
  amountPaise: number;
  reason: string;
  refundedBy: string | null;
  receipt: ReceiptRecord;
};

/** A refund's credit note, or null when there is no such refund. */
export async function creditNoteRecord(refundId: string, executor: Pick<Database, "select"> = db): Promise<CreditNoteRecord | null> {
  const [found] = await executor
    .select({ refund: refunds, refundedBy: user.name })
    .from(refunds)
    .leftJoin(user, eq(user.id, refunds.refunded_by))
    .where(eq(refunds.id, refundId))
    .limit(1);
  if (!found) return null;
  const receipt = await receiptRecord(found.refund.payment_id, executor);
  if (!receipt) return null;
  const { refund } = found;
  return {
    refundId: refund.id,
    creditNoteNumber: refund.credit_note_number,
    refundedOn: refund.refunded_on,
    amountPaise: refund.amount_paise,
    reason: refund.reason,
    refundedBy: found.refundedBy,
    receipt,
  };
}
