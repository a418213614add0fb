import { data } from "react-router";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { documentFileName, documentLang, pdfResponse } from "#app/features/fees/receipts/receipt-lang";
import { renderCreditNotePdf } from "#app/features/fees/receipts/receipt-pdf.server";
import { isUuid } from "#app/lib/ids";
import type { Route } from "./+types/credit-note";

/**
 * GET /admin/refunds/:id/credit-note: a refund's credit note as a PDF, in the receipt's design
 * and languages (`?lang=hi`). Admins and super admins only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const lang = documentLang(request);
  const rendered = isUuid(params.id) ? await renderCreditNotePdf(params.id, lang) : null;
  if (!rendered) throw data({ error: "No refund with this id" }, { status: 404 });
  return pdfResponse(rendered.bytes, documentFileName("credit-note", rendered.creditNoteNumber, lang));
}
