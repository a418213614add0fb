import { FileDown, Printer } from "lucide-react";
import { Button } from "#app/components/ui/button";
import type { Lang } from "#app/i18n/lang";

/** The WhatsApp mark (the certificate page's share button draws the same). */
function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z" />
    </svg>
  );
}

/** Where a payment's receipt PDF is, in a language (GET /admin/payments/:id/receipt). */
export function receiptPdfPath(paymentId: string, lang: Lang): string {
  return `/admin/payments/${paymentId}/receipt?lang=${lang}`;
}

/**
 * A payment's receipt actions in the admin (the Fees section renders one beside each payment):
 * download the PDF in English or Hindi, print it (the PDF opens in the browser's viewer, whose
 * Print prints it as drawn), and share it on WhatsApp to the student's phone (the server builds
 * the wa.me link: /admin/payments/:id/receipt/whatsapp). `lang` is the language Print and Share
 * use: the student's, English by default.
 */
export function ReceiptActions({ paymentId, receiptNumber, lang = "en" }: { paymentId: string; receiptNumber: string; lang?: Lang }) {
  return (
    <fieldset
      className="m-0 flex flex-wrap items-center gap-2 border-0 p-0"
      aria-label={`Receipt ${receiptNumber}`}
      data-testid="receipt-actions"
    >
      <Button asChild size="sm" variant="outline">
        <a href={receiptPdfPath(paymentId, "en")} download aria-label={`Download receipt ${receiptNumber} (PDF, English)`}>
          <FileDown aria-hidden="true" /> PDF
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={receiptPdfPath(paymentId, "hi")} download lang="hi" aria-label={`Download receipt ${receiptNumber} (PDF, Hindi)`}>
          <FileDown aria-hidden="true" /> हिन्दी
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={receiptPdfPath(paymentId, lang)} target="_blank" rel="noopener" aria-label={`Print receipt ${receiptNumber}`}>
          <Printer aria-hidden="true" /> Print
        </a>
      </Button>
      <Button asChild size="sm" variant="action">
        <a
          href={`/admin/payments/${paymentId}/receipt/whatsapp?lang=${lang}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share receipt ${receiptNumber} on WhatsApp`}
        >
          <WhatsAppIcon /> WhatsApp
        </a>
      </Button>
    </fieldset>
  );
}
