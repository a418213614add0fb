import { eq } from "drizzle-orm";
import { sendWhatsAppTemplate, whatsAppEnabled } from "#app/features/lead-desk/index.server";
import { formatPaise } from "#app/lib/format";
import { portalUrl } from "#app/lib/portal-link";
import { db } from "#app/server/db/db.server";
import { payments, students } from "#app/server/db/schema";
import { baseUrl, getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";
import { afterCommit } from "./background.server";

/** The public page that verifies a receipt (fees-receipts builds it); numbers keep their slashes. */
const receiptVerifyPath = (receiptNumber: string) => `/receipt/${receiptNumber}`;

/** Sends an online payment's receipt to the student on WhatsApp, after the commit, in the background. */
export function sendOnlineReceipt(paymentId: string): void {
  afterCommit("online receipt", () => sendReceipt(paymentId));
}

async function sendReceipt(paymentId: string): Promise<void> {
  const env = getEnv();
  if (!whatsAppEnabled(env)) return;
  const [row] = await db
    .select({ name: students.full_name, phone: students.phone, amount: payments.amount_paise, number: payments.receipt_number })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.student_id))
    .where(eq(payments.id, paymentId));
  if (!row) return;
  const result = await sendWhatsAppTemplate({
    to: row.phone,
    template: env.WHATSAPP_RECEIPT_TEMPLATE,
    // {{5}}: the student page, where every receipt is kept as a PDF (issue 26 point 7).
    parameters: [
      row.name,
      formatPaise(row.amount),
      row.number,
      `${baseUrl(env)}${receiptVerifyPath(row.number)}`,
      portalUrl(baseUrl(env), env.WHATSAPP_TEMPLATE_LANGUAGE),
    ],
    leadId: null,
    attachToPerson: true,
  });
  if (!result.ok) logger.warn({ paymentId, reason: result.error }, "online receipt not delivered");
}
