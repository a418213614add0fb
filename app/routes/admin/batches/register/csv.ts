import { data } from "react-router";
import { attendanceRegister, registerCsv } from "#app/features/attendance/register.server";
import { registerMonth } from "#app/features/attendance/register-page.server";
import { csvResponse } from "#app/lib/csv";
import { staffAndBatch } from "../staff-batch.server";
import type { Route } from "./+types/csv";

/** GET /admin/batches/{id}/register.csv?month=YYYY-MM : the monthly register as a spreadsheet (formula-safe). */
export async function loader(args: Route.LoaderArgs) {
  const { batch } = await staffAndBatch(args);
  const { month, refusal } = registerMonth(batch, new URL(args.request.url));
  if (refusal) throw data({ error: refusal }, { status: 400 });
  const csv = registerCsv(await attendanceRegister(batch, month), batch.code);
  return csvResponse(csv.filename, csv.body);
}
