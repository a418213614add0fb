import { getSiteSettings } from "#app/features/settings/index.server";
import { translatorFor } from "#app/i18n/i18n";
import type { Lang } from "#app/i18n/lang";
import { whatsAppUrl } from "#app/lib/contact-links";
import { formatPaise } from "#app/lib/format";
import { receiptVerifyUrl } from "./receipt-code.server";
import { receiptRecord } from "./receipt-record.server";

/**
 * The WhatsApp share of a receipt: a wa.me link to the student's phone (India, +91) with a short
 * text in `lang` and the public verify page carrying the signed code, so the student sees the
 * receipt's details there. Built on the server: the phone and the words never reach the list.
 */
export async function receiptWhatsAppUrl(paymentId: string, lang: Lang): Promise<string | null> {
  const record = await receiptRecord(paymentId);
  if (!record) return null;
  const url = await receiptVerifyUrl(record, lang);
  const { site_name } = await getSiteSettings();
  const text = translatorFor(lang)("receipt.share", {
    number: record.receiptNumber,
    site: site_name,
    amount: formatPaise(record.amountPaise),
    url,
  });
  return whatsAppUrl(`91${record.student.phone}`, text);
}
