import { and, eq, inArray } from "drizzle-orm";
import { documentFileName, pdfResponse, renderReceiptPdf } from "#app/features/fees/index.server";
import type { Lang } from "#app/i18n/lang";
import { isUuid } from "#app/lib/ids";
import { db } from "#app/server/db/db.server";
import { payments } from "#app/server/db/schema";
import { type LinkedStudent, studentsOfPhone } from "./linked-students.server";
import { portalPhone } from "./portal-auth.server";

/**
 * Who is asking, for every portal loader and action: the signed-in number's students, read
 * from the database on each request. Null without a live portal session; an empty list when
 * the number no longer belongs to anyone (erased, corrected by staff).
 */
export async function portalViewer(headers: Headers): Promise<{ phone: string; students: LinkedStudent[] } | null> {
  const phone = await portalPhone(headers);
  if (!phone) return null;
  const digits = phone.slice(-10);
  return { phone: digits, students: await studentsOfPhone(digits) };
}

const NOT_FOUND = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Cache-Control": "private, no-store", "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * GET /student/receipts/:paymentId (and /hi/…): a receipt PDF in the page's language, only for
 * a payment of one of the signed-in number's students. Another student's payment, an unknown id
 * and no session all get the same 404, so ids cannot be probed.
 */
export async function portalReceiptPdf(headers: Headers, paymentId: string | undefined, lang: Lang): Promise<Response> {
  const viewer = await portalViewer(headers);
  if (!viewer?.students.length || !paymentId || !isUuid(paymentId)) return NOT_FOUND();
  const [owned] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        inArray(
          payments.student_id,
          viewer.students.map((s) => s.id),
        ),
      ),
    );
  if (!owned) return NOT_FOUND();
  const rendered = await renderReceiptPdf(owned.id, lang);
  if (!rendered) return NOT_FOUND();
  return pdfResponse(rendered.bytes, documentFileName("receipt", rendered.receiptNumber, lang));
}
