import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { Admin } from "#app/features/accounts/index.server";
import type { Lang } from "#app/i18n/lang";
import { audit, changes } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { feeSettings } from "#app/server/db/schema";
import { redirectWithToast } from "#app/server/http/toast.server";
import { type FeeSettings, readFeeSettings } from "./fee-settings.server";
import { type FeeSettingsValues, feeSettingsSchema } from "./fee-settings-schema";
import { feesTranslate } from "./fees-words";

type Stored = Omit<FeeSettings, "id" | "updated_at">;

/** The form's values as the columns store them (paise, basis points). */
const toColumns = (v: FeeSettingsValues): Stored => ({
  online_admission_discount_paise: v.online_admission_discount,
  discount_limit_paise: v.discount_limit,
  upi_id: v.upi_id,
  upi_payee_name: v.upi_payee_name,
  gst_registered: v.gst_registered,
  gstin: v.gstin,
  gst_sac: v.gst_sac,
  gst_rate_bp: v.gst_rate,
  gst_inclusive: v.gst_inclusive,
  gst_state: v.gst_state,
  gst_state_code: v.gst_state_code,
  reminder_days_before: v.reminder_days_before,
  reminder_every_days: v.reminder_every_days,
  reminder_max_overdue: v.reminder_max_overdue,
});

const rupeesText = (paise: number) => (paise % 100 ? (paise / 100).toFixed(2) : String(paise / 100));

/** The stored settings as the form's text fields show them. */
export async function feeSettingsFormValues(): Promise<Record<string, string>> {
  const s = await readFeeSettings();
  return {
    online_admission_discount: rupeesText(s.online_admission_discount_paise),
    discount_limit: rupeesText(s.discount_limit_paise),
    upi_id: s.upi_id ?? "",
    upi_payee_name: s.upi_payee_name ?? "",
    gst_registered: s.gst_registered ? "on" : "",
    gstin: s.gstin ?? "",
    gst_sac: s.gst_sac,
    gst_rate: String(s.gst_rate_bp / 100),
    gst_inclusive: s.gst_inclusive ? "inclusive" : "exclusive",
    gst_state: s.gst_state,
    gst_state_code: s.gst_state_code,
    reminder_days_before: String(s.reminder_days_before),
    reminder_every_days: String(s.reminder_every_days),
    reminder_max_overdue: String(s.reminder_max_overdue),
  };
}

/**
 * Saves the fee settings form: a 400 with the messages under the fields (in the page's
 * language), else the row updated and the change audited.
 */
export async function saveFeeSettings(formData: FormData, admin: Admin, lang: Lang = "en") {
  const t = feesTranslate(lang);
  const submission = parseWithZod(formData, { schema: feeSettingsSchema(t), disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const before = await readFeeSettings();
  const after = toColumns(submission.value);
  const diff = changes(before as Record<string, unknown>, after as Record<string, unknown>);
  if (Object.keys(diff.after).length > 0)
    await db.transaction(async (tx) => {
      await tx
        .update(feeSettings)
        .set({ ...after, updated_at: new Date() })
        .where(eq(feeSettings.id, 1));
      await audit({ adminUserId: admin.id, action: "fee_settings_updated", details: diff }, tx);
    });
  const back = `/admin/settings/fees${lang === "hi" ? "?lang=hi" : ""}`;
  return redirectWithToast(back, { title: t("feesStaff.settings.saved"), type: "success" });
}
