import { Phone } from "lucide-react";
import { COURSES_GREETING, telHref, whatsAppUrl } from "../../lib/contact-links";
import { WhatsAppIcon } from "./brand-icons";

/** Floating WhatsApp and call buttons on phones (hidden from 768 px up). */
export function FloatingContact({ phone, whatsapp }: { phone: string; whatsapp: string }) {
  return (
    <aside aria-label="Quick contact" className="fixed bottom-4 right-4 z-30 flex flex-col gap-3 md:hidden" data-testid="floating-contact">
      <a
        href={whatsAppUrl(whatsapp, COURSES_GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat on WhatsApp"
        className="flex size-14 items-center justify-center rounded-full bg-[#0f7a40] text-white shadow-lg ring-4 ring-white/70 hover:bg-[#0c6635]"
      >
        <WhatsAppIcon className="size-7" />
      </a>
      <a
        href={telHref(phone)}
        aria-label={`Call ${phone}`}
        className="flex size-14 items-center justify-center rounded-full bg-action-500 text-brand-950 shadow-lg ring-4 ring-white/70 hover:bg-action-400"
      >
        <Phone aria-hidden="true" className="size-6" />
      </a>
    </aside>
  );
}
