import { z } from "zod";
import type { Translate } from "#app/i18n/translate";
import { COUNTER_MODES, REFERENCE_REQUIRED_MODES } from "#app/lib/fee-vocabulary";
import { formatPaise } from "#app/lib/format";
import { isUuid } from "#app/lib/ids";
import { FEES_ENGLISH } from "./fees-words";

/**
 * The fees forms' schemas (decision 013): money is typed in rupees ("12500" or "12500.50") and
 * leaves the schema as integer paise, never through a float. Each schema takes the page's words
 * (`t`, English by default): a Hindi page's 400 says its field messages in Hindi.
 */
export const FEE_TEXT_MAX = { reason: 500, note: 500, reference: 64 } as const;

const RUPEES = /^\d{1,8}(\.\d{1,2})?$/;

/** "12,500.5" → 1250050 paise; commas and spaces are allowed, more than two decimals are not. */
export function rupeesToPaise(text: string): number {
  const [whole, fraction = ""] = text.replace(/[,\s]/g, "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** A label of the form messages (`feesStaff.form.labels`), in the page's words. */
export const fieldLabel = (t: Translate, key: string, values?: Record<string, number>) => t(`feesStaff.form.labels.${key}`, values);

/** Rupees as text, typed by staff, to paise; `label` is already in the page's words; `min` is the smallest allowed, in paise. */
export const rupees = (t: Translate, label: string, min = 1) => {
  const enter = t("feesStaff.form.enter", { label });
  return z
    .string({ error: enter })
    .trim()
    .min(1, enter)
    .refine((v) => RUPEES.test(v.replace(/[,\s]/g, "")), t("feesStaff.form.inRupees", { label }))
    .transform(rupeesToPaise)
    .refine(
      (paise) => paise >= min,
      min > 0 ? t("feesStaff.form.moreThanZero", { label: `${label[0].toUpperCase()}${label.slice(1)}` }) : t("feesStaff.form.zeroOrMore"),
    );
};

/** Optional text up to `max` characters; empty is null. `label` is a `feesStaff.form.labels` key. */
export const optionalText = (t: Translate, max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, t("feesStaff.form.atMost", { label: fieldLabel(t, label), max }))
    .optional()
    .transform((v) => v || null);

const reasonOf = (t: Translate) =>
  z
    .string({ error: t("feesStaff.form.giveReason") })
    .trim()
    .min(3, t("feesStaff.form.giveReason"))
    .max(FEE_TEXT_MAX.reason, t("feesStaff.form.atMost", { label: fieldLabel(t, "reason"), max: FEE_TEXT_MAX.reason }));

const isoDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const REFERENCE_MESSAGES: Record<string, string> = { upi: "feesStaff.form.enterUtr", bank_transfer: "feesStaff.form.enterBankReference" };

/** Record payment at the counter. `today` is India's date: a payment cannot be dated in the future. */
export const recordPaymentSchema = (today: string, t: Translate = FEES_ENGLISH) =>
  z
    .object({
      intent: z.literal("pay"),
      mode: z.enum(COUNTER_MODES, { error: t("feesStaff.form.chooseMode") }),
      amount: rupees(t, fieldLabel(t, "amount")),
      paid_on: z
        .string({ error: t("feesStaff.form.enterDate") })
        .trim()
        .refine(isoDay, t("feesStaff.form.enterDate"))
        .refine((v) => v <= today, t("feesStaff.form.futureDate")),
      reference: optionalText(t, FEE_TEXT_MAX.reference, "reference"),
      advance: z
        .literal("on")
        .optional()
        .transform((v) => v === "on"),
      note: optionalText(t, FEE_TEXT_MAX.note, "note"),
    })
    .superRefine((value, ctx) => {
      if ((REFERENCE_REQUIRED_MODES as readonly string[]).includes(value.mode) && !value.reference)
        ctx.addIssue({ code: "custom", path: ["reference"], message: t(REFERENCE_MESSAGES[value.mode]) });
    });

const uuid = (message: string) => z.string({ error: message }).refine(isUuid, message);

/** A discount on one due, with its reason. */
export const discountSchema = (t: Translate = FEES_ENGLISH) =>
  z.object({
    intent: z.literal("discount"),
    due_id: uuid(t("feesStaff.form.chooseDue")),
    amount: rupees(t, fieldLabel(t, "discount")),
    reason: reasonOf(t),
  });

/** A refund of (part of) one payment: a super admin's, with a reason; may cancel the dues it reopens. */
export const refundSchema = (t: Translate = FEES_ENGLISH) =>
  z.object({
    intent: z.literal("refund"),
    payment_id: uuid(t("feesStaff.form.choosePayment")),
    amount: rupees(t, fieldLabel(t, "refund")),
    reason: reasonOf(t),
    cancel_dues: z
      .literal("on")
      .optional()
      .transform((v) => v === "on"),
  });

/** Cancelling what a student still owes (the student left), without a refund. */
export const cancelDuesSchema = (t: Translate = FEES_ENGLISH) => z.object({ intent: z.literal("cancel-dues"), reason: reasonOf(t) });

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
export const feePlanSchema = (totalPaise: number, t: Translate = FEES_ENGLISH) =>
  z
    .object({
      intent: z.literal(FEE_PLAN_INTENT),
      registration: z
        .string()
        .trim()
        .optional()
        .transform((v) => v || "0")
        .pipe(rupees(t, fieldLabel(t, "registration"), 0)),
      instalments: z.array(instalmentRow).max(PLAN_MAX_INSTALMENTS).optional().default([]),
    })
    .transform((plan, ctx) => {
      const rows: { amountPaise: number; dueAfterDays: number }[] = [];
      plan.instalments.forEach((row, index) => {
        if (!row.amount && !row.days) return;
        const amount = rupees(t, fieldLabel(t, "instalment", { n: index + 1 })).safeParse(row.amount ?? "");
        if (!amount.success)
          ctx.addIssue({ code: "custom", path: ["instalments", index, "amount"], message: amount.error.issues[0].message });
        const days = Number(row.days || "0");
        if (!/^-?\d{1,4}$/.test(row.days || "0") || days < -366 || days > 3660)
          ctx.addIssue({
            code: "custom",
            path: ["instalments", index, "days"],
            message: t("feesStaff.form.planDays"),
          });
        if (amount.success) rows.push({ amountPaise: amount.data, dueAfterDays: days });
      });
      const sum = plan.registration + rows.reduce((s, r) => s + r.amountPaise, 0);
      if (sum !== totalPaise)
        ctx.addIssue({
          code: "custom",
          path: ["registration"],
          message: t("feesStaff.form.planSum", { sum: formatPaise(sum), total: formatPaise(totalPaise) }),
        });
      return { registrationPaise: plan.registration, instalments: rows };
    });
