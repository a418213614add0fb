import { z } from "zod";
import { COUNTER_MODES, REFERENCE_REQUIRED_MODES } from "#app/lib/fee-vocabulary";
import { formatPaise } from "#app/lib/format";
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

/** The course editor's fee plan form posts this intent. */
export const FEE_PLAN_INTENT = "fee-plan";

/** The most instalments a plan takes, and the rows the editor shows (blank rows are ignored). */
export const PLAN_MAX_INSTALMENTS = 12;

const instalmentRow = z.object({
  amount: z.string().trim().optional(),
  days: z.string().trim().optional(),
});

/**
 * A course's fee plan (the course editor): the registration and the instalments, each with its
 * amount and its due date in days from the batch's start. Rows left blank are dropped; the rest
 * must add up, with the registration, to the course's fee (`totalPaise`, from fee_amount).
 */
export const feePlanSchema = (totalPaise: number) =>
  z
    .object({
      intent: z.literal(FEE_PLAN_INTENT),
      registration: z
        .string()
        .trim()
        .optional()
        .transform((v) => v || "0")
        .pipe(rupees("the registration amount", 0)),
      instalments: z.array(instalmentRow).max(PLAN_MAX_INSTALMENTS).optional().default([]),
    })
    .transform((plan, ctx) => {
      const rows: { amountPaise: number; dueAfterDays: number }[] = [];
      plan.instalments.forEach((row, index) => {
        if (!row.amount && !row.days) return;
        const amount = rupees(`instalment ${index + 1}'s amount`).safeParse(row.amount ?? "");
        if (!amount.success)
          ctx.addIssue({ code: "custom", path: ["instalments", index, "amount"], message: amount.error.issues[0].message });
        const days = Number(row.days || "0");
        if (!/^-?\d{1,4}$/.test(row.days || "0") || days < -366 || days > 3660)
          ctx.addIssue({
            code: "custom",
            path: ["instalments", index, "days"],
            message: "Enter whole days from the batch's start, 0 to 3660",
          });
        if (amount.success) rows.push({ amountPaise: amount.data, dueAfterDays: days });
      });
      const sum = plan.registration + rows.reduce((s, r) => s + r.amountPaise, 0);
      if (sum !== totalPaise)
        ctx.addIssue({
          code: "custom",
          path: ["registration"],
          message: `The registration and instalments add up to ${formatPaise(sum)}, but the course fee is ${formatPaise(totalPaise)}. Make them equal.`,
        });
      return { registrationPaise: plan.registration, instalments: rows };
    });
