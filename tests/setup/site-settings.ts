import { db } from "../../app/server/db.server";
import { siteSettings } from "../../app/server/schema";

/** The settings row a backup carries (the tests that export and restore need one to compare). */
export async function seedSiteSettings() {
  await db
    .insert(siteSettings)
    .values({
      id: 1,
      site_name: "Supertech Institute",
      contact_email: "info@example.com",
      contact_phone: "+91 98765 43210",
      whatsapp_number: "919876543210",
      address: "Delhi",
    })
    .onConflictDoNothing();
}
