import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq } from "drizzle-orm";
import { audit } from "#app/server/db/audit.server";
import { type Database, db } from "#app/server/db/db.server";
import { courses, feePlanInstalments, feePlans } from "#app/server/db/schema";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { rupeesTextToPaise } from "./fee-plan.server";
import { feePlanSchema } from "./fee-schemas";
import { feesLangOf, feesTranslate } from "./fees-words";

/** The plan as the course editor shows it: the course's fee, and the saved plan (or none yet). */
export async function feePlanForEditor(courseId: string, executor: Pick<Database, "select"> = db) {
  const [course] = await executor
    .select({ fee: courses.fee_amount, registration: feePlans.registration_paise, planned: feePlans.course_id })
    .from(courses)
    .leftJoin(feePlans, eq(feePlans.course_id, courses.id))
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const instalments = await executor
    .select({ amountPaise: feePlanInstalments.amount_paise, dueAfterDays: feePlanInstalments.due_after_days })
    .from(feePlanInstalments)
    .where(eq(feePlanInstalments.course_id, courseId))
    .orderBy(asc(feePlanInstalments.position));
  return {
    totalPaise: rupeesTextToPaise(course.fee),
    saved: Boolean(course.planned),
    registrationPaise: course.registration ?? 0,
    instalments,
  };
}

export type FeePlanEditorData = NonNullable<Awaited<ReturnType<typeof feePlanForEditor>>>;

/**
 * Saves a course's fee plan (the course editor's "Fee plan" form): checked against the course's
 * fee and written in one transaction with the course locked (the course save locks it too and
 * checks the fee against the plan), so neither can slip between the other's check and write.
 * Dues already written at admission stay as they are: a plan changes future admissions only.
 */
export async function saveFeePlan(request: Request, formData: FormData, adminId: string, courseId: string) {
  const t = feesTranslate(feesLangOf(request.url));
  const failed = t("feesStaff.plan.failed");
  const outcome = await db.transaction(async (tx) => {
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("update");
    const current = await feePlanForEditor(courseId, tx);
    if (!current) return { kind: "gone" } as const;
    const submission = parseWithZod(formData, { schema: feePlanSchema(current.totalPaise, t), disableAutoCoercion: true });
    if (submission.status !== "success") return { kind: "refused", reply: submission.reply() } as const;
    await writeFeePlan(tx, courseId, current, submission.value, adminId);
    return { kind: "saved" } as const;
  });
  if (outcome.kind === "gone") return refuse({ status: 404, title: failed, description: t("feesStaff.plan.gone") });
  if (outcome.kind === "refused") {
    const message = Object.values(outcome.reply.error ?? {}).find((m) => m?.length)?.[0];
    return refuse({ status: 400, title: failed, description: message }, outcome.reply);
  }
  const back = new URL(request.url);
  return redirectWithToast(`${back.pathname}${back.search}#fee-plan`, {
    title: t("feesStaff.plan.saved"),
    description: t("feesStaff.plan.savedText"),
    type: "success",
  });
}

type PlanRows = Pick<FeePlanEditorData, "registrationPaise" | "instalments">;
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Replaces the plan and its instalments, and audits before and after (inside saveFeePlan's transaction). */
async function writeFeePlan(
  tx: Tx,
  courseId: string,
  current: PlanRows,
  plan: { registrationPaise: number; instalments: PlanRows["instalments"] },
  adminId: string,
) {
  await tx
    .insert(feePlans)
    .values({ course_id: courseId, registration_paise: plan.registrationPaise })
    .onConflictDoUpdate({ target: feePlans.course_id, set: { registration_paise: plan.registrationPaise, updated_at: new Date() } });
  // Plan rows are the course's settings, not money: replaced whole, so positions stay 1..n.
  await tx.delete(feePlanInstalments).where(eq(feePlanInstalments.course_id, courseId));
  if (plan.instalments.length)
    await tx.insert(feePlanInstalments).values(
      plan.instalments.map((row, i) => ({
        course_id: courseId,
        position: i + 1,
        amount_paise: row.amountPaise,
        due_after_days: row.dueAfterDays,
      })),
    );
  const before = { registration_paise: current.registrationPaise, instalments: current.instalments };
  const after = { registration_paise: plan.registrationPaise, instalments: plan.instalments };
  await audit({ adminUserId: adminId, action: "fee_plan_updated", details: { course_id: courseId, before, after } }, tx);
}
