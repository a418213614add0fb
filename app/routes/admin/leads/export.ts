import { csvFilename, csvResponse, csvStream } from "../../../lib/csv";
import { LEAD_CSV, type LeadKind, leadBatches, leadKindFrom } from "../../../server/models/leads-admin.server";
import { requireAdmin } from "../../../server/permissions.server";
import type { Route } from "./+types/export";

/** GET /admin/leads/export?tab=contact|demo|newsletter&q= : that list, filtered, as CSV (streamed in batches). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const kind: LeadKind = leadKindFrom(params.get("tab"));
  const q = params.get("q") ?? "";
  const csv = LEAD_CSV[kind] as { filename: string; header: string[]; row: (lead: unknown) => unknown[] };
  async function* rows() {
    for await (const batch of leadBatches(kind, q)) yield batch.map((lead) => csv.row(lead));
  }
  return csvResponse(csvFilename(csv.filename), csvStream(csv.header, rows()));
}
