import { and, count, eq } from "drizzle-orm";
import type { Actor } from "#app/features/accounts/index.server";
import { BATCH_STATUS_LABELS, type BatchStatus } from "#app/lib/batch-vocabulary";
import { STAFF_ROLES } from "#app/lib/domain";
import { indiaDate } from "#app/lib/india-time";
import type { Transaction } from "#app/server/db/db.server";
import { Refused } from "#app/server/db/refusable.server";
import { batches, students } from "#app/server/db/schema";
import { batchFullMessage, refusal } from "./student-result";

/**
 * Seats (decision 042-student-admission): a batch's seats taken are its studying students,
 * and a course's `currently_enrolled` is the studying students of all its batches, so the
 * spec's seat labels and Course Full follow the admissions.
 */

export type StaffActor = Pick<Actor, "id" | "profile">;

/** The batches that take students: not completed, not cancelled. */
export const ADMITTING_STATUSES: readonly BatchStatus[] = ["planned", "open", "running"];

/** Only an admin (or super admin) may go beyond a batch's seats, and only with a reason. */
const mayOverride = (actor: StaffActor) => STAFF_ROLES.includes(actor.profile.role);

/** The batch, locked for the rest of the transaction, with its studying students: two admissions to the last seat queue here. */
async function lockBatchSeats(tx: Transaction, batchId: string) {
  const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId)).for("update");
  if (!batch) return null;
  const [row] = await tx
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.batch_id, batchId), eq(students.status, "studying")));
  return { batch, studying: row?.n ?? 0 };
}

/**
 * Whether the batch takes one more student: it exists, takes students, and has a seat, or
 * the actor is an admin who overrode (the schema asks the reason). Throws Refused otherwise.
 * `overridden`: the seat is beyond the batch's capacity.
 */
export async function claimSeat(tx: Transaction, batchId: string, input: { override: boolean; needsSeat?: boolean }, actor: StaffActor) {
  const seats = await lockBatchSeats(tx, batchId);
  if (!seats) throw new Refused(refusal(400, "Choose a batch", "batch_id"));
  const { batch, studying } = seats;
  if (!ADMITTING_STATUSES.includes(batch.status))
    throw new Refused(
      refusal(400, `Batch ${batch.code} is ${BATCH_STATUS_LABELS[batch.status].toLowerCase()} and takes no students`, "batch_id"),
    );
  if (batch.end_date < indiaDate()) throw new Refused(refusal(400, `Batch ${batch.code} ended on ${batch.end_date}`, "batch_id"));
  // A student who no longer studies (moved while dropped out) takes no seat.
  const full = input.needsSeat !== false && studying >= batch.capacity;
  if (full && !(input.override && mayOverride(actor)))
    throw new Refused(refusal(409, batchFullMessage(batch.code, studying, batch.capacity), "batch_id"));
  return { batch, overridden: full };
}
