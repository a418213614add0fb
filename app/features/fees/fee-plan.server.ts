import { asc, eq } from "drizzle-orm";
import { formatPaise } from "#app/lib/format";
import { type Database, db } from "#app/server/db/db.server";
import { courses, feePlanInstalments, feePlans } from "#app/server/db/schema";

/** A course's fee plan in paise: the total (fee_amount), registration and instalments. */
export type FeePlan = {
  totalPaise: number;
  registrationPaise: number;
  instalments: { amountPaise: number; dueAfterDays: number }[];
};

/** Rupees as stored in courses.fee_amount (numeric text, "12500.00") to integer paise, without a float's rounding. */
export function rupeesTextToPaise(value: string | number): number {
  const [whole, fraction = ""] = String(value).split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/**
 * The plan staff saved, or, for a course without one, the whole fee as one instalment due on
 * the batch's first day: every admission owes the course's fee either way.
 */
export async function feePlanOf(courseId: string, executor: Pick<Database, "select"> = db): Promise<FeePlan | null> {
  const [course] = await executor
    .select({ fee: courses.fee_amount, registration: feePlans.registration_paise, planned: feePlans.course_id })
    .from(courses)
    .leftJoin(feePlans, eq(feePlans.course_id, courses.id))
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const totalPaise = rupeesTextToPaise(course.fee);
  if (!course.planned)
    return { totalPaise, registrationPaise: 0, instalments: totalPaise > 0 ? [{ amountPaise: totalPaise, dueAfterDays: 0 }] : [] };
  const instalments = await executor
    .select({ amountPaise: feePlanInstalments.amount_paise, dueAfterDays: feePlanInstalments.due_after_days })
    .from(feePlanInstalments)
    .where(eq(feePlanInstalments.course_id, courseId))
    .orderBy(asc(feePlanInstalments.position));
  return { totalPaise, registrationPaise: course.registration ?? 0, instalments };
}

/**
 * A new fee for a course checked against its saved plan, inside the course save's transaction
 * (`tx`): the course row is locked first, as saveFeePlan locks it, so a plan saved at the same
 * moment waits for this save (or this save for it) and the check reads the plan that stands.
 * Null when it fits (no plan saved, or the plan adds up to it), else the message for the fee field.
 */
export async function feeAmountRefusal(courseId: string, feeAmount: string | number, tx: Pick<Database, "select">): Promise<string | null> {
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("update");
  const [plan] = await tx.select({ registration: feePlans.registration_paise }).from(feePlans).where(eq(feePlans.course_id, courseId));
  if (!plan) return null;
  const rows = await tx
    .select({ amountPaise: feePlanInstalments.amount_paise })
    .from(feePlanInstalments)
    .where(eq(feePlanInstalments.course_id, courseId));
  const planned = plan.registration + rows.reduce((sum, row) => sum + row.amountPaise, 0);
  const fee = rupeesTextToPaise(feeAmount);
  if (fee === planned) return null;
  return `The fee plan adds up to ${formatPaise(planned)}, but the fee is ${formatPaise(fee)}. Change the fee plan first, or keep the fee at ${formatPaise(planned)}.`;
}
