import { csvFilename, csvResponse, csvStream } from "../../../lib/csv";
import { INQUIRY_CSV_HEADER, inquiryBatches, inquiryCsvRow, inquiryFilterFrom } from "../../../server/models/inquiries-admin.server";
import { requireAdmin } from "../../../server/permissions.server";
import type { Route } from "./+types/export";

/**
 * GET /admin/inquiries/export?status=&q= : the filtered enquiry list as CSV, newest first,
 * streamed in batches of 1,000 rows so a 100,000-row export never sits in memory.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = inquiryFilterFrom(new URL(request.url).searchParams);
  async function* rows() {
    for await (const batch of inquiryBatches(filter)) yield batch.map(inquiryCsvRow);
  }
  return csvResponse(csvFilename("inquiries"), csvStream(INQUIRY_CSV_HEADER, rows()));
}
