import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { island } from "#app/components/island";
import { listCourseMenu } from "#app/features/courses/courses.server";
import { getSiteSettings } from "#app/features/settings/settings.server";
import { pageMessages } from "#app/i18n/i18n";
import { langFromPath } from "#app/i18n/lang";
import { sameNamespaces } from "#app/i18n/page-namespaces";
import { useI18n } from "#app/i18n/use-i18n";
import type { SiteLayoutData } from "#app/lib/site-layout";
import { baseUrl } from "#app/server/env.server";
import type { Route } from "./+types/layout";

// Links, data and what is below the first screen: their JavaScript loads after the page
// (decision 017), their HTML is the server's from the start.
const OrganizationJsonLd = island(() => import("#app/components/site/organization-json-ld").then((m) => m.OrganizationJsonLd));
const TopBar = island(() => import("#app/components/site/top-bar").then((m) => m.TopBar));
const SiteFooter = island(() => import("#app/components/site/site-footer").then((m) => m.SiteFooter));
const FloatingContact = island(() => import("#app/components/site/floating-contact").then((m) => m.FloatingContact));
// The header works before its code arrives: links are links, the mobile menu is a <details> and
// the courses menu opens on hover and focus by CSS; its script adds keyboard and click handling.
const SiteHeader = island(() => import("#app/components/site/site-header").then((m) => m.SiteHeader));
// Renders nothing; it only tries the welcome sound a second after the page has loaded.
const WelcomeSound = island(() => import("#app/components/site/welcome-sound").then((m) => m.WelcomeSound));

export async function loader({ request }: Route.LoaderArgs): Promise<SiteLayoutData> {
  const [settings, menuCourses] = await Promise.all([getSiteSettings(), listCourseMenu()]);
  // The page's messages, in its language (from the path only: cacheable by path).
  const messages = pageMessages(new URL(request.url).pathname);
  return { settings, menuCourses, origin: baseUrl(), messages };
}

/** Another language, or a page that needs other parts of the catalogue, needs this data again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (
    langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname) ||
    !sameNamespaces(currentUrl.pathname, nextUrl.pathname) ||
    defaultShouldRevalidate
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, menuCourses, origin } = loaderData;
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-900 focus:shadow-lg"
      >
        {t("nav.skipToContent")}
      </a>
      <OrganizationJsonLd settings={settings} origin={origin} />
      <TopBar settings={settings} />
      <SiteHeader settings={settings} courses={menuCourses} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      <FloatingContact phone={settings.contact_phone} whatsapp={settings.whatsapp_number} />
      <WelcomeSound />
    </div>
  );
}
