import { eq } from "drizzle-orm";
import type { Actor } from "#app/features/accounts/index.server";
import { formValues } from "#app/lib/forms";
import { audit } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { batches } from "#app/server/db/schema";
import { isUnconfirmedDelete, UNCONFIRMED_DELETE } from "#app/server/http/confirmed-delete.server";
import { refuse } from "#app/server/http/refuse.server";
import { redirectWithToast } from "#app/server/http/toast.server";
import { BATCHES_URL, batchRowActionSchema } from "./batch-schema";
import { countBatchStudents, getBatchRow } from "./batches-admin.server";

const DELETE_FAILED = "Failed to delete batch";

/** Why a batch with students is kept: its students, their attendance and their tasks belong to it. */
const hasStudentsMessage = (n: number) =>
  `This batch has ${n} ${n === 1 ? "student" : "students"}, so it cannot be deleted. Cancel it instead: edit the batch and set its status to Cancelled.`;

/**
 * The confirmed delete (ConfirmForm's `confirmed=1`) of the list's rows and the batch page. A
 * batch with students is refused (cancel it instead); the check and the delete run in one
 * transaction, and the students' foreign key (restrict) refuses an admission that slips in between.
 */
export async function deleteBatchAction(request: Request, admin: Pick<Actor, "id">) {
  const values = formValues(await request.formData());
  const parsed = batchRowActionSchema.safeParse(values);
  if (!parsed.success)
    return refuse({ status: 400, title: DELETE_FAILED, description: "The request was not understood. Please reload the page." });
  if (isUnconfirmedDelete(values)) return refuse({ status: 400, title: DELETE_FAILED, description: UNCONFIRMED_DELETE });
  const id = parsed.data.id;
  const outcome = await db
    .transaction(async (tx) => {
      const row = await getBatchRow(id, tx);
      if (!row) return { gone: true, held: 0 } as const;
      const held = await countBatchStudents(tx, id);
      if (held > 0) return { gone: false, held } as const;
      await tx.delete(batches).where(eq(batches.id, id));
      await audit(
        { adminUserId: admin.id, action: "batch_deleted", details: { batch_id: row.id, code: row.code, course_id: row.course_id } },
        tx,
      );
      return { gone: false, held: 0, deleted: row.code } as const;
    })
    .catch((error: unknown) => {
      // 23503: a student admitted between the count and the delete.
      if (
        (error as { code?: string; cause?: { code?: string } })?.cause?.code === "23503" ||
        (error as { code?: string })?.code === "23503"
      )
        return { gone: false, held: 1 } as const;
      throw error;
    });
  if (outcome.gone) return refuse({ status: 404, title: DELETE_FAILED, description: "This batch no longer exists." });
  if (outcome.held > 0 || !("deleted" in outcome))
    return refuse({ status: 409, title: DELETE_FAILED, description: hasStudentsMessage(outcome.held) });
  return redirectWithToast(BATCHES_URL, { title: `Batch ${outcome.deleted} deleted`, type: "success" });
}
