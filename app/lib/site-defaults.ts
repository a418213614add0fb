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
  /** Certificate IDs are suggested as PREFIX-YEAR-NNNN (docs/certificates.md). */
  certificate_prefix: string;
  /** Trust figures, shown the same on every page: see trust-figures.ts. */
  students_trained: number;
  placement_rate: number;
  founded_year: number;
  rating: number;
  review_count: number;
  /** The campuses a batch can be at (Admin > Settings, one a line). */
  branches: string[];
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
  students_trained: 500,
  placement_rate: 95,
  founded_year: 2021,
  rating: 4.8,
  review_count: 125,
  branches: ["Main Campus", "Practical Lab & Hostel"],
};
