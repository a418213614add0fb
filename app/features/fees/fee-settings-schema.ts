import { z } from "zod";
import type { Translate } from "#app/i18n/translate";
import { fieldLabel, optionalText, rupees } from "./fee-schemas";
import { FEES_ENGLISH } from "./fees-words";

/**
 * The fee settings form (/admin/settings/fees): money in rupees (stored as paise), the GST rate
 * in percent (stored in basis points), the UPI ID and the GSTIN checked by their formats.
 */
const UPI_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** 2-digit state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const wholeNumber = (t: Translate, label: string, min: number, max: number) => {
  const words = fieldLabel(t, label);
  const range = t("feesStaff.form.wholeNumber", { label: words, min, max });
  return z
    .string({ error: t("feesStaff.form.enter", { label: words }) })
    .trim()
    .regex(/^\d{1,4}$/, range)
    .transform(Number)
    .refine((n) => n >= min && n <= max, range);
};

/** A required text field: "Enter the SAC" when it is missing. */
const required = (t: Translate, label: string) => z.string({ error: t("feesStaff.form.enter", { label: fieldLabel(t, label) }) }).trim();

const tick = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");

/** The fee settings form's schema, its messages in the page's words (English by default). */
export const feeSettingsSchema = (t: Translate = FEES_ENGLISH) =>
  z
    .object({
      online_admission_discount: rupees(t, fieldLabel(t, "onlineDiscount"), 0),
      discount_limit: rupees(t, fieldLabel(t, "discountLimit"), 0),
      upi_id: optionalText(t, 256, "upiId").refine((v) => !v || UPI_ID.test(v), t("feesStaff.form.upiId")),
      upi_payee_name: optionalText(t, 100, "payee"),
      gst_registered: tick,
      gstin: z
        .string()
        .trim()
        .toUpperCase()
        .optional()
        .transform((v) => v || null)
        .refine((v) => !v || GSTIN.test(v), t("feesStaff.form.gstin")),
      gst_sac: required(t, "sac").regex(/^\d{6}$/, t("feesStaff.form.sac")),
      gst_rate: required(t, "gstRate")
        .regex(/^\d{1,2}(\.\d{1,2})?$/, t("feesStaff.form.gstRate"))
        .transform((v) => Math.round(Number(v) * 100))
        .refine((bp) => bp <= 2800, t("feesStaff.form.gstRateMax")),
      gst_inclusive: z.enum(["inclusive", "exclusive"], { error: t("feesStaff.form.gstInclusive") }).transform((v) => v === "inclusive"),
      gst_state: required(t, "state")
        .min(2, t("feesStaff.form.enter", { label: fieldLabel(t, "state") }))
        .max(60, t("feesStaff.form.atMost", { label: fieldLabel(t, "aState"), max: 60 })),
      gst_state_code: required(t, "stateCode").regex(/^\d{2}$/, t("feesStaff.form.stateCode")),
      reminder_days_before: wholeNumber(t, "daysBefore", 0, 60),
      reminder_every_days: wholeNumber(t, "everyDays", 1, 60),
      reminder_max_overdue: wholeNumber(t, "maxOverdue", 0, 20),
    })
    .superRefine((v, ctx) => {
      if (v.upi_id && !v.upi_payee_name)
        ctx.addIssue({ code: "custom", path: ["upi_payee_name"], message: t("feesStaff.form.payeeRequired") });
      if (v.gst_registered && !v.gstin) ctx.addIssue({ code: "custom", path: ["gstin"], message: t("feesStaff.form.gstinRequired") });
      if (v.gstin && v.gstin.slice(0, 2) !== v.gst_state_code)
        ctx.addIssue({ code: "custom", path: ["gstin"], message: t("feesStaff.form.gstinState", { code: v.gst_state_code }) });
    });

export type FeeSettingsValues = z.infer<ReturnType<typeof feeSettingsSchema>>;
