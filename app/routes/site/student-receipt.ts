import { portalReceiptPdf } from "#app/features/student-portal/index.server";
import { langFromPath } from "#app/i18n/lang";
import type { Route } from "./+types/student-receipt";

/** GET /student/receipts/:paymentId (and /hi/…): the signed-in student's own receipt, as a PDF in the page's language. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return portalReceiptPdf(request.headers, params.paymentId, langFromPath(new URL(request.url).pathname));
}
