import { addDays } from "#app/lib/calendar-days";
import type { Transaction } from "#app/server/db/db.server";
import { dues } from "#app/server/db/schema";
import { type FeePlan, feePlanOf } from "./fee-plan.server";

type NewDue = typeof dues.$inferInsert;

/** The labels a student reads on their dues, in English and Hindi. */
function dueLabels(plan: FeePlan, index: number): { label: string; label_hi: string } {
  const count = plan.instalments.length;
  if (count === 1 && plan.registrationPaise === 0) return { label: "Course fee", label_hi: "कोर्स फ़ीस" };
  return { label: `Instalment ${index + 1} of ${count}`, label_hi: `किस्त ${index + 1} / ${count}` };
}

/**
 * The dues a plan gives one student: the registration on the day of admission, then each
 * instalment its days after the batch's start, but never before the admission (a late joiner's
 * first instalment falls due the day they join, not in the past).
 */
function duesFromPlan(plan: FeePlan, studentId: string, batchStart: string, admittedOn: string): NewDue[] {
  const rows: NewDue[] = [];
  if (plan.registrationPaise > 0)
    rows.push({
      student_id: studentId,
      kind: "registration",
      position: 0,
      label: "Registration",
      label_hi: "पंजीकरण शुल्क",
      amount_paise: plan.registrationPaise,
      due_date: admittedOn,
    });
  plan.instalments.forEach((instalment, index) => {
    const date = addDays(batchStart, instalment.dueAfterDays);
    rows.push({
      student_id: studentId,
      kind: "instalment",
      position: index + 1,
      ...dueLabels(plan, index),
      amount_paise: instalment.amountPaise,
      due_date: date < admittedOn ? admittedOn : date,
    });
  });
  return rows;
}

/** Writes a newly admitted student's dues from their course's plan, in the admission's transaction. */
export async function createDuesForAdmission(
  tx: Transaction,
  input: { studentId: string; courseId: string; batchStart: string; admittedOn: string },
): Promise<number> {
  const plan = await feePlanOf(input.courseId, tx);
  if (!plan) return 0;
  const rows = duesFromPlan(plan, input.studentId, input.batchStart, input.admittedOn);
  if (rows.length) await tx.insert(dues).values(rows);
  return rows.length;
}
