import { eq } from "drizzle-orm";
import { SITE_DEFAULTS, type SiteSettings } from "#app/lib/site-defaults";
import { memoByContentVersion } from "#app/server/db/content-version.server";
import { db } from "#app/server/db/db.server";
import { siteSettings } from "#app/server/db/schema";

export async function ensureSiteSettings(): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...SITE_DEFAULTS })
    .onConflictDoNothing();
}

/** Every page shows the settings: read once per content version (decision 012). */
export const getSiteSettings: () => Promise<SiteSettings> = memoByContentVersion(readSiteSettings);

async function readSiteSettings(): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (!row) return SITE_DEFAULTS;
  const { id: _id, updated_at: _updated, ...settings } = row;
  return settings;
}

export async function updateSiteSettings(values: Partial<SiteSettings>): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 1, ...SITE_DEFAULTS, ...values, updated_at: new Date() })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updated_at: new Date() } });
}
