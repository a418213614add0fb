import { Check, Copy, Link2, QrCode } from "lucide-react";
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { StatusButton } from "#app/components/forms";
import { Button } from "#app/components/ui/button";
import { whatsAppShareUrl } from "#app/features/certificates/index";
import { formatPaise } from "#app/lib/format";
import { feesTranslate } from "../fees-words";
import type { DueLink, DueUpi } from "../online/due-payment-types";

export type DuePaymentOptionsProps = {
  due: { id: string; label: string; studentId: string };
  link?: DueLink;
  upi?: DueUpi;
  /** Razorpay is configured (DuePaymentOptionsData.online): without it there is no Send button. */
  online?: boolean;
  /** The page's language: the payer comes back to the callback page in it (payment-link route). */
  lang?: "en" | "hi";
};

type Words = (key: string, values?: Record<string, string>) => string;

function CopyButton({ text, w }: { text: string; w: Words }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={async () => {
        await navigator.clipboard?.writeText(text).catch(() => undefined);
        setCopied(true);
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? w("copied") : w("copy")}
    </Button>
  );
}

/**
 * A due's ways to pay (issue 24 points 5 and 6), for the student page's Fees section: Send
 * payment link (a form POST that works without JavaScript), the open link with Copy and
 * WhatsApp share, and the UPI QR code (server-rendered SVG) with its upi:// link.
 */
export function DuePaymentOptions({ due, link, upi, online = true, lang = "en" }: DuePaymentOptionsProps) {
  const navigation = useNavigation();
  const action = `/admin/dues/${due.id}/payment-link`;
  const sending = navigation.state !== "idle" && navigation.formAction === action;
  const t = useMemo(() => feesTranslate(lang), [lang]);
  const w: Words = (key, values) => t(`feesStaff.paymentOptions.${key}`, values);
  return (
    <div className="grid gap-3 text-sm" data-testid="due-payment-options">
      {online ? (
        <Form method="post" action={action}>
          <input type="hidden" name="returnTo" value={`/admin/students/${due.studentId}`} />
          <input type="hidden" name="lang" value={lang} />
          <StatusButton type="submit" size="sm" pending={sending} pendingText={w("sending")}>
            <Link2 aria-hidden="true" />
            {link ? w("sendNew") : w("send")}
          </StatusButton>
        </Form>
      ) : null}
      {link ? (
        <div className="grid gap-2 rounded-md border bg-slate-50 p-3">
          <p>
            {w("linkFor", { amount: formatPaise(link.amountPaise) })}{" "}
            <a className="break-all font-medium text-brand-700 underline" href={link.shortUrl} target="_blank" rel="noopener noreferrer">
              {link.shortUrl}
            </a>
          </p>
          <div className="flex flex-wrap gap-2">
            <CopyButton text={link.shortUrl} w={w} />
            <Button asChild size="sm" variant="outline">
              <a
                href={whatsAppShareUrl(w("shareText", { due: due.label, amount: formatPaise(link.amountPaise), url: link.shortUrl }))}
                target="_blank"
                rel="noopener noreferrer"
              >
                {w("share")}
              </a>
            </Button>
          </div>
        </div>
      ) : null}
      {upi ? (
        <details className="rounded-md border p-3">
          <summary className="flex cursor-pointer items-center gap-2 font-medium">
            <QrCode aria-hidden="true" className="size-4" /> {w("upiTitle", { amount: formatPaise(upi.amountPaise) })}
          </summary>
          <div className="mt-3 grid justify-items-start gap-2">
            {/* The SVG is made on the server by the qrcode package from our own upi:// link. */}
            <div
              className="size-44 bg-white [&>svg]:size-full"
              role="img"
              aria-label={w("upiLabel", { amount: formatPaise(upi.amountPaise), due: due.label })}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: qrcode's own SVG of our link, no user markup
              dangerouslySetInnerHTML={{ __html: upi.qrSvg }}
            />
            <a className="break-all text-brand-700 underline" href={upi.url}>
              {w("upiOpen")}
            </a>
            <CopyButton text={upi.url} w={w} />
          </div>
        </details>
      ) : null}
    </div>
  );
}
