import { useRouteLoaderData } from "react-router";
import { SITE_DEFAULTS } from "#app/lib/site-defaults";
import type { loader as siteLayoutLoader } from "#app/routes/site/layout";

/** The stored site settings (the site layout's loader data): names, contacts, trust figures. */
export function useSiteSettings() {
  return useRouteLoaderData<typeof siteLayoutLoader>("routes/site/layout")?.settings ?? SITE_DEFAULTS;
}
