import { data } from "react-router";
import { assertTeaches, currentStaff } from "#app/features/accounts/permissions.server";
import { getBatchCalendar } from "#app/features/attendance/attendance-day.server";
import { isUuid } from "#app/lib/ids";

/**
 * The signed-in staff member (admin, super admin or trainer) and the batch of a page a trainer
 * may open (attendance, register): 404 when there is none, or when it is another trainer's,
 * so a trainer cannot learn which ids exist.
 */
export async function staffAndBatch(args: { request: Request; context: unknown; params: { id?: string } }) {
  const staff = await currentStaff(args);
  const batch = isUuid(args.params.id) ? await getBatchCalendar(args.params.id) : null;
  if (!batch) throw data({ error: "Batch not found" }, { status: 404 });
  assertTeaches(staff, batch.trainer_user_id);
  return { staff, batch };
}
