import { eq, sql } from "drizzle-orm";
import type { Actor } from "#app/features/accounts/index.server";
import { formatPaise } from "#app/lib/format";
import { type Refusable, refusal } from "#app/lib/refusal";
import { audit } from "#app/server/db/audit.server";
import { Refused, refusable } from "#app/server/db/refusable.server";
import { dues, feeDiscounts, studentEvents } from "#app/server/db/schema";
import { dueOutstanding } from "./due-status";
import { readFeeSettings } from "./fee-settings.server";

export type DiscountInput = { dueId: string; amountPaise: number; reason: string };

/**
 * A discount staff give on one due, with its reason: in one transaction with the due locked
 * (a payment settling it at the same moment waits), never more than the due still owes, and
 * above the settings' limit only by a super admin. Audited and on the student's timeline.
 */
export async function giveDiscount(studentId: string, input: DiscountInput, actor: Actor): Promise<Refusable<{ dueLabel: string }>> {
  return refusable(async (tx) => {
    const [due] = await tx.select().from(dues).where(eq(dues.id, input.dueId)).for("update");
    if (!due || due.student_id !== studentId) throw new Refused(refusal(404, "This due no longer exists", "due_id"));
    const owed = dueOutstanding(due);
    if (due.cancelled_at) throw new Refused(refusal(409, "This due is cancelled", "amount"));
    if (input.amountPaise > owed)
      throw new Refused(refusal(400, `A discount cannot be more than the ${formatPaise(owed)} this due still owes`, "amount"));
    const { discount_limit_paise: limit } = await readFeeSettings(tx);
    if (input.amountPaise > limit && actor.profile.role !== "super_admin")
      throw new Refused(refusal(403, `A discount over ${formatPaise(limit)} needs a super admin`, "amount"));
    await tx
      .update(dues)
      .set({ discount_paise: sql`${dues.discount_paise} + ${input.amountPaise}`, updated_at: new Date() })
      .where(eq(dues.id, due.id));
    const [row] = await tx
      .insert(feeDiscounts)
      .values({ due_id: due.id, student_id: studentId, amount_paise: input.amountPaise, reason: input.reason, given_by: actor.id })
      .returning({ id: feeDiscounts.id });
    const details = { discount_id: row.id, due_id: due.id, amount_paise: input.amountPaise };
    await tx.insert(studentEvents).values({ student_id: studentId, type: "discount_given", actor_id: actor.id, details });
    // The reason is free text about a person: its length in the log, its words in fee_discounts.
    await audit(
      {
        adminUserId: actor.id,
        action: "fee_discount_given",
        details: {
          student_id: studentId,
          ...details,
          reason_length: input.reason.length,
          before: { discount_paise: due.discount_paise },
          after: { discount_paise: due.discount_paise + input.amountPaise },
        },
      },
      tx,
    );
    return { ok: true as const, dueLabel: due.label };
  });
}
