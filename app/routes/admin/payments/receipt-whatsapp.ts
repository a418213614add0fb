import { data, redirect } from "react-router";
import { currentAdmin } from "#app/features/accounts/permissions.server";
import { documentLang } from "#app/features/fees/receipts/receipt-lang";
import { receiptWhatsAppUrl } from "#app/features/fees/receipts/receipt-share.server";
import { isUuid } from "#app/lib/ids";
import type { Route } from "./+types/receipt-whatsapp";

/**
 * GET /admin/payments/:id/receipt/whatsapp: sends the staff member on to WhatsApp (wa.me) with the
 * receipt's short text and verify link addressed to the student's phone (ReceiptActions' Share).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await currentAdmin({ request, context });
  const url = isUuid(params.id) ? await receiptWhatsAppUrl(params.id, documentLang(request)) : null;
  if (!url) throw data({ error: "No payment with this id" }, { status: 404 });
  return redirect(url);
}
