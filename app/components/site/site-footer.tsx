import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useI18n } from "#app/i18n/use-i18n";
import { telHref } from "#app/lib/contact-links";
import type { SiteSettings } from "#app/lib/site-defaults";
import { NewsletterForm } from "./newsletter-form";
import { PageLinks } from "./page-links";
import { SocialLinks } from "./social-links";

/** Footer links (spec 2). */
const FOOTER_LINKS = [
  { to: "/", label: "Home", key: "home" },
  { to: "/courses", label: "Courses", key: "courses" },
  { to: "/about", label: "About Us", key: "about" },
  { to: "/admission", label: "Admission", key: "admission" },
  { to: "/contact", label: "Contact", key: "contact" },
  { to: "/privacy", label: "Privacy Policy", key: "privacy" },
  { to: "/terms", label: "Terms of Service", key: "terms" },
  { to: "/careers", label: "Careers", key: "careers" },
  { to: "/sitemap", label: "Sitemap", key: "sitemap" },
] as const;

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const phones = [settings.contact_phone, settings.contact_phone_alt].filter((p): p is string => Boolean(p));
  const { t } = useI18n();
  return (
    <footer className="bg-brand-950 text-brand-100" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1.2fr]">
        <div>
          <div className="flex items-center gap-2">
            <img src="/images/brand/logo-mark.svg" alt="" width={40} height={40} className="size-10" loading="lazy" />
            <p className="text-xl font-extrabold text-white">{settings.site_name}</p>
          </div>
          <p className="mt-3 max-w-sm text-sm leading-6">{t("footer.blurb", { year: settings.founded_year })}</p>
          <address className="mt-5 grid gap-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-action-400" />
              <span>{settings.address}</span>
            </p>
            {phones.map((phone) => (
              <p key={phone} className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-action-400" />
                <a href={telHref(phone)} className="hover:text-white hover:underline">
                  {phone}
                </a>
              </p>
            ))}
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-action-400" />
              <a href={`mailto:${settings.contact_email}`} className="break-all hover:text-white hover:underline">
                {settings.contact_email}
              </a>
            </p>
            <p className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-action-400" />
              <span>{t("footer.hours")}</span>
            </p>
          </address>
        </div>
        <nav aria-label={t("nav.landmarks.footer")}>
          <h2 className="text-base font-bold text-white">{t("footer.quickLinks")}</h2>
          <PageLinks
            links={FOOTER_LINKS}
            ns="footer"
            className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm"
            linkClassName="inline-block py-1 hover:text-white hover:underline"
          />
        </nav>
        <div className="sm:col-span-2 lg:col-span-1">
          <h2 className="text-base font-bold text-white">{t("footer.stayUpdated")}</h2>
          <p className="mt-2 text-sm leading-6">{t("footer.stayUpdatedText")}</p>
          <NewsletterForm />
          <SocialLinks
            settings={settings}
            className="mt-2 flex gap-2"
            linkClassName="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-action-500 hover:text-brand-950"
            iconClassName="size-5"
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 pb-24 text-center text-sm text-brand-200 md:pb-4">
          {t("footer.rights", { year: new Date().getFullYear(), site: settings.site_name })}
        </p>
      </div>
    </footer>
  );
}
