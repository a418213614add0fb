import { and, eq, inArray } from "drizzle-orm";
import { redirect } from "react-router";
import { documentFileName, pdfResponse, renderReceiptPdf, requestPaymentLink } from "#app/features/fees/index.server";
import type { Lang } from "#app/i18n/lang";
import { isUuid } from "#app/lib/ids";
import { db } from "#app/server/db/db.server";
import { dues, payments } from "#app/server/db/schema";
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

/** The row (a payment or a due) with this id, only when it belongs to one of these students. */
async function ownRow(table: typeof payments | typeof dues, id: string, students: LinkedStudent[]) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.id, id),
        inArray(
          table.student_id,
          students.map((s) => s.id),
        ),
      ),
    );
  return row;
}

/**
 * GET /student/receipts/:paymentId (and /hi/…): a receipt PDF in the page's language, only for
 * a payment of one of the signed-in number's students. Another student's payment, an unknown id
 * and no session all get the same 404, so ids cannot be probed.
 */
export async function portalReceiptPdf(headers: Headers, paymentId: string | undefined, lang: Lang): Promise<Response> {
  const viewer = await portalViewer(headers);
  if (!viewer?.students.length || !paymentId || !isUuid(paymentId)) return NOT_FOUND();
  const owned = await ownRow(payments, paymentId, viewer.students);
  if (!owned) return NOT_FOUND();
  const rendered = await renderReceiptPdf(owned.id, lang);
  if (!rendered) return NOT_FOUND();
  return pdfResponse(rendered.bytes, documentFileName("receipt", rendered.receiptNumber, lang));
}

/**
 * Pay now (POST /student, intent pay-now): only for a due of one of the signed-in number's
 * students (anything else is the same 404 as a receipt), the due's open Razorpay link or a new
 * one, then straight to Razorpay. When the link cannot be made (online payment off, paid
 * meanwhile, Razorpay down) the page comes back with a note and its UPI/counter options.
 */
export async function portalPayNow(headers: Headers, dueId: FormDataEntryValue | null, home: string, lang: Lang): Promise<Response> {
  const viewer = await portalViewer(headers);
  if (!viewer?.students.length || typeof dueId !== "string" || !isUuid(dueId)) return NOT_FOUND();
  const owned = await ownRow(dues, dueId, viewer.students);
  if (!owned) return NOT_FOUND();
  const link = await requestPaymentLink(owned.id, viewer.phone, lang);
  const to = link.ok ? link.shortUrl : `${home}?pay-failed`;
  return redirect(to, { headers: { "Cache-Control": "private, no-store" } });
}
