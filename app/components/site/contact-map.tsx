import { MapPin } from "lucide-react";
import { NewTabLink } from "#app/components/site/new-tab-link";
import { useI18n } from "#app/i18n/use-i18n";

function mapsUrl(address: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The contact page's map card: a drawn street plan with a pin, the address, and a link to Google Maps. */
export function ContactMap({ address }: { address: string }) {
  const { t } = useI18n();
  return (
    <div className="overflow-hidden rounded-2xl border bg-white shadow-sm">
      <div className="relative h-48 bg-brand-50" aria-hidden="true">
        <svg viewBox="0 0 400 200" className="absolute inset-0 size-full" preserveAspectRatio="xMidYMid slice" role="presentation">
          <rect width="400" height="200" fill="#eef4ff" />
          <path d="M0 140 L400 90" stroke="#ffffff" strokeWidth="18" />
          <path d="M120 0 L170 200" stroke="#ffffff" strokeWidth="14" />
          <path d="M290 0 L260 200" stroke="#ffffff" strokeWidth="10" />
          <path d="M0 40 L400 60" stroke="#ffffff" strokeWidth="8" />
          <rect x="20" y="60" width="80" height="50" rx="6" fill="#dbe7fb" />
          <rect x="190" y="120" width="60" height="60" rx="6" fill="#dbe7fb" />
          <rect x="300" y="10" width="80" height="40" rx="6" fill="#b9cff5" />
          <circle cx="230" cy="80" r="34" fill="#f97316" opacity="0.18" />
        </svg>
        <MapPin
          className="absolute left-1/2 top-[40%] size-11 -translate-x-1/2 -translate-y-1/2 fill-action-500 text-brand-950"
          strokeWidth={1.5}
        />
      </div>
      <div className="p-5">
        <h2 className="font-bold text-brand-950">{t("contact.mapTitle")}</h2>
        <address className="mt-1 not-italic text-muted-foreground">{address}</address>
        <NewTabLink
          href={mapsUrl(address)}
          external
          className="mt-3 inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-brand-800"
        >
          {t("contact.openMap")}
        </NewTabLink>
      </div>
    </div>
  );
}
