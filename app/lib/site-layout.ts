import { useRouteLoaderData } from "react-router";
import type { Messages } from "#app/i18n/messages/en";
import type { SiteSettings } from "./site-defaults";

/**
 * What the site layout's loader sends every public page (routes/site/layout.tsx returns this
 * type). It lives here, not in the route, so components and lib read it without importing a
 * route (decision 013: arrows point inward).
 */
export type SiteLayoutData = {
  settings: SiteSettings;
  /** The header's courses menu (spec 7): active courses, by name. */
  menuCourses: MenuCourse[];
  origin: string;
  /** The page's parts of the catalogue, in its language (decision 014). */
  messages: Partial<Messages>;
};

/** A course in the header's courses menu; `name_hi` null shows the English name. */
export type MenuCourse = { id: string; course_name: string; name_hi: string | null };

/** The site layout's route id (app/routes.ts names it by its file). */
export const SITE_LAYOUT_ID = "routes/site/layout";

/** The site layout's loader data; undefined outside the public site (admin, auth). */
export function useSiteLayoutData(): SiteLayoutData | undefined {
  return useRouteLoaderData<SiteLayoutData>(SITE_LAYOUT_ID);
}
