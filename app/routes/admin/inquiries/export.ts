import { currentAdmin } from "#app/features/accounts/permissions.server";
import { inquiryCsv, inquiryListFrom } from "#app/features/enquiries/inquiries-admin.server";
import { csvFilename, csvResponse } from "#app/lib/csv";
import type { Route } from "./+types/export";

/**
 * GET /admin/inquiries/export?status=&q= : the filtered enquiry list as CSV, newest first,
 * streamed in batches of 500 rows so a 100,000-row export never sits in memory, and other
 * requests are served between batches (decision 008).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  return csvResponse(csvFilename("inquiries"), inquiryCsv(inquiryListFrom(request.url).filter));
}
