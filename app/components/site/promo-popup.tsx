import { Phone, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useI18n } from "#app/i18n/use-i18n";
import { telHref, whatsAppUrl } from "#app/lib/contact-links";
import { LIMITS } from "#app/lib/domain";
import { WhatsAppIcon } from "./brand-icons";

/**
 * The Hindi free-demo popup (spec 2): opens on load and reopens 60000 ms after each
 * close, with its exceptions (promo-timing.ts). 'Call Now' opens the dialer;
 * 'WhatsApp Now' a chat with a greeting prefilled. On phones it is a bottom sheet. The offer is
 * Hindi in both languages; its buttons follow the page's language (the spec's English words on
 * English pages).
 */
export function PromoPopup({ phone, whatsapp }: { phone: string; whatsapp: string }) {
  // A native <dialog>, sent open in the HTML: the offer shows with the first paint, even
  // before (or without) JavaScript, and its Close button is a method="dialog" form. Once
  // React runs it becomes modal (the browser traps focus, closes on Escape, dims the page
  // with ::backdrop); until then a wide shadow stands in for the backdrop. Laying it out
  // with the page also keeps that work out of the long task that follows hydration.
  const { t, lang } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The timing rules load after hydration (they are not needed for the first paint).
    let cleanUp: (() => void) | undefined;
    let gone = false;
    void import("./promo-timing").then(({ runPromoTiming }) => {
      if (!gone) cleanUp = runPromoTiming(dialog);
    });
    return () => {
      gone = true;
      cleanUp?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="promo-popup"
      data-island="promo"
      data-reopen-ms={LIMITS.promoReopenMs}
      className="fixed inset-x-0 top-0 bottom-auto z-50 mx-auto mt-[12vh] w-[calc(100%-2rem)] max-w-md overflow-hidden rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/60 sm:[&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(2_6_23/0.6)] max-sm:top-auto max-sm:bottom-0 max-sm:mt-0 max-sm:max-h-[70vh] max-sm:w-full max-sm:max-w-none max-sm:overflow-y-auto max-sm:rounded-b-none max-sm:shadow-[0_-8px_30px_rgb(2_6_23/0.35)]"
    >
      <div lang="hi" className="relative bg-gradient-to-br from-brand-900 to-brand-700 px-6 pb-5 pt-6 text-white">
        <form method="dialog" className="absolute right-3 top-3">
          <button type="submit" className="flex size-9 items-center justify-center rounded-full text-white hover:bg-white/15" lang={lang}>
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("home.promo.close")}</span>
          </button>
        </form>
        <p className="inline-flex rounded-full bg-action-500 px-3 py-0.5 text-sm font-bold text-brand-950">फ्री डेमो क्लास</p>
        <h2 id={titleId} className="mt-3 text-2xl font-bold leading-snug">
          मुफ़्त डेमो क्लास के लिए आज ही संपर्क करें!
        </h2>
      </div>
      <div className="grid gap-4 px-6 pb-6 pt-5">
        <p id={descriptionId} lang="hi" className="text-base leading-7 text-slate-700">
          मोबाइल, लैपटॉप, AC, HVAC और फ्रिज-वॉशिंग मशीन रिपेयरिंग सीखें। 100% प्रैक्टिकल ट्रेनिंग, अनुभवी ट्रेनर और सर्टिफिकेट। अभी कॉल या WhatsApp करें और अपनी
          फ्री डेमो क्लास बुक करें।
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <a
            href={telHref(phone)}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-action-500 font-bold text-brand-950 hover:bg-action-400"
          >
            <Phone aria-hidden="true" className="size-5" />
            {t("home.promo.call")}
          </a>
          <a
            href={whatsAppUrl(whatsapp, t("home.promo.greeting"))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-[#0f7a40] font-bold text-white hover:bg-[#0c6635]"
          >
            <WhatsAppIcon className="size-5" />
            {t("home.promo.whatsApp")}
          </a>
        </div>
      </div>
    </dialog>
  );
}
