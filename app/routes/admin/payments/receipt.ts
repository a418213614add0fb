import { data } from "react-router";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { documentFileName, documentLang, pdfResponse } from "#app/features/fees/receipts/receipt-lang";
import { renderReceiptPdf } from "#app/features/fees/receipts/receipt-pdf.server";
import { isUuid } from "#app/lib/ids";
import type { Route } from "./+types/receipt";

/**
 * GET /admin/payments/:id/receipt: the payment's receipt as a PDF (issue 24), English or Hindi
 * (`?lang=hi`, else the language of the page the link was on). Admins and super admins only:
 * a resource route under the admin gate that checks the role itself too.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const lang = documentLang(request);
  const rendered = isUuid(params.id) ? await renderReceiptPdf(params.id, lang) : null;
  if (!rendered) throw data({ error: "No payment with this id" }, { status: 404 });
  return pdfResponse(rendered.bytes, documentFileName("receipt", rendered.receiptNumber, lang));
}
