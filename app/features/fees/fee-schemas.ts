import { z } from "zod";
import { COUNTER_MODES, REFERENCE_REQUIRED_MODES } from "#app/lib/fee-vocabulary";
import { isUuid } from "#app/lib/ids";

/**
 * The fees forms' schemas (decision 013): money is typed in rupees ("12500" or "12500.50") and
 * leaves the schema as integer paise, never through a float.
 */
export const FEE_TEXT_MAX = { reason: 500, note: 500, reference: 64 } as const;

const RUPEES = /^\d{1,8}(\.\d{1,2})?$/;

/** "12,500.5" → 1250050 paise; commas and spaces are allowed, more than two decimals are not. */
export function rupeesToPaise(text: string): number {
  const [whole, fraction = ""] = text.replace(/[,\s]/g, "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Rupees as text, typed by staff, to paise; `min` is the smallest allowed, in paise. */
export const rupees = (label: string, min = 1) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .refine((v) => RUPEES.test(v.replace(/[,\s]/g, "")), `Enter ${label} in rupees, e.g. 12500 or 12500.50`)
    .transform(rupeesToPaise)
    .refine((paise) => paise >= min, min > 0 ? `${label[0].toUpperCase()}${label.slice(1)} must be more than ₹0` : "Enter 0 or more");

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .optional()
    .transform((v) => v || null);

const reason = z
  .string({ error: "Give a reason" })
  .trim()
  .min(3, "Give a reason")
  .max(FEE_TEXT_MAX.reason, `A reason can be at most ${FEE_TEXT_MAX.reason} characters`);

const isoDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const REFERENCE_NAMES: Record<string, string> = { upi: "the UTR of the UPI payment", bank_transfer: "the bank transfer's reference" };

/** Record payment at the counter. `today` is India's date: a payment cannot be dated in the future. */
export const recordPaymentSchema = (today: string) =>
  z
    .object({
      intent: z.literal("pay"),
      mode: z.enum(COUNTER_MODES, { error: "Choose how the money was paid" }),
      amount: rupees("the amount"),
      paid_on: z
        .string({ error: "Enter the date of payment" })
        .trim()
        .refine(isoDay, "Enter the date of payment")
        .refine((v) => v <= today, "The date of payment cannot be in the future"),
      reference: text(FEE_TEXT_MAX.reference, "A reference"),
      advance: z
        .literal("on")
        .optional()
        .transform((v) => v === "on"),
      note: text(FEE_TEXT_MAX.note, "A note"),
    })
    .superRefine((value, ctx) => {
      if ((REFERENCE_REQUIRED_MODES as readonly string[]).includes(value.mode) && !value.reference)
        ctx.addIssue({ code: "custom", path: ["reference"], message: `Enter ${REFERENCE_NAMES[value.mode]}` });
    });

const uuid = (message: string) => z.string({ error: message }).refine(isUuid, message);

/** A discount on one due, with its reason. */
export const discountSchema = z.object({
  intent: z.literal("discount"),
  due_id: uuid("Choose a due"),
  amount: rupees("the discount"),
  reason,
});

/** A refund of (part of) one payment: a super admin's, with a reason; may cancel the dues it reopens. */
export const refundSchema = z.object({
  intent: z.literal("refund"),
  payment_id: uuid("Choose a payment"),
  amount: rupees("the refund"),
  reason,
  cancel_dues: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
});

/** Cancelling what a student still owes (the student left), without a refund. */
export const cancelDuesSchema = z.object({ intent: z.literal("cancel-dues"), reason });
