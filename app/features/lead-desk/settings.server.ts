import { eq } from "drizzle-orm";
import type { Actor } from "#app/features/accounts/index.server";
import { audit, changes } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { siteSettings } from "#app/server/db/schema";
import { isSuperAdmin } from "./privacy.server";

/**
 * The lead desk's settings (decision 016): the Call/WhatsApp greeting in English and Hindi
 * ({name} and {course} are filled in) and the retention period (days; empty: off).
 */
const DEFAULT_GREETINGS = {
  en: "Hello {name}, this is Supertech Institute about your enquiry for {course}. When can we talk?",
  hi: "नमस्ते {name}, सुपरटेक इंस्टिट्यूट से बात कर रहे हैं, {course} के बारे में आपकी पूछताछ के लिए। कब बात कर सकते हैं?",
};

export type LeadDeskSettings = { greetingEn: string; greetingHi: string; retentionDays: number | null };

export async function getLeadDeskSettings(): Promise<LeadDeskSettings> {
  const [row] = await db
    .select({ en: siteSettings.lead_greeting_en, hi: siteSettings.lead_greeting_hi, days: siteSettings.lead_retention_days })
    .from(siteSettings)
    .limit(1);
  return { greetingEn: row?.en || DEFAULT_GREETINGS.en, greetingHi: row?.hi || DEFAULT_GREETINGS.hi, retentionDays: row?.days ?? null };
}

/** Saves the settings (the retention only by a super_admin) with before and after in admin_logs. */
export async function updateLeadDeskSettings(
  values: LeadDeskSettings,
  actor: Pick<Actor, "id">,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const before = await getLeadDeskSettings();
  if (values.retentionDays !== before.retentionDays && !(await isSuperAdmin(actor.id)))
    return { ok: false, message: "Only a super admin can change how long leads are kept" };
  await db.transaction(async (tx) => {
    await tx
      .update(siteSettings)
      .set({
        lead_greeting_en: values.greetingEn || null,
        lead_greeting_hi: values.greetingHi || null,
        lead_retention_days: values.retentionDays,
      })
      .where(eq(siteSettings.id, 1));
    await audit({ adminUserId: actor.id, action: "update_lead_settings", details: changes(before, values) }, tx);
  });
  return { ok: true };
}
