import { z } from "zod";
import { rupees } from "./fee-schemas";

/**
 * The fee settings form (/admin/settings/fees): money in rupees (stored as paise), the GST rate
 * in percent (stored in basis points), the UPI ID and the GSTIN checked by their formats.
 */
const UPI_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** 2-digit state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .optional()
    .transform((v) => v || null);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .regex(/^\d{1,4}$/, `Enter ${label} as a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `Enter ${label} as a whole number from ${min} to ${max}`);

const tick = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");

export const feeSettingsSchema = z
  .object({
    online_admission_discount: rupees("the online admission discount", 0),
    discount_limit: rupees("the discount limit", 0),
    upi_id: optionalText(256, "A UPI ID").refine((v) => !v || UPI_ID.test(v), "Enter a UPI ID like institute@okaxis"),
    upi_payee_name: optionalText(100, "The payee name"),
    gst_registered: tick,
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .transform((v) => v || null)
      .refine((v) => !v || GSTIN.test(v), "Enter the 15-character GSTIN, e.g. 07ABCDE1234F1Z5"),
    gst_sac: z
      .string({ error: "Enter the SAC" })
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit SAC, e.g. 999293"),
    gst_rate: z
      .string({ error: "Enter the GST rate" })
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, "Enter the GST rate in percent, e.g. 18")
      .transform((v) => Math.round(Number(v) * 100))
      .refine((bp) => bp <= 2800, "The GST rate can be at most 28%"),
    gst_inclusive: z.enum(["inclusive", "exclusive"], { error: "Choose whether fees include GST" }).transform((v) => v === "inclusive"),
    gst_state: z.string({ error: "Enter the state" }).trim().min(2, "Enter the state").max(60, "A state can be at most 60 characters"),
    gst_state_code: z
      .string({ error: "Enter the state code" })
      .trim()
      .regex(/^\d{2}$/, "Enter the 2-digit state code, e.g. 07 for Delhi"),
    reminder_days_before: wholeNumber("the days before a due date", 0, 60),
    reminder_every_days: wholeNumber("how often overdue reminders go", 1, 60),
    reminder_max_overdue: wholeNumber("the most overdue reminders", 0, 20),
  })
  .superRefine((v, ctx) => {
    if (v.upi_id && !v.upi_payee_name)
      ctx.addIssue({ code: "custom", path: ["upi_payee_name"], message: "Enter the payee name the UPI app shows" });
    if (v.gst_registered && !v.gstin)
      ctx.addIssue({ code: "custom", path: ["gstin"], message: "Enter the GSTIN of a GST-registered institute" });
    if (v.gstin && v.gstin.slice(0, 2) !== v.gst_state_code)
      ctx.addIssue({ code: "custom", path: ["gstin"], message: `A GSTIN starts with its state code (${v.gst_state_code})` });
  });

export type FeeSettingsValues = z.infer<typeof feeSettingsSchema>;
