/**
 * Default site settings: clearly placeholder contacts that staff replace once under
 * Admin > Settings. Every page reads the stored values, never these directly.
 */
export type SiteSettings = {
  site_name: string;
  contact_email: string;
  contact_phone: string;
  contact_phone_alt: string | null;
  whatsapp_number: string;
  address: string;
  facebook_url: string | null;
  instagram_url: string | null;
  youtube_url: string | null;
  google_place_id: string | null;
  /** Certificate IDs are suggested as PREFIX-YEAR-NNNN (issue 12). */
  certificate_prefix: string;
};

export const SITE_DEFAULTS: SiteSettings = {
  site_name: "Supertech Institute",
  contact_email: "info@supertech.example",
  contact_phone: "+91 98765 43210",
  contact_phone_alt: "+91 98765 43211",
  whatsapp_number: "919876543210",
  address: "123 Example Market, Laxmi Nagar, New Delhi 110092",
  facebook_url: "https://www.facebook.com/",
  instagram_url: "https://www.instagram.com/",
  youtube_url: "https://www.youtube.com/",
  google_place_id: null,
  certificate_prefix: "STI",
};
