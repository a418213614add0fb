import { Menu, Phone } from "lucide-react";
import { Link, NavLink } from "react-router";
import type { SiteSettings } from "../../lib/site-defaults";
import { cn } from "../../lib/utils";

const NAV = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/online-courses", label: "Online Courses" },
  { to: "/certificate", label: "Certificate" },
  { to: "/gallery", label: "Gallery" },
  { to: "/contact", label: "Contact" },
];

export function SiteHeader({ settings, courses }: { settings: SiteSettings; courses: { id: string; course_name: string }[] }) {
  const tel = (n: string) => `tel:${n.replace(/[^\d+]/g, "")}`;
  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur">
      <div className="bg-brand-950 text-sm text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-1.5">
          <p>Hostel facility available for students</p>
          <a href={tel(settings.contact_phone)} className="inline-flex items-center gap-1 hover:underline">
            <Phone className="size-3.5" aria-hidden="true" /> {settings.contact_phone}
          </a>
        </div>
      </div>
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-extrabold text-brand-900">
          <img src="/images/brand/logo-mark.svg" alt="" width={36} height={36} />
          <span className="text-lg">{settings.site_name}</span>
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {NAV.slice(0, 2).map((item) => (
            <li key={item.to}>
              <NavItem {...item} />
            </li>
          ))}
          <li className="group relative">
            <NavLink to="/courses" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted">
              Courses
            </NavLink>
            <ul className="invisible absolute left-0 top-full z-50 max-h-96 w-72 overflow-auto rounded-lg border bg-white p-2 shadow-lg group-focus-within:visible group-hover:visible">
              {courses.map((course) => (
                <li key={course.id}>
                  <Link to={`/course/${course.id}`} className="block rounded px-3 py-2 text-sm hover:bg-muted">
                    {course.course_name}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/internal-courses" className="block rounded px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-muted">
                  View All Courses
                </Link>
              </li>
            </ul>
          </li>
          {NAV.slice(2).map((item) => (
            <li key={item.to}>
              <NavItem {...item} />
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Link to="/admission" className="rounded-md bg-action-500 px-4 py-2 text-sm font-bold text-brand-950 hover:bg-action-400">
            ENQUIRY
          </Link>
          <details className="relative lg:hidden">
            <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md border" aria-label="Open menu">
              <Menu aria-hidden="true" />
            </summary>
            <ul className="absolute right-0 top-12 z-50 w-64 rounded-lg border bg-white p-2 shadow-lg">
              {[...NAV, { to: "/courses", label: "Internal Courses" }].map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="block rounded px-3 py-2 hover:bg-muted">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </div>
      </nav>
    </header>
  );
}

function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <NavLink
      to={to}
      end={to === "/"}
      className={({ isActive }) => cn("rounded-md px-3 py-2 text-sm font-medium hover:bg-muted", isActive && "text-brand-700")}
    >
      {label}
    </NavLink>
  );
}
