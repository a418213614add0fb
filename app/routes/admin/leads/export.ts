import { csvFilename, csvResponse } from "#app/lib/csv";
import { type LeadKind, leadCsv, leadKindFrom } from "#app/server/models/leads-admin.server";
import { currentAdmin } from "#app/server/permissions.server";
import type { Route } from "./+types/export";

/** GET /admin/leads/export?tab=contact|demo|newsletter&q= : that list, filtered, as CSV (streamed in batches, decision 008). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const params = new URL(request.url).searchParams;
  const kind: LeadKind = leadKindFrom(params.get("tab"));
  const csv = leadCsv(kind, params.get("q") ?? "");
  return csvResponse(csvFilename(csv.filename), csv.body);
}
