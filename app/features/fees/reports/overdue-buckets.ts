/** How late a student's oldest unpaid due is; the labels are the fees catalogue's `reports.buckets`, English and Hindi. */
const OVERDUE_BUCKETS = ["not_yet_due", "1_30", "31_60", "61_90", "over_90"] as const;
export type OverdueBucket = (typeof OVERDUE_BUCKETS)[number];

export function bucketOf(daysOverdue: number): OverdueBucket {
  if (daysOverdue <= 0) return "not_yet_due";
  if (daysOverdue <= 30) return "1_30";
  if (daysOverdue <= 60) return "31_60";
  if (daysOverdue <= 90) return "61_90";
  return "over_90";
}
