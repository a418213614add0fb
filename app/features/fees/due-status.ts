import type { DueStatus } from "#app/lib/fee-vocabulary";

/** The amounts of a due that its status and balance are worked out from. */
export type DueAmounts = {
  amount_paise: number;
  discount_paise: number;
  paid_paise: number;
  due_date: string;
  cancelled_at: Date | string | null;
};

/** What is still owed on a due: nothing once it is cancelled. */
export function dueOutstanding(due: DueAmounts): number {
  if (due.cancelled_at) return 0;
  return due.amount_paise - due.discount_paise - due.paid_paise;
}

/**
 * Due, Overdue, Part paid, Paid or Cancelled, on `today` (an India date, YYYY-MM-DD). A due with
 * nothing left is Paid (a full discount too); one partly paid is Part paid even when late, since
 * staff chase the rest either way; one untouched is Overdue the day after its date.
 */
export function dueStatus(due: DueAmounts, today: string): DueStatus {
  if (due.cancelled_at) return "cancelled";
  if (dueOutstanding(due) <= 0) return "paid";
  if (due.paid_paise > 0) return "part_paid";
  return due.due_date < today ? "overdue" : "due";
}
