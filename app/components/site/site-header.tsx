import { ChevronDown, Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useHydrated } from "#app/components/use-hydrated";
import { HINDI_PREFIX, switchPath } from "#app/i18n/lang";
import type { Messages } from "#app/i18n/messages/en";
import { useI18n } from "#app/i18n/use-i18n";
import { courseName } from "#app/lib/course-card-state";
import type { SiteSettings } from "#app/lib/site-defaults";
import type { MenuCourse } from "#app/lib/site-layout";
import { cn } from "#app/lib/utils";
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
 */
function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const { lang, t } = useI18n();
  const other = lang === "hi" ? "en" : "hi";
  return (
    <Link
      to={switchPath(pathname, search, other)}
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
 * The Courses menu: a disclosure button with every active course and 'View All Courses'.
 * With JavaScript: click, Enter, Space or ArrowDown opens it; arrows move between links;
 * Escape closes it and returns focus; hovering with a mouse opens it. Without JavaScript
 * it opens on hover and when focus is inside (CSS).
 */
function CoursesMenu({ courses, pathname }: { courses: MenuCourse[]; pathname: string }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const { open, setOpen, panelId, rootRef, buttonRef, closeTimer, openedBy, links, focusLink } = useCoursesMenu(pathname);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and keyboard handling for the disclosure inside
    <div
      ref={rootRef}
      className="group relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        clearTimeout(closeTimer.current);
        if (!open) {
          openedBy.current = "hover";
          setOpen(true);
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse" || openedBy.current !== "hover") return;
        closeTimer.current = setTimeout(() => setOpen(false), 150);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
          return;
        }
        const target = event.target as HTMLElement;
        const inMenu = target.hasAttribute("data-menu-link");
        if (!inMenu) return;
        const all = links();
        const index = all.indexOf(target as HTMLAnchorElement);
        if (event.key === "ArrowDown") {
          event.preventDefault();
          focusLink(index + 1);
        } else if (event.key === "ArrowUp") {
          event.preventDefault();
          if (index === 0) buttonRef.current?.focus();
          else focusLink(index - 1);
        } else if (event.key === "Home") {
          event.preventDefault();
          focusLink(0);
        } else if (event.key === "End") {
          event.preventDefault();
          focusLink(-1);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A click on a menu that hovering opened keeps it open (and pinned) instead of closing it.
          if (open && openedBy.current === "hover") {
            openedBy.current = "click";
            return;
          }
          openedBy.current = "click";
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            openedBy.current = "click";
            setOpen(true);
            requestAnimationFrame(() => focusLink(0));
          }
        }}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-[0.9375rem] font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800"
      >
        {t("nav.courses")}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform motion-reduce:transition-none", open && "rotate-180")} />
      </button>
      <CoursesMenuPanel id={panelId} courses={courses} open={open} hydrated={hydrated} />
    </div>
  );
}

/** The Courses menu's state: open or not, and by what; closed on navigation and on a click outside. */
function useCoursesMenu(pathname: string) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedBy = useRef<"hover" | "click">("click");
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const links = useCallback(() => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-link]") ?? []), []);
  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  return { open, setOpen, panelId, rootRef, buttonRef, closeTimer, openedBy, links, focusLink };
}

/** The Courses menu's panel: every active course, then 'View All Courses'; without JavaScript CSS opens it. */
function CoursesMenuPanel({ id, courses, open, hydrated }: { id: string; courses: MenuCourse[]; open: boolean; hydrated: boolean }) {
  const { t, to, lang } = useI18n();
  return (
    <div
      id={id}
      data-testid="courses-menu"
      className={cn(
        "absolute left-1/2 top-full z-50 w-[36rem] -translate-x-1/2 pt-2",
        hydrated ? (open ? "block" : "hidden") : "hidden group-focus-within:block group-hover:block",
      )}
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
 * The mobile menu is a <details> element, so it opens without JavaScript; with it, the
 * menu also closes on navigation, on Escape and on a tap outside.
 */
function MobileMenu({ pathname }: { pathname: string }) {
  const { t, to } = useI18n();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && ref.current) {
        ref.current.open = false;
        ref.current.querySelector("summary")?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) ref.current.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <details ref={ref} className="group/menu lg:hidden" onToggle={(event) => setOpen(event.currentTarget.open)}>
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
