import { LogOut, PanelLeft, UserCog } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Form, Link, NavLink, useNavigation, useRouteLoaderData } from "react-router";
import { Button } from "#app/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "#app/components/ui/sheet";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "#app/components/ui/tooltip";
import { LIMITS } from "#app/lib/domain";
import { cn } from "#app/lib/utils";
import { ADMIN_NAV, ADMIN_NAV_EXTRA, TRAINER_NAV } from "./nav";
import { NavigationProgress } from "./navigation-progress";

/** The sidebar preference cookie (spec 3/9: 7 days), read by the admin layout loader so SSR renders the right width. */
const SIDEBAR_COOKIE = "sidebar_state";

/** Expanded unless the cookie says "false". */
export function sidebarOpenFromCookie(cookieHeader: string | null): boolean {
  const match = cookieHeader?.match(/(?:^|;\s*)sidebar_state=([^;]*)/);
  return match?.[1] !== "false";
}

function writeSidebarCookie(open: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads on the next request
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/admin; max-age=${LIMITS.sidebarCookieMaxAgeSeconds}; samesite=lax`;
}

const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx - 1}px)`;

/**
 * The admin shell: collapsible sidebar (16rem, icons-only 3rem; an 18rem drawer under 768px),
 * header with 'Admin Dashboard' and 'Welcome, {email}', Ctrl/Cmd + B to toggle.
 */
export function AdminShell({ email, defaultOpen, children }: { email: string; defaultOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navigation = useNavigation();
  const pageLoading = navigation.state === "loading" && navigation.formMethod === undefined;

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setMobileOpen((o) => !o);
      return;
    }
    setOpen((o) => {
      writeSidebarCookie(!o);
      return !o;
    });
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return (
    <TooltipProvider delayDuration={200}>
      <div
        className="flex min-h-svh bg-slate-50 [--sidebar-width-icon:3rem] [--sidebar-width:16rem]"
        data-sidebar-state={open ? "expanded" : "collapsed"}
      >
        <a
          href="#admin-main"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to content
        </a>
        <NavigationProgress />
        <aside
          id="admin-sidebar"
          aria-label="Admin"
          data-state={open ? "expanded" : "collapsed"}
          className={cn(
            "sticky top-0 hidden h-svh shrink-0 flex-col overflow-hidden border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear md:flex",
            open ? "w-(--sidebar-width)" : "w-(--sidebar-width-icon)",
          )}
        >
          <SidebarBody collapsed={!open} />
        </aside>
        <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
          <SheetContent side="left" className="w-[18rem] max-w-[85vw] bg-sidebar p-0 md:hidden">
            <SheetTitle className="sr-only">Admin menu</SheetTitle>
            <SheetDescription className="sr-only">Navigate the admin panel</SheetDescription>
            <SidebarBody collapsed={false} onNavigate={() => setMobileOpen(false)} />
          </SheetContent>
        </Sheet>
        <div className="flex min-w-0 flex-1 flex-col">
          <AdminTopBar email={email} open={open} onToggle={toggle} />
          <main
            id="admin-main"
            tabIndex={-1}
            aria-busy={pageLoading || undefined}
            className={cn(
              "mx-auto w-full max-w-7xl flex-1 p-4 outline-none transition-opacity md:p-6 lg:p-8",
              pageLoading && "opacity-60 delay-150",
            )}
          >
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}

/** The bar above every admin page: the sidebar's toggle, the panel's name and who is signed in. */
function AdminTopBar({ email, open, onToggle }: { email: string; open: boolean; onToggle: () => void }) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:h-16 md:px-6">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="-ml-1 size-9"
        onClick={onToggle}
        aria-label="Toggle Sidebar"
        aria-keyshortcuts="Control+B Meta+B"
        title="Toggle Sidebar (Ctrl+B)"
        aria-controls="admin-sidebar"
        aria-expanded={open}
      >
        <PanelLeft aria-hidden="true" />
      </Button>
      <div className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col leading-tight sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <p className="truncate text-base font-semibold text-slate-900 md:text-lg">Admin Dashboard</p>
        <Link
          to="/admin/account"
          className="min-w-0 truncate text-xs text-muted-foreground hover:text-slate-900 hover:underline sm:text-sm"
          title={`${email}: my account`}
        >
          Welcome, {email}
        </Link>
      </div>
    </header>
  );
}

function NavItem({
  to,
  label,
  icon: Icon,
  badge,
  collapsed,
  onNavigate,
}: (typeof ADMIN_NAV)[number] & { collapsed: boolean; onNavigate?: () => void }) {
  const counts = (useRouteLoaderData("routes/admin/layout") as { counts?: Record<string, number> } | undefined)?.counts;
  const count = badge ? (counts?.[badge] ?? 0) : 0;
  // The count describes the link rather than naming it (the badge is hidden from the
  // accessibility tree, a hidden twin is the description), so its name stays "Leads".
  const badgeId = useId();
  const link = (
    <NavLink
      to={to}
      end={to === "/admin"}
      prefetch="intent"
      onClick={onNavigate}
      aria-describedby={count > 0 ? badgeId : undefined}
      // A string, not a function: Radix Slot (the collapsed tooltip trigger) merges classNames as strings.
      className={cn(
        "relative flex h-9 items-center gap-3 rounded-md text-sm font-medium text-slate-700 outline-none hover:bg-sidebar-accent hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-sidebar-accent aria-[current=page]:font-semibold aria-[current=page]:text-brand-900",
        collapsed ? "justify-center px-0" : "px-3",
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={collapsed ? "sr-only" : "truncate"}>{label}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className={cn(
            "rounded-full bg-brand-700 px-1.5 text-xs font-semibold leading-5 text-white",
            collapsed ? "absolute right-0.5 top-0.5 px-1 text-[10px] leading-4" : "ml-auto",
          )}
        >
          {count}
        </span>
      ) : null}
    </NavLink>
  );
  return (
    <li>
      {count > 0 ? (
        <span id={badgeId} hidden>
          {count} new, not yet contacted
        </span>
      ) : null}
      {collapsed ? (
        <Tooltip>
          <TooltipTrigger asChild>{link}</TooltipTrigger>
          <TooltipContent side="right">{label}</TooltipContent>
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
}

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const moreId = useId();
  const role = (useRouteLoaderData("routes/admin/layout") as { role?: string } | undefined)?.role;
  // A trainer sees only what the gate lets them open: My batches (and My account below).
  const main = role === "trainer" ? TRAINER_NAV : ADMIN_NAV;
  const extra = role === "trainer" ? [] : ADMIN_NAV_EXTRA.filter((item) => !item.superAdminOnly || role === "super_admin");
  return (
    <>
      <div className={cn("flex h-14 shrink-0 items-center gap-2 border-b md:h-16", collapsed ? "justify-center px-0" : "px-4")}>
        <img src="/images/brand/logo-mark.svg" alt="" width={28} height={28} className="size-7 shrink-0" />
        <div className={cn("min-w-0 leading-tight", collapsed && "sr-only")}>
          <p className="truncate text-sm font-semibold text-slate-900">Supertech Institute</p>
          <p className="truncate text-xs text-muted-foreground">Admin panel</p>
        </div>
      </div>
      <nav aria-label="Admin sections" className={cn("flex-1 overflow-y-auto overflow-x-hidden py-3", collapsed ? "px-1.5" : "px-2")}>
        <ul className="flex flex-col gap-0.5" aria-label="Main">
          {main.map((item) => (
            <NavItem key={item.to} {...item} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        </ul>
        {extra.length > 0 ? (
          <>
            <p
              id={moreId}
              className={cn("mb-1 mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground", collapsed && "sr-only")}
            >
              More
            </p>
            {collapsed ? <div className="mx-2 mb-2 mt-3 h-px bg-border" aria-hidden="true" /> : null}
            <ul className="flex flex-col gap-0.5" aria-labelledby={moreId}>
              {extra.map((item) => (
                <NavItem key={item.to} {...item} collapsed={collapsed} onNavigate={onNavigate} />
              ))}
            </ul>
          </>
        ) : null}
      </nav>
      <div className={cn("shrink-0 border-t py-2", collapsed ? "px-1.5" : "px-2")}>
        <ul aria-label="Your account">
          <NavItem to="/admin/account" label="My account" icon={UserCog} collapsed={collapsed} onNavigate={onNavigate} />
        </ul>
      </div>
      <Form method="post" action="/logout" className={cn("shrink-0 py-2 pt-0", collapsed ? "px-1.5" : "px-2")}>
        <button
          type="submit"
          className={cn(
            "flex h-9 w-full items-center gap-3 rounded-md text-sm font-medium text-slate-700 hover:bg-sidebar-accent hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-ring",
            collapsed ? "justify-center px-0" : "px-3",
          )}
        >
          <LogOut className="size-4 shrink-0" aria-hidden="true" />
          <span className={collapsed ? "sr-only" : undefined}>Logout</span>
        </button>
      </Form>
    </>
  );
}
