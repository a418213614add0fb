/** The words of fees (decision 044-fees-ledger): stored values and their English labels. */

/** How money came in. "online" is a Razorpay payment recorded by its webhook or reconciliation. */
export const PAYMENT_MODES = ["cash", "upi", "card", "bank_transfer", "online"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  cash: "Cash",
  upi: "UPI",
  card: "Card",
  bank_transfer: "Bank transfer",
  online: "Online",
};
/** The modes staff record at the counter (Online comes from the gateway only). */
export const COUNTER_MODES = ["cash", "upi", "card", "bank_transfer"] as const satisfies readonly PaymentMode[];
/** The counter modes whose reference (the UTR, the transfer's number) is required. */
export const REFERENCE_REQUIRED_MODES: readonly PaymentMode[] = ["upi", "bank_transfer"];

/** What a due is for. Registration is paid first; "other" is a charge staff add by hand. */
export const DUE_KINDS = ["registration", "instalment", "other"] as const;
type DueKind = (typeof DUE_KINDS)[number];

/** A due's status is worked out, never stored: from its amounts, its date and today. */
const DUE_STATUSES = ["due", "overdue", "part_paid", "paid", "cancelled"] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];

export const PAYMENT_LINK_STATUSES = ["created", "paid", "expired", "cancelled"] as const;
type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

export const REMINDER_KINDS = ["before_due", "overdue"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
