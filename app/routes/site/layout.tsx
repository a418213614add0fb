import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { SiteFooter } from "../../components/site/site-footer";
import { SiteHeader } from "../../components/site/site-header";
import { listCourseMenu } from "../../server/models/courses.server";
import { getSiteSettings } from "../../server/models/settings.server";
import { baseUrl } from "../../server/env.server";

export async function loader(_: Route.LoaderArgs) {
  const [settings, menuCourses] = await Promise.all([getSiteSettings(), listCourseMenu()]);
  return { settings, menuCourses, origin: baseUrl() };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, menuCourses } = loaderData;
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <SiteHeader settings={settings} courses={menuCourses} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
