import { SITE_DEFAULTS } from "#app/lib/site-defaults";
import { useSiteLayoutData } from "#app/lib/site-layout";

/** The stored site settings (the site layout's loader data): names, contacts, trust figures. */
export function useSiteSettings() {
  return useSiteLayoutData()?.settings ?? SITE_DEFAULTS;
}
