import { Phone } from "lucide-react";
import { useRef } from "react";
import { useLocation } from "react-router";
import { useI18n } from "#app/i18n/use-i18n";
import { COURSES_GREETING, telHref, whatsAppUrl } from "#app/lib/contact-links";
import { WhatsAppIcon } from "./brand-icons";
import { useClearOfControls } from "./use-clear-of-controls";

/**
 * Floating WhatsApp and call buttons on phones (hidden from 768 px up). They keep clear of
 * the phone's safe area, and step aside (invisible, so not tappable) while they would cover
 * a control or a field has focus; without JavaScript the CSS `:has()` rule still hides them
 * while a field has focus.
 */
export function FloatingContact({ phone, whatsapp }: { phone: string; whatsapp: string }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shown = useClearOfControls(ref, pathname);
  const { t } = useI18n();
  return (
    <aside
      ref={ref}
      aria-label={t("nav.landmarks.quickContact")}
      data-state={shown ? "shown" : "hidden"}
      className="floating-contact fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] right-[calc(1rem+env(safe-area-inset-right))] z-30 flex flex-col gap-3 transition-[opacity,visibility] duration-150 data-[state=hidden]:invisible data-[state=hidden]:opacity-0 motion-reduce:transition-none md:hidden"
      data-testid="floating-contact"
      data-island="floating-contact"
    >
      <a
        href={whatsAppUrl(whatsapp, COURSES_GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("nav.landmarks.chatWhatsApp")}
        className="flex size-14 items-center justify-center rounded-full bg-[#0f7a40] text-white shadow-lg ring-4 ring-white/70 hover:bg-[#0c6635]"
      >
        <WhatsAppIcon className="size-7" />
      </a>
      <a
        href={telHref(phone)}
        aria-label={t("nav.landmarks.call", { phone })}
        className="flex size-14 items-center justify-center rounded-full bg-action-500 text-brand-950 shadow-lg ring-4 ring-white/70 hover:bg-action-400"
      >
        <Phone aria-hidden="true" className="size-6" />
      </a>
    </aside>
  );
}
