import { db } from "#app/server/db/db.server";
import { siteSettings } from "#app/server/db/schema";

type SettingsRow = typeof siteSettings.$inferInsert;

/**
 * The settings row a backup carries (the tests that export and restore need one to compare),
 * with `extra` columns on top; a row already there keeps its values but takes `extra`.
 */
export async function seedSiteSettings(extra: Partial<SettingsRow> = {}) {
  const insert = db.insert(siteSettings).values({
    id: 1,
    site_name: "Supertech Institute",
    contact_email: "info@example.com",
    contact_phone: "+91 98765 43210",
    whatsapp_number: "919876543210",
    address: "Delhi",
    ...extra,
  });
  await (Object.keys(extra).length ? insert.onConflictDoUpdate({ target: siteSettings.id, set: extra }) : insert.onConflictDoNothing());
}
