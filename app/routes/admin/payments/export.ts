import { currentAdmin } from "#app/features/accounts/permissions.server";
import { paymentFilterFrom } from "#app/features/fees/reports/payment-filter";
import { PAYMENT_CSV_HEADER, paymentCsvRows } from "#app/features/fees/reports/payments-list.server";
import { csvFilename, csvResponse, csvStream } from "#app/lib/csv";
import { parseListParams } from "#app/lib/list-params";
import type { Route } from "./+types/export";

/**
 * GET /admin/payments/export?from=&to=&mode=&course=&staff=&q= : the payments list's filtered rows
 * as CSV, oldest first, streamed a page at a time. A resource route of its own: a page route's
 * loader cannot answer a document request with a file.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const url = new URL(request.url);
  return csvResponse(
    csvFilename("payments"),
    csvStream(PAYMENT_CSV_HEADER, paymentCsvRows(paymentFilterFrom(url.searchParams), parseListParams(url).q)),
  );
}
