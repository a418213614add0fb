import { ChevronDown, Menu, X } from "lucide-react";
import { useContext, useEffect, useId, useRef } from "react";
import { isRouteErrorResponse, Link, UNSAFE_DataRouterStateContext, useLocation } from "react-router";
import { HINDI_PREFIX, localePath, switchPath } from "#app/i18n/lang";
import type { Messages } from "#app/i18n/messages/en";
import { useI18n } from "#app/i18n/use-i18n";
import { courseName } from "#app/lib/course-card-state";
import type { SiteSettings } from "#app/lib/site-defaults";
import type { MenuCourse } from "#app/lib/site-layout";
import { cn } from "#app/lib/utils";
import { enhanceCoursesMenu, enhanceMobileMenu, type MenuHandle } from "./courses-menu";
import { CtaLink } from "./cta-link";
import { TradeChips } from "./trade-chips";

type NavKey = keyof Messages["nav"];

const LEADING: { to: string; label: NavKey }[] = [
  { to: "/", label: "home" },
  { to: "/about", label: "about" },
];
const TRAILING: { to: string; label: NavKey }[] = [
  { to: "/online-courses", label: "onlineCourses" },
  { to: "/certificate", label: "certificate" },
  { to: "/gallery", label: "gallery" },
  { to: "/contact", label: "contact" },
];
/** The mobile menu (spec 2): the desktop links, with /courses as 'Internal Courses' where the desktop has its Courses menu. */
const MOBILE: { to: string; label: NavKey }[] = [...LEADING, { to: "/courses", label: "internalCourses" }, ...TRAILING];

/**
 * Whether a navigation link is the current page ("/" and the mobile menu's links only when
 * exact). One location read for the whole header instead of a NavLink per link, which costs
 * several hooks each while the page hydrates.
 */
function isCurrent(pathname: string, to: string, exact: boolean): boolean {
  const home = to === "/" || to === HINDI_PREFIX; // the home page of either language: exact only
  return pathname === to || (!exact && !home && pathname.startsWith(`${to}/`));
}

/** Sticky header: logo, navigation with the Courses menu, ENQUIRY, and the mobile menu. */
export function SiteHeader({ settings, courses }: { settings: SiteSettings; courses: MenuCourse[] }) {
  const { pathname } = useLocation();
  const { t, to } = useI18n();
  return (
    <header
      className="sticky top-0 z-40 border-b bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85"
      data-testid="site-header"
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-3">
        <Link
          to={to("/")}
          className="flex min-w-0 items-center gap-2 rounded-md"
          aria-label={t("nav.homeLabel", { site: settings.site_name })}
        >
          <img src="/images/brand/logo-mark.svg" alt="" width={40} height={40} className="size-9 shrink-0 sm:size-10" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-[0.95rem] font-extrabold tracking-tight text-brand-900 sm:text-lg">{settings.site_name}</span>
            <span className="hidden text-xs font-medium text-muted-foreground sm:block">{t("nav.tagline")}</span>
          </span>
        </Link>
        <nav aria-label={t("nav.landmarks.main")} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {LEADING.map((item) => (
              <li key={item.to}>
                <NavItem to={to(item.to)} label={t(`nav.${item.label}`)} current={isCurrent(pathname, to(item.to), false)} />
              </li>
            ))}
            <li>
              <CoursesMenu courses={courses} pathname={pathname} />
            </li>
            {TRAILING.map((item) => (
              <li key={item.to}>
                <NavItem to={to(item.to)} label={t(`nav.${item.label}`)} current={isCurrent(pathname, to(item.to), false)} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitch className="inline-flex h-10 border border-input px-1.5 text-xs text-brand-900 hover:bg-muted sm:px-3 sm:text-sm" />
          <Link
            to={to("/admission")}
            className="inline-flex h-10 items-center rounded-md bg-action-500 px-2 text-xs font-extrabold tracking-wide text-brand-950 shadow-sm hover:bg-action-400 sm:px-4 sm:text-sm"
          >
            {t("nav.enquiry")}
          </Link>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}

/**
 * The same page in the other language (keeps the query string), in the header at every width.
 * On a course page whose course does not exist, the other language's course list: that course
 * is missing there too, and the page stays the same for every made-up id, so the page cache
 * keeps one copy per language (missing-course.server.ts).
 */
function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const { lang, t } = useI18n();
  const other = lang === "hi" ? "en" : "hi";
  const notFound = usePageNotFound();
  return (
    <Link
      to={notFound ? localePath(other, "/courses") : switchPath(pathname, search, other)}
      hrefLang={other}
      lang={other}
      aria-label={t("lang.switchLabel")}
      preventScrollReset
      className={cn("items-center rounded-md font-bold", className)}
      data-testid="language-switch"
    >
      {t("lang.switchTo")}
    </Link>
  );
}

function NavItem({ to, label, current }: { to: string; label: string; current: boolean }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className="block rounded-md px-3 py-2 text-[0.9375rem] font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-action-500 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
    >
      {label}
    </Link>
  );
}

/**
 * The Courses menu: a disclosure button with every active course and 'View All Courses'. Its
 * behaviour is plain DOM code (courses-menu.ts), so an HTML-first page's shell island gives it
 * the same keyboard and click handling as a hydrated page; without JavaScript, CSS opens it on
 * hover and when focus is inside (app.css).
 */
function CoursesMenu({ courses, pathname }: { courses: MenuCourse[]; pathname: string }) {
  const { t } = useI18n();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const menu = useRef<MenuHandle | undefined>(undefined);
  useEffect(() => {
    if (!rootRef.current) return;
    menu.current = enhanceCoursesMenu(rootRef.current);
    return () => menu.current?.destroy();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => menu.current?.close(), [pathname]);

  return (
    <div ref={rootRef} className="group relative" data-courses-menu="">
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-[0.9375rem] font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800"
      >
        {t("nav.courses")}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-open:rotate-180 motion-reduce:transition-none" />
      </button>
      <CoursesMenuPanel id={panelId} courses={courses} />
    </div>
  );
}

/** The Courses menu's panel: every active course, then 'View All Courses'; without JavaScript CSS opens it. */
function CoursesMenuPanel({ id, courses }: { id: string; courses: MenuCourse[] }) {
  const { t, to, lang } = useI18n();
  return (
    <div
      id={id}
      data-testid="courses-menu"
      data-courses-panel=""
      className="absolute left-1/2 top-full z-50 hidden w-[36rem] -translate-x-1/2 pt-2"
    >
      <div className="rounded-xl border bg-white p-3 shadow-xl ring-1 ring-black/5">
        <p className="px-3 pb-2 pt-1 text-xs font-bold uppercase tracking-wider text-muted-foreground">{t("nav.ourCourses")}</p>
        <ul className="grid max-h-[min(28rem,70vh)] grid-cols-2 gap-x-2 overflow-y-auto">
          {courses.map((course) => (
            <li key={course.id}>
              <Link
                data-menu-link=""
                to={to(`/course/${course.id}`)}
                className="block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
              >
                {courseName(course, lang)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-2 border-t pt-2">
          <Link
            data-menu-link=""
            to={to("/internal-courses")}
            className="flex items-center justify-between rounded-md px-3 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50"
          >
            {t("nav.viewAllCourses")}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * The mobile menu is a <details> element, so it opens without JavaScript; its plain DOM code
 * (courses-menu.ts, also run by an HTML-first page's shell island) closes it on Escape, on a
 * tap outside and on a followed link, and the header closes it on a client-side navigation.
 */
function MobileMenu({ pathname }: { pathname: string }) {
  const { t, to } = useI18n();
  const ref = useRef<HTMLDetailsElement>(null);
  const menu = useRef<MenuHandle | undefined>(undefined);
  useEffect(() => {
    if (!ref.current) return;
    menu.current = enhanceMobileMenu(ref.current);
    return () => menu.current?.destroy();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => menu.current?.close(), [pathname]);

  return (
    <details ref={ref} className="group/menu lg:hidden" data-mobile-menu="">
      <summary
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md border border-input text-brand-900 hover:bg-muted [&::-webkit-details-marker]:hidden"
        aria-label={t("nav.landmarks.menu")}
      >
        <Menu aria-hidden="true" className="size-5 group-open/menu:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-open/menu:block" />
      </summary>
      <nav
        aria-label={t("nav.landmarks.mobile")}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-white shadow-lg"
        data-testid="mobile-menu"
      >
        <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3">
          {MOBILE.map((item) => (
            <li key={item.to}>
              <Link
                to={to(item.to)}
                aria-current={isCurrent(pathname, to(item.to), true) ? "page" : undefined}
                className="block rounded-md px-3 py-3 text-base font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
              >
                {t(`nav.${item.label}`)}
              </Link>
            </li>
          ))}
          <li className="border-t px-3 pb-1 pt-3">
            <p className="text-xs font-bold uppercase tracking-wide text-slate-600">Find your trade</p>
            <div className="mt-2">
              <TradeChips basePath={to("/courses")} current={null} hash="#course-list-heading" />
            </div>
          </li>
          <li className="pt-2">
            {/* A full-width block in the menu, bolder than the other calls to act. */}
            <CtaLink to={to("/admission")} className="flex bg-action-500 font-extrabold text-brand-950 hover:bg-action-400">
              {t("nav.enquiry")}
            </CtaLink>
          </li>
        </ul>
      </nav>
    </details>
  );
}

/** True when a route of this page answered 404: a course page whose course does not exist. */
function usePageNotFound(): boolean {
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  return errors ? Object.values(errors).some((error) => isRouteErrorResponse(error) && error.status === 404) : false;
}
