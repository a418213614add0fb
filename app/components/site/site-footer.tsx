import { Link } from "react-router";
import type { SiteSettings } from "../../lib/site-defaults";

const LINKS = [
  { to: "/", label: "Home" },
  { to: "/courses", label: "Courses" },
  { to: "/about", label: "About Us" },
  { to: "/admission", label: "Admission" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/careers", label: "Careers" },
  { to: "/sitemap", label: "Sitemap" },
];

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  return (
    <footer className="bg-brand-950 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{settings.site_name}</p>
          <address className="mt-3 not-italic leading-7">
            {settings.address}
            <br />
            <a href={`tel:${settings.contact_phone.replace(/[^\d+]/g, "")}`}>{settings.contact_phone}</a>
            {settings.contact_phone_alt ? (
              <>
                <br />
                <a href={`tel:${settings.contact_phone_alt.replace(/[^\d+]/g, "")}`}>{settings.contact_phone_alt}</a>
              </>
            ) : null}
            <br />
            <a href={`mailto:${settings.contact_email}`}>{settings.contact_email}</a>
          </address>
        </div>
        <nav aria-label="Footer">
          <p className="font-semibold text-white">Quick Links</p>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-white">Stay Updated</p>
          <p className="mt-3 text-sm">News about new batches and free demo classes.</p>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-sm">
        © {new Date().getFullYear()} {settings.site_name}. All rights reserved.
      </p>
    </footer>
  );
}
