import { jsonLd } from "#app/lib/seo";
import type { SiteSettings } from "#app/lib/site-defaults";

/**
 * The institute for search engines: EducationalOrganization and LocalBusiness with the
 * address, both phones and the 08:00-20:00 daily hours. No AggregateRating: the reviews
 * on the home page are shown by the site itself.
 */
function organizationJsonLd(settings: SiteSettings, origin: string) {
  const telephones = [settings.contact_phone, settings.contact_phone_alt].filter((p): p is string => Boolean(p));
  const address = {
    "@type": "PostalAddress",
    streetAddress: settings.address,
    addressLocality: "New Delhi",
    addressRegion: "Delhi",
    addressCountry: "IN",
  };
  const sameAs = [settings.facebook_url, settings.instagram_url, settings.youtube_url].filter(Boolean);
  const common = {
    name: settings.site_name,
    url: `${origin}/`,
    logo: `${origin}/images/brand/logo-mark.svg`,
    image: `${origin}/images/about/institute.svg`,
    email: settings.contact_email,
    telephone: telephones[0],
    address,
    ...(sameAs.length ? { sameAs } : {}),
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "EducationalOrganization",
        "@id": `${origin}/#organization`,
        ...common,
        foundingDate: "2021",
        contactPoint: telephones.map((telephone) => ({ "@type": "ContactPoint", telephone, contactType: "admissions", areaServed: "IN" })),
      },
      {
        "@type": "LocalBusiness",
        "@id": `${origin}/#localbusiness`,
        ...common,
        telephone: telephones,
        parentOrganization: { "@id": `${origin}/#organization` },
        openingHours: "Mo-Su 08:00-20:00",
        openingHoursSpecification: [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
            opens: "08:00",
            closes: "20:00",
          },
        ],
        priceRange: "₹₹",
      },
    ],
  };
}

/** Site-wide JSON-LD (type application/ld+json is data, not script, so CSP allows it without a nonce). */
export function OrganizationJsonLd({ settings, origin }: { settings: SiteSettings; origin: string }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLd() escapes <, > and & so the data cannot close the tag
      dangerouslySetInnerHTML={{ __html: jsonLd(organizationJsonLd(settings, origin)) }}
    />
  );
}
