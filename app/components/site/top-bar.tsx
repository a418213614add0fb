import { BedDouble, Phone } from "lucide-react";
import { useI18n } from "#app/i18n/use-i18n";
import { telHref } from "#app/lib/contact-links";
import type { SiteSettings } from "#app/lib/site-defaults";
import { SocialLinks } from "./social-links";

/** The top bar: hostel notice, both call numbers, social links (all from site settings). */
export function TopBar({ settings }: { settings: SiteSettings }) {
  const phones = [settings.contact_phone, settings.contact_phone_alt].filter((p): p is string => Boolean(p));
  const { t } = useI18n();
  return (
    <aside aria-label={t("nav.contactBar")} className="bg-brand-950 text-sm text-brand-100" data-testid="top-bar">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5">
        <p className="order-1 flex items-center gap-1.5 font-medium text-white sm:order-none">
          <BedDouble aria-hidden="true" className="size-4 text-action-400" />
          <span className="sm:hidden">{t("nav.hostelShort")}</span>
          <span className="hidden sm:inline">{t("nav.hostel")}</span>
        </p>
        <div className="contents sm:flex sm:flex-wrap sm:items-center sm:gap-x-4">
          <ul className="order-3 flex w-full flex-wrap items-center gap-x-3 sm:order-none sm:w-auto" aria-label={t("nav.landmarks.callUs")}>
            {phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className="inline-flex items-center gap-1 hover:text-white hover:underline">
                  <Phone aria-hidden="true" className="size-3.5" />
                  {phone}
                </a>
              </li>
            ))}
          </ul>
          <SocialLinks
            settings={settings}
            className="order-2 flex items-center gap-1 sm:order-none"
            linkClassName="inline-flex size-7 items-center justify-center rounded-full hover:bg-white/10 hover:text-white"
            iconClassName="size-4"
          />
        </div>
      </div>
    </aside>
  );
}
