import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { db } from "#app/server/db/db.server";
import { dues, paymentLinks, siteSettings, students } from "#app/server/db/schema";
import { dueOutstanding } from "../due-status";
import { readFeeSettings } from "../fee-settings.server";
import type { DueLink, DueUpi } from "./due-payment-types";
import { dueUpiLink } from "./due-upi";
import { razorpaySettings } from "./razorpay-config.server";

/** What the student page shows on each open due: its open payment link and its UPI QR and link. */
export type DuePaymentOptionsData = {
  /** Razorpay is configured: the Send payment link button works. */
  online: boolean;
  byDue: Record<string, { link?: DueLink; upi?: DueUpi }>;
};

/**
 * The loader helper for the student page (issue 24 points 5 and 6): for each of the student's
 * dues that still owes money, its newest open payment link and, when the institute's UPI ID is
 * set, a server-rendered QR (SVG) of the upi:// link for what the due owes.
 */
export async function duePaymentOptionsFor(studentId: string, now = new Date()): Promise<DuePaymentOptionsData> {
  const [student] = await db
    .select({ number: students.student_number, institute: siteSettings.site_name })
    .from(students)
    .leftJoin(siteSettings, eq(siteSettings.id, 1))
    .where(eq(students.id, studentId));
  const result: DuePaymentOptionsData = { online: razorpaySettings() !== null, byDue: {} };
  if (!student) return result;
  const open = (
    await db
      .select()
      .from(dues)
      .where(and(eq(dues.student_id, studentId), isNull(dues.cancelled_at)))
      .orderBy(asc(dues.due_date))
  ).filter((due) => dueOutstanding(due) > 0);
  const links = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.student_id, studentId), eq(paymentLinks.status, "created"), gt(paymentLinks.expire_by, now)))
    .orderBy(desc(paymentLinks.created_at));
  const settings = await readFeeSettings();
  for (const due of open) {
    const options: { link?: DueLink; upi?: DueUpi } = {};
    const link = links.find((l) => l.due_id === due.id);
    if (link) options.link = { shortUrl: link.short_url, amountPaise: link.amount_paise, expireBy: link.expire_by.toISOString() };
    const outstandingPaise = dueOutstanding(due);
    const url = dueUpiLink(settings, { id: due.id, label: due.label, outstandingPaise }, student.number, student.institute);
    if (url)
      options.upi = {
        url,
        amountPaise: outstandingPaise,
        qrSvg: await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
      };
    result.byDue[due.id] = options;
  }
  return result;
}
