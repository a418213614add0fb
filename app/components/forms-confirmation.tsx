import { CheckCircle2, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useI18n } from "#app/i18n/use-i18n";
import { whatsAppUrl } from "#app/lib/contact-links";
import { WhatsAppIcon } from "./site/brand-icons";
import { useSiteSettings } from "./site/use-site-settings";

/** Staff call a new enquiry back within this many hours (the spec's admission toast promises 24). */
const CALLBACK_HOURS = 24;

/**
 * The confirmation panel after an admission, demo or contact submission, rendered by
 * the server too, so it shows without JavaScript: the spec's success message, the enquiry's
 * reference number, what happens next (the institute's phone from settings) and a WhatsApp
 * button. `whatsapp` replaces the default chat (the demo's own prefilled request); `children`
 * add a form's own next step. The toast is separate (the root's toast cookie).
 */
export function ConfirmationPanel({
  title,
  message,
  reference,
  whatsapp,
  children,
  testId,
  messageTestId = `${testId}-message`,
}: {
  title: string;
  /** The spec's success sentence. */
  message: string;
  /** Missing only for the answer a bot gets. */
  reference?: string;
  whatsapp?: { href: string; label: string };
  children?: ReactNode;
  testId: string;
  messageTestId?: string;
}) {
  const { t } = useI18n();
  const settings = useSiteSettings();
  const chat = whatsapp ?? {
    href: whatsAppUrl(settings.whatsapp_number, reference ? t("forms.confirm.whatsappText", { reference }) : undefined),
    label: t("forms.confirm.whatsapp"),
  };
  return (
    <section
      role="status"
      aria-labelledby={`${testId}-title`}
      className="rounded-xl border border-green-300 bg-green-50 p-5 text-green-950 sm:col-span-2"
      data-testid={testId}
    >
      <h3 id={`${testId}-title`} className="flex items-center gap-2 text-lg font-extrabold">
        <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-green-700" />
        {title}
      </h3>
      <p className="mt-1 font-medium" data-testid={messageTestId}>
        {message}
      </p>
      {reference ? (
        <div className="mt-4 rounded-lg border border-green-200 bg-white px-4 py-3">
          <p className="text-sm text-slate-600">{t("forms.confirm.reference")}</p>
          <p className="font-mono text-xl font-bold tracking-wide text-brand-950" data-testid="enquiry-reference">
            {reference}
          </p>
          <p className="mt-1 text-xs text-slate-600">{t("forms.confirm.keep")}</p>
        </div>
      ) : null}
      {children}
      <p className="mt-4 flex items-start gap-2 text-sm">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t("forms.confirm.next", { phone: settings.contact_phone, count: CALLBACK_HOURS })}
      </p>
      <a
        href={chat.href}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-[#0f7a40] px-5 py-2 font-bold text-white hover:bg-[#0c6635]"
      >
        <WhatsAppIcon className="size-5" />
        {chat.label}
      </a>
    </section>
  );
}
