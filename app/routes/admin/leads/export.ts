import { currentAdmin } from "#app/features/accounts/permissions.server";
import { type LeadCsvKind, leadCsv, leadCsvKindFrom } from "#app/features/lead-desk/lead-csv.server";
import { csvFilename, csvResponse } from "#app/lib/csv";
import type { Route } from "./+types/export";

/** GET /admin/leads/export?tab=contact|demo|newsletter&q= : that list, filtered, as CSV (streamed in batches, decision 008). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const params = new URL(request.url).searchParams;
  const kind: LeadCsvKind = leadCsvKindFrom(params.get("tab"));
  const csv = leadCsv(kind, params.get("q") ?? "");
  return csvResponse(csvFilename(csv.filename), csv.body);
}
